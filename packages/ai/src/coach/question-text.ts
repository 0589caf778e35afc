/**
 * Lower-case, curly quotes straightened, spaces collapsed, padded so a cue like "run " can end a word; the ends of
 * clauses (. , ; : ! ?) become " | ", so no phrase matches across them and a cue's clause can be found.
 */
export function normaliseQuestion(question: string): string {
  return ` ${question
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[.,;:!?]+/g, ' | ')
    .replace(/[^a-z0-9'\- |]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

/** Where a cue occurs at the start of a word ("panic" matches "panicky", not "hispanic"), in order. */
export function cueOffsets(text: string, cue: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(cue); at >= 0; at = text.indexOf(cue, at + 1)) {
    const before = text[at - 1];
    if (before === undefined || !/[a-z0-9]/.test(before)) found.push(at);
  }
  return found;
}

/** Whether a cue occurs at the start of a word. */
export const hasCue = (text: string, cue: string): boolean => cueOffsets(text, cue).length > 0;

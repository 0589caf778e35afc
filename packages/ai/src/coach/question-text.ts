// "We had to put our dog Biscuit to sleep", "he was put to sleep": an animal's death, not sleep, so it reads "put to
// rest …" (a child put to sleep is left alone).
const PUT_TO_SLEEP =
  / put (?!(?:the |my |our |a )?(?:baby|babies|kids?|toddler|son|daughter|child|children|them|twins)\b)((?:[a-z0-9'-]+ ){0,3})to sleep /g;

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
    .trim()} `.replace(PUT_TO_SLEEP, ' put to rest $1');
}

const patterns = new Map<string, RegExp>();

/**
 * A cue's pattern: it starts a word ("panic" matches "panicky", not "hispanic"), and one word may stand between the
 * words of a phrase ("calm down" matches "calm myself down", "raise voice" does not need "my").
 */
function patternOf(cue: string): RegExp {
  let pattern = patterns.get(cue);
  if (!pattern) {
    const words = cue.split(' ').map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    pattern = new RegExp(`(?<![a-z0-9])${words.join(" (?:[a-z0-9'-]+ )?")}`, 'g');
    patterns.set(cue, pattern);
  }
  return pattern;
}

/** Where a cue occurs in a normalised question, in order. */
export function cueOffsets(text: string, cue: string): number[] {
  return [...text.matchAll(patternOf(cue))].map((match) => match.index);
}

/** Whether a cue occurs at the start of a word. */
export const hasCue = (text: string, cue: string): boolean => cueOffsets(text, cue).length > 0;

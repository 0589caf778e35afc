import { TOOLKIT_TITLE_LENGTH } from '@innerweather/validators/coach';

/**
 * A toolkit item's title is the first 50 characters of its question (spec section 7), often cut mid-word: it is
 * shown up to its last whole word with an ellipsis, so the card never reads "in mee".
 */
export function toolkitTitle(title: string): string {
  const text = title.trim();
  if (title.length < TOOLKIT_TITLE_LENGTH || /[.?!]$/.test(text)) return text;
  const lastSpace = text.lastIndexOf(' ');
  const whole = lastSpace > TOOLKIT_TITLE_LENGTH / 2 ? text.slice(0, lastSpace) : text;
  return `${whole.replace(/[\s,;:—–-]+$/, '')}…`;
}

/** "coping-strategy" as words: the tag's value stays what the spec names, the card reads "coping strategy". */
export const tagWords = (tag: string) => tag.replace(/[-_]+/g, ' ');

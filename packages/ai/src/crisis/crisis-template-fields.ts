/**
 * Journals shaped by an app or a habit: mood trackers, diary cards and check-in templates write risk as a field and
 * a value ("Thoughts of ending it: yes", "Cut: yes, thigh, 3", "SH urges: 4/10 | Sleep: 6h"). The field names the
 * risk, the value says whether it is there today, and no sentence says "I". This reads such lines cell by cell (a
 * line, or the parts of a line between `|` or `•`): a cell is `<field>: <value>` (or `=`) with a label of at most
 * six words and no "I" or "my" in it, so a sentence with a colon is not taken for a field.
 *
 * Which fields name a risk is not listed here: crisis-signals.ts reads the field with the reviewed inventory
 * (crisis-signals-data.ts), so every phrase family it knows ("ending it", "self-harm", "cut", "urges", "sh") names a
 * field too. The value decides: an affirmative one (yes, y, true, a bit, a number above 0) makes the field a
 * first-person statement of now; a negative one (no, none, 0, never) takes the cell out of the inventory's reading,
 * so "Thoughts of ending it: no" opens nothing (a field asking after safety, "Safe at home: no", is left as
 * written: its no is the risk); anything else ("Meds: skipped", "Cut: 3 inches off") is read as
 * ordinary text.
 */
export type TFieldValue = 'affirmed' | 'denied' | 'other';

export interface TTemplateCell {
  field: string;
  value: TFieldValue;
  /** The cell as written (normalised). */
  text: string;
}

const BULLET = /^\s*(?:[-*•>#]+|\d+[.)]|\[[ x]\])?\s*/;
const CELL = /^([a-z][a-z' /&-]*?)\s*[:=]\s*(.+)$/;
/** A label, not a sentence: "i want to die: no one would notice" is not a field. */
const SENTENCE_WORDS = /\b(?:i|i'm|i've|i'll|i'd|me|my|myself)\b/;
/** A value is the word alone, or before a comma or a stop ("yes, thigh, 3"): "no one would miss me" is not "no". */
const ALONE = String.raw`\s*(?:[,;(.!]|$)`;
const FIELD_WORDS = 6;
const AFFIRMED = new RegExp(
  String.raw`^(?:yes|y|yeah|yep|yup|true|a bit|a little|a lot|some|slightly|sort of|kind of|kinda|lots|loads|constant(?:ly)?|all day|strong(?:ly)?|high|once|twice)${ALONE}`,
);
const DENIED = new RegExp(
  String.raw`^(?:no|n|nope|nah|none|nil|zero|false|never|not today|not really|nothing|n/a)${ALONE}`,
);
/** A count or a score: "3", "4/10", "2x", "3 times", alone or before a comma. */
const NUMBER = /^(\d+(?:\.\d+)?)(?:\s*\/\s*\d+|\s*x|\s+times?)?\s*(?:[,;(]|$)/;

/** A field asking after safety reads the other way: "Safe at home: no" is the risk, and stays in. */
const SAFETY = /\bsafe(?:ty)?\b/;

/** The value of a field, read from its first words. */
export function valueOf(value: string): TFieldValue {
  const text = value.trim();
  const number = NUMBER.exec(text);
  if (number) return Number(number[1]) > 0 ? 'affirmed' : 'denied';
  if (DENIED.test(text)) return 'denied';
  return AFFIRMED.test(text) ? 'affirmed' : 'other';
}

/** The cells of one normalised sentence (a line), those of the form `<field>: <value>`; other text is left out. */
export function templateCells(sentence: string): TTemplateCell[] {
  const cells: TTemplateCell[] = [];
  for (const part of sentence.split(/\s*[|•\t]\s*/)) {
    const text = part.replace(BULLET, '');
    const match = CELL.exec(text);
    if (!match) continue;
    const field = match[1]!.trim();
    if (field.split(/\s+/).length > FIELD_WORDS || SENTENCE_WORDS.test(field)) continue;
    cells.push({ field, value: valueOf(match[2]!), text });
  }
  return cells;
}

/** The sentence with its denied cells taken out ("sleep: 6h | sh: no" -> "sleep: 6h"): what the inventory reads. */
export function withoutDeniedCells(sentence: string): string {
  const cells = templateCells(sentence).filter((cell) => cell.value === 'denied' && !SAFETY.test(cell.field));
  if (cells.length === 0) return sentence;
  return cells.reduce((text, cell) => text.replace(cell.text, ' '), sentence);
}

/** The fields of a sentence given an affirmative value ("thoughts of ending it", "cut"). */
export function affirmedFields(sentence: string): string[] {
  return templateCells(sentence)
    .filter((cell) => cell.value === 'affirmed')
    .map((cell) => cell.field);
}

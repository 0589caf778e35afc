// A diary told as "she", "he" or "you" about the writer (crisis-narrator.ts, crisis15): the narrow form only.
import { describe, expect, it } from 'vitest';

import { conceptsOf, findCrisisSignals } from './crisis-signals.ts';
import { splitSentences } from '../learn/text-features.ts';

const concepts = (text: string) => conceptsOf(findCrisisSignals(splitSentences(text)));

describe('an entry narrating the writer in the third person', () => {
  it('gets the concepts it would get told as "I"', () => {
    expect(
      concepts(
        'She has been to the bridge twice this week. She knows which night she will go back. She has written the note and left it in the drawer.',
      ),
    ).toEqual(expect.arrayContaining(['intent_or_plan', 'method_or_means']));
    expect(
      concepts(
        'He tells everyone he is fine. He has decided to end his life on Sunday. He has given the dog to his brother already.',
      ),
    ).toEqual(expect.arrayContaining(['wish_to_die', 'intent_or_plan', 'goodbye']));
  });

  it('gets none when it is about someone else: two people, or a person named before the pronoun', () => {
    for (const text of [
      "She told him she wants to die. He didn't know what to say. She has a plan, she said.",
      "Mum says she wants to die. She has her pills saved. She won't see the GP.",
      'Helped Gran sort out her funeral plan today. She wants hymns and no lilies. She laughed the whole time.',
    ])
      expect([text, concepts(text)]).toEqual([text, []]);
  });

  it('gets none when most sentences do not open with the pronoun (a day told without a subject)', () => {
    const text =
      'Long day at the depot. Wants to end it all, he says, every Monday. Made his favourite tea after.';
    expect(concepts(text)).toEqual([]);
  });
});

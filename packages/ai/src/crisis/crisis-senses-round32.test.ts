/**
 * crisis14 (round 32's ordinary days and look-alikes), signal-level: everyday senses narrowed as classes, each next
 * to the crises told in the same words, which keep their signal. A meal listed ("roasties, the lot"), a creditor
 * looking for the writer, a game's save deleted, a price or the weather threatened, "not allowed to do that" of
 * others, a knife sharpened, a checklist gone through and "the kit list", someone gone to work away for good, a
 * section or a song cut in an edit, a rope swing or rope fibres, passport control and immigration papers got.
 */
import { describe, expect, it } from 'vitest';

import { applyCrisisRules } from './crisis-rules.ts';
import { conceptsFound } from './crisis-tier.ts';
import { splitSentences } from '../learn/text-features.ts';

const concepts = (text: string) =>
  conceptsFound(splitSentences(text), applyCrisisRules(splitSentences(text)));

describe('crisis14 everyday senses', () => {
  it('count no signal in a meal, a creditor, a game save, a price, a sharpened knife, an edit or a move away', () => {
    for (const text of [
      'Did a proper Sunday roast, chicken, roasties, the lot.',
      'The bailiffs rang my mum looking for me. They are not allowed to do that.',
      'My brother deleted my 200 hour save.',
      "Landlord's threatening a rent hike again.",
      'Sharpened the good knife and every knife in the drawer.',
      'Keep going through the kit list in my head.',
      "Mate's gone to the mines in WA for good. Just me and the cat now.",
      'My cohost wants to cut the autopsy section. Director cut my only song.',
      'I hung a rope swing. The rope fibres matched, I said on the podcast.',
      'Since I got my papers I get through passport control fine.',
    ]) {
      expect([text, concepts(text)]).toEqual([text, []]);
    }
  });

  it('keeps the crises told in the same words, and an account deleted meant of life', () => {
    for (const text of [
      'I took the lot with the wine.',
      'When they come looking for me I will be gone.',
      'I deleted my accounts and gave the dog to my sister.',
      'He is threatening to kill me if I leave.',
      'He says I am not allowed to see my friends.',
      'I sharpened the knife and put it under my pillow.',
      "I can't keep going like this.",
      "I'm leaving for good and nobody will miss me.",
      'I cut my arm again last night.',
      'I bought rope today.',
      'He controls my phone and took my papers.',
      "when i say i want to delete my account i don't mean twitter anymore.",
    ]) {
      expect([text, concepts(text).length > 0]).toEqual([text, true]);
    }
  });
});

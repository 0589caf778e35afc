/**
 * Issue 21's reviewed test: 200 ordinary entries with no risk concept in them (test-data/reviewed-ordinary-200.json,
 * written for it by a helper who read no project file; ai-lab data/many-voices/README.md), half of them short notes
 * with everyday double-meaning words ("dead tired", "killer deadline", "overdose of meetings"). The screen raises no
 * tier on any of them, nor on the everyday notes below. The set is never trained on (the lab's held-out.test.ts
 * checks it). It was read when the concept inventory was reviewed, so it guards against regressions; it is not a
 * measure of the false-alarm rate (the blind rounds are).
 */
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { screenForCrisis } from './crisis-screen.ts';

const entries = JSON.parse(
  readFileSync(new URL('../../test-data/reviewed-ordinary-200.json', import.meta.url), 'utf8'),
) as Array<{ text: string }>;

/** Short notes whose everyday words also name a risk in another sense. */
const DOUBLE_MEANINGS = [
  'Killing it at work this week. Two pitches, two yeses.',
  'Dead tired after the night shift. Bed.',
  'Shoot me a text when you land, Mum said. Sent her a thumbs up.',
  'Overdosed on coffee before the exam. Hands shaking, passed anyway.',
  'Cut the cake at Ellie’s party, everyone sang badly.',
  "I'm done with this project. Handed it in at five and went to the pub.",
  'My feet are killing me after the 10k.',
  'Laughed so hard I nearly died at the pub quiz.',
];

describe('the reviewed ordinary set', () => {
  it('holds 200 distinct entries', () => {
    expect(new Set(entries.map((entry) => entry.text)).size).toBe(200);
  });

  it('gets no tier from the screen on any of its 200 entries', () => {
    const fired = entries.filter((entry) => screenForCrisis(entry.text).tier !== null);
    // A failure names how many, not which: the set is a test, not a list to tune against entry by entry.
    expect(fired.length).toBe(0);
  });

  it.each(DOUBLE_MEANINGS)('gets no tier on the everyday note %j', (text) => {
    expect(screenForCrisis(text)).toMatchObject({ isCrisis: false, tier: null, kinds: [] });
  });
});

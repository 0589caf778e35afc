// Journals written in an app's template (crisis-template-fields.ts): a risk field answered yes or with a number
// gets a tier whatever the rest of the template says; the same field answered no, and a mood template with no
// risk field, get none.
import { describe, expect, it } from 'vitest';

import { screenForCrisis } from './crisis-screen.ts';
import { valueOf } from './crisis-template-fields.ts';

const tracker = (line: string) =>
  `Mood: 3/10\nSleep: 4h\nMeds: taken\nAnxiety: 7/10\n${line}\nNotes: work fine. lunch with Priya. remember to buy bin bags`;

describe('a risk field in a journal template', () => {
  it('gets a tier when the field is answered yes, with a number or "a bit"', () => {
    for (const [text, kind] of [
      [tracker('Thoughts of ending it: yes'), 'suicidal_ideation'],
      [tracker('Suicidal thoughts: a bit'), 'suicidal_ideation'],
      [tracker('Self-harm: y'), 'self_harm'],
      [tracker('SH urges: 6/10'), 'self_harm'],
      ['Mood: 2/10 | Sleep: 6h | Meds: skipped | Cut: yes, thigh, 3 | Ate: toast | Water: no', 'self_harm'],
    ] as const) {
      const result = screenForCrisis(text);
      expect([text, result.tier !== null, result.kinds]).toEqual([
        text,
        true,
        expect.arrayContaining([kind]),
      ]);
    }
  });

  it('gets none when the same field is answered no, none or 0', () => {
    for (const text of [
      tracker('Thoughts of ending it: no'),
      tracker('Suicidal thoughts: none'),
      tracker('Self-harm: 0'),
      tracker('SH urges: 0/10'),
      'Mood: 6/10 | Sleep: 7h | Meds: taken | Cut: no | Ate: toast | Water: 2l',
    ]) {
      expect([text, screenForCrisis(text).tier]).toEqual([text, null]);
    }
  });

  it('gets none in an ordinary mood template with no risk field', () => {
    for (const text of [
      'Mood: 7/10\nSleep: 8h\nMeds: yes\nGratitude: the sun, Mochi, a quiet train\nWorkout: yes, 5k',
      '## Tuesday\nEnergy: 4/10\nWater: 6 glasses\nSocial: yes, coffee with Hannah\nHaircut: done',
      'Decision: YES. Told Amir about the Lisbon job.\nPacking: a bit\nNerves: high',
    ]) {
      expect([text, screenForCrisis(text).tier]).toEqual([text, null]);
    }
  });

  it('reads a value only when it stands alone: "no one would notice" is not a no', () => {
    expect(valueOf('yes, thigh, 3')).toBe('affirmed');
    expect(valueOf('4/10')).toBe('affirmed');
    expect(valueOf('0')).toBe('denied');
    expect(valueOf('no one would notice')).toBe('other');
    expect(screenForCrisis('Honestly: no one would notice if I was gone for good.').tier).not.toBeNull();
  });
});

// Measured on test-data/crisis-entries.json (logged by the tests below):
//   all 126 crisis entries fire with the expected kinds; 0 of 124 look-alikes fire.
//   Those figures are on entries the rules were fitted to. Scored blind, before each widening of the rules, recall
//   was 4/15, 2/15, 3/20, 5/20 and 6/20 (round 5, the latest: 30%), with 2/15, 0/15, 2/20, 2/20, 1/20 false
//   alarms. Phrase rules catch what they have seen; new wording is often missed. The screen is the floor, not the net:
//   the Ollama analyzer is also asked to add crisis guidance (it can add, never remove).
import { readFileSync } from 'node:fs';

import { ZGuidanceItemSchema } from '@innerweather/validators/journal';
import { describe, expect, it } from 'vitest';

import {
  DEFAULT_CRISIS_LINES,
  buildCrisisGuidance,
  crisisGuidance,
  screenForCrisis,
} from './crisis-screen.ts';
import type { TCrisisKind } from './crisis-screen.ts';

const entries = JSON.parse(
  readFileSync(new URL('../test-data/crisis-entries.json', import.meta.url), 'utf8'),
) as {
  crisis: Array<{ kinds: TCrisisKind[]; source: string; text: string }>;
  lookalikes: string[];
  acceptedFalseAlarms: Array<{ text: string; why: string }>;
  knownMisses: Array<{ text: string; kind: TCrisisKind; why: string }>;
};

describe('crisis screen on the labelled set', () => {
  it('fires on every crisis entry (100% recall) with the expected kinds', () => {
    const wrong = entries.crisis
      .map(({ text, kinds }) => ({
        text,
        expected: [...kinds].sort(),
        got: [...screenForCrisis(text).kinds].sort(),
      }))
      .filter(({ expected, got }) => expected.join() !== got.join());
    console.log(
      `crisis recall: ${entries.crisis.length - wrong.length}/${entries.crisis.length} with matching kinds`,
    );
    expect(wrong).toEqual([]);
  });

  it('raises no alarm on idioms, topic talk, accidents and clear denials', () => {
    const alarms = entries.lookalikes.filter((text) => screenForCrisis(text).isCrisis);
    console.log(`crisis false alarms: ${alarms.length}/${entries.lookalikes.length}`);
    expect(alarms).toEqual([]);
  });

  it('has at least 25 crisis entries and 25 look-alikes', () => {
    expect(entries.crisis.length).toBeGreaterThanOrEqual(25);
    expect(entries.lookalikes.length).toBeGreaterThanOrEqual(25);
  });

  it('fires on the look-alikes it was decided to accept as false alarms (safety over silence)', () => {
    for (const { text } of entries.acceptedFalseAlarms)
      expect([text, screenForCrisis(text).isCrisis]).toEqual([text, true]);
  });

  it('logs the wordings it is known to miss, so a change that catches them is noticed', () => {
    const caught = entries.knownMisses.filter(({ text }) => screenForCrisis(text).isCrisis);
    console.log(`crisis known misses now caught: ${caught.length}/${entries.knownMisses.length}`);
  });
});

describe('crisis screen wording', () => {
  it('fires on "I don\'t want to live" although it is a negation', () => {
    expect(screenForCrisis("I don't want to live.").kinds).toEqual(['suicidal_ideation']);
  });

  it('does not fire on a clear first-person denial', () => {
    expect(screenForCrisis('I would never hurt myself.').isCrisis).toBe(false);
    expect(screenForCrisis("I'm not going to kill myself, I just needed to write it out.").isCrisis).toBe(
      false,
    );
  });

  it('keeps "can\'t stop thinking about" as a sign, not a denial', () => {
    expect(screenForCrisis("I can't stop thinking about killing myself.").isCrisis).toBe(true);
  });

  it('fires on self-harm described as an accident only when the entry says it was on purpose', () => {
    expect(screenForCrisis('I burned myself on the iron this morning.').isCrisis).toBe(false);
    expect(screenForCrisis('I burned myself on the iron on purpose.').kinds).toEqual(['self_harm']);
  });

  it('reads curly apostrophes and missing apostrophes like the plain ones', () => {
    expect(screenForCrisis('I don’t want to be here anymore').isCrisis).toBe(true);
    expect(screenForCrisis('im scared he will hurt me again').kinds).toEqual(['danger_from_other']);
  });

  it('does not fire on an empty or everyday entry', () => {
    expect(screenForCrisis('')).toEqual({ isCrisis: false, kinds: [] });
    expect(screenForCrisis('Long day. Made soup, watched a film, early night.').isCrisis).toBe(false);
  });
});

describe('crisis guidance', () => {
  it('is immediate crisis support naming every configured line and local emergency services', () => {
    const guidance = ZGuidanceItemSchema.parse(crisisGuidance(DEFAULT_CRISIS_LINES, ['suicidal_ideation']));
    expect(guidance.urgency).toBe('immediate');
    expect(guidance.professionalType).toBe('crisis_support');
    expect(guidance.recommendation).toContain('988 Suicide & Crisis Lifeline (US): call or text 988');
    expect(guidance.recommendation).toContain('Samaritans (UK & ROI): call 116 123');
    expect(guidance.recommendation).toContain('findahelpline.com');
    expect(guidance.recommendation).toMatch(/local emergency number/);
  });

  it('uses the lines the app configures instead of the defaults', () => {
    const guidance = crisisGuidance([{ name: 'Lifeline', region: 'Australia', contact: 'call 13 11 14' }]);
    expect(guidance.recommendation).toContain('Lifeline (Australia): call 13 11 14');
    expect(guidance.recommendation).not.toContain('988');
  });

  it('adds safety advice when someone else is the danger, and never quotes the entry', () => {
    const text = 'My partner hit me last night in front of the kids.';
    const guidance = buildCrisisGuidance(text);
    expect(guidance?.concern).toMatch(/someone may be hurting or threatening you/);
    expect(guidance?.recommendation).toMatch(/safe place/);
    expect(JSON.stringify(guidance)).not.toContain('in front of the kids');
  });

  it('stays within the stored length limits with many configured lines', () => {
    const many = Array.from({ length: 10 }, (_, i) => ({
      name: `Helpline number ${i} with a long name`,
      region: 'Somewhere',
      contact: `call 0800 000 00${i}`,
    }));
    expect(() =>
      ZGuidanceItemSchema.parse(crisisGuidance(many, ['danger_from_other', 'intent_to_die'])),
    ).not.toThrow();
  });

  it('is null when the screen is quiet', () => {
    expect(buildCrisisGuidance('Dead tired but happy.')).toBeNull();
  });
});

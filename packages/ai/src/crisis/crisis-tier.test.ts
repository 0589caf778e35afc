// The tier decision (crisis-tier.ts): how much the model must read depends on what the reviewed inventory found.
import { describe, expect, it } from 'vitest';

import { splitSentences } from '../learn/text-features.ts';
import { findCrisisSignals, holdsImmediateRisk } from './crisis-signals.ts';
import { decideTier, isFramed, type TTierInput } from './crisis-tier.ts';

const thresholds = { crisis: 0.7, distress: 0.5, bare: 0.8, unlisted: 0.95 };
/** Class probabilities whose alarm reading (alarmOf) is `alarm` and whose 'any' reading is `any`. */
const reading = (alarm: number, any = 0) => [alarm, 0, 0, 0, any, alarm];
const tier = (input: Partial<TTierInput> & { alarm: number; any?: number }) =>
  decideTier({
    concepts: ['method_or_means'],
    framed: true,
    ruled: [],
    thresholds,
    probabilities: reading(input.alarm, input.any),
    ...input,
  });

describe('the tier an entry gets', () => {
  it('needs a stronger reading beside a bare everyday word than beside a framed signal', () => {
    expect(tier({ alarm: 0.6 })).toBe('distress');
    expect(tier({ alarm: 0.6, framed: false })).toBeNull();
    expect(tier({ alarm: 0.85, framed: false })).toBe('distress');
  });

  it('gives at most the distress tier to an entry with no signal, and only on the highest reading', () => {
    expect(tier({ concepts: [], framed: false, alarm: 0.9, any: 0.99 })).toBeNull();
    expect(tier({ concepts: [], framed: false, alarm: 0.97, any: 0.99 })).toBe('distress');
    expect(tier({ concepts: [], framed: false, alarm: 0.99 })).toBe('distress');
  });

  it('gives no tier without a signal when self-harm is the likeliest kind (a razor for a shave)', () => {
    const selfHarm = [0.2, 0.1, 0.99, 0.1, 0.99, 0.99];
    expect(
      decideTier({ concepts: [], framed: false, ruled: [], probabilities: selfHarm, thresholds }),
    ).toBeNull();
    expect(
      decideTier({ concepts: ['self_injury'], framed: true, ruled: [], probabilities: selfHarm, thresholds }),
    ).toBe('distress');
  });

  it('gives no tier without a signal when the model records no unlisted threshold', () => {
    expect(
      decideTier({
        concepts: [],
        framed: false,
        ruled: [],
        probabilities: reading(1, 1),
        thresholds: { crisis: 0.7, distress: 0.5 },
      }),
    ).toBeNull();
  });

  it('gives the crisis tier to a means beside a strong "any" reading, and to a rule of intent whatever the model', () => {
    expect(tier({ alarm: 0.6, any: 0.8 })).toBe('crisis');
    expect(tier({ alarm: 0.1, ruled: ['intent_to_die'], concepts: ['intent_or_plan'] })).toBe('crisis');
  });
});

describe('a framed signal', () => {
  const framed = (text: string) => {
    const sentences = splitSentences(text);
    return isFramed(findCrisisSignals(sentences), []);
  };

  it('is a phrase or an unmistakable word; a bare everyday word alone is not', () => {
    expect(framed('I keep thinking everyone would manage without me.')).toBe(true);
    expect(framed('Looked up overdoses again tonight.')).toBe(true);
    expect(framed('Bought a new knife for the camping trip, I think.')).toBe(false);
    expect(framed('My tablets make me sleepy.')).toBe(false);
    expect(framed('Goodbye party for Jan at work, I made the cake.')).toBe(false);
  });
});

describe('a signal in its risk sense (what the crisis tier asks for)', () => {
  const risk = (text: string) => holdsImmediateRisk(findCrisisSignals(splitSentences(text)));
  const found = (text: string) => findCrisisSignals(splitSentences(text)).length > 0;

  it('is intent, means or danger told as such', () => {
    for (const text of [
      'He put his hands round my neck again last night.',
      'Stood on the chair with the cord round my neck for ten minutes tonight.',
      'Left my wedding ring and my watch on the bedside table with the note.',
      'I have enough tablets saved now.',
      "I'll do it when the house is empty.",
    ])
      expect([text, risk(text)]).toEqual([text, true]);
  });

  it('is not a setting word or a phrase in its everyday sense, which still count as signals', () => {
    for (const text of [
      "Wedding ring won't stay on any more. Put it on the chain round my neck with his.",
      'I held her hand and she held it back. That will have to be enough.',
      "I'm frightened he'll wander off one night and I won't hear.",
      'Days like this are why I do it.',
      'Had the DNR conversation with the palliative team this morning. Calm about it.',
      'Collected two months of tablets from the pharmacy, the repeat came through.',
      'Wanted the ground to swallow me whole in that meeting.',
      'Finally got my blue belt tonight after three years.',
    ])
      expect([text, found(text), risk(text)]).toEqual([text, true, false]);
  });

  it('is a decision or readiness beside a wish to die, not apart from one', () => {
    expect(risk("I've decided. I don't want to be here anymore.")).toBe(true);
    expect(risk("When I do it, it will be quiet. I can't go on.")).toBe(true);
    expect(risk("I'm ready. Nobody will miss me.")).toBe(true);
    // Three sentences apart, or a decision with no wish to die at all, stays a setting.
    expect(risk("I've decided. The bus was late. Work was long. I don't want to be here anymore.")).toBe(
      false,
    );
    expect(risk("I've decided on the blue paint. I'm ready for the weekend.")).toBe(false);
  });

  it('is a strong medicine put aside, treatment stopped to die, a carer taking aids away (round 30)', () => {
    for (const text of [
      "I've been keeping back my fentanyl patches for weeks now.",
      'Stopped going to dialysis. I want it over with sooner and nobody will question it.',
      'He hides my crutches when he is angry and I cannot get to the toilet.',
      "Took half of the bottle last night. Gutted it didn't work.",
    ])
      expect([text, risk(text)]).toEqual([text, true]);
  });
});

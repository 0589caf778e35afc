/**
 * The crisis screen and the built-in analyzer on the held-out set of test-data/held-out (see its README): written
 * by someone who saw no code or data, never trained on, never read entry by entry. Only aggregate counts are
 * asserted, against floors fixed before the set was first scored; a failure names the count, never an entry.
 */
import { readFileSync } from 'node:fs';

import { EMOTIONS } from '@innerweather/validators/journal';
import { describe, expect, it } from 'vitest';

import { analyzeWithLexicon } from '@innerweather/ai/lexicon/lexicon-analyzer';
import { CRISIS_KINDS } from '@innerweather/ai/crisis/crisis-kinds';
import { screenForCrisis } from '@innerweather/ai/crisis/crisis-screen';
import { loadCrisisExamples, toCrisisKind } from './crisis-training-data.ts';

const load = <T>(name: string) =>
  JSON.parse(readFileSync(new URL(`../../test-data/held-out/${name}`, import.meta.url), 'utf8')) as T[];

const crisisSet = load<{ label: 'crisis' | 'lookalike'; kind: string | null; text: string }>(
  'crisis-holdout-ci.json',
).map((entry) => ({ ...entry, kind: toCrisisKind(entry.kind), tier: screenForCrisis(entry.text).tier }));
const ordinarySet = load<{ emotion: string; text: string }>('ordinary-holdout-ci.json').map((entry) => ({
  ...entry,
  read: analyzeWithLexicon(entry.text).dominantEmotion,
  alarm: screenForCrisis(entry.text).tier !== null,
}));
const crises = crisisSet.filter((entry) => entry.label === 'crisis');
const lookalikes = crisisSet.filter((entry) => entry.label === 'lookalike');
const count = <T>(items: T[], test: (item: T) => boolean) => items.filter(test).length;

describe('held-out set (aggregate only)', () => {
  it('is the set the README describes', () => {
    expect(crises).toHaveLength(60);
    expect(lookalikes).toHaveLength(60);
    for (const kind of CRISIS_KINDS) expect(count(crises, (c) => c.kind === kind)).toBe(15);
    expect(ordinarySet).toHaveLength(100);
    for (const emotion of EMOTIONS) expect(count(ordinarySet, (o) => o.emotion === emotion)).toBe(20);
  });

  it('shows crisis support (either tier) for at least 80% of crises', () => {
    expect(count(crises, (c) => c.tier !== null)).toBeGreaterThanOrEqual(48);
  });

  it.each(CRISIS_KINDS)('shows crisis support for at least 60% of crises of kind %s', (kind) => {
    expect(count(crises, (c) => c.kind === kind && c.tier !== null)).toBeGreaterThanOrEqual(9);
  });

  it('gives the crisis tier to at most 15% of look-alikes', () => {
    expect(count(lookalikes, (l) => l.tier === 'crisis')).toBeLessThanOrEqual(9);
  });

  it('alarms (either tier) on at most 3 of 100 ordinary entries', () => {
    expect(count(ordinarySet, (o) => o.alarm)).toBeLessThanOrEqual(3);
  });

  it('names the dominant emotion of at least 80 of 100 ordinary entries', () => {
    expect(count(ordinarySet, (o) => o.read === o.emotion)).toBeGreaterThanOrEqual(80);
  });
});

describe('the reviewed ordinary set of packages/ai (crisis/reviewed-ordinary.test.ts)', () => {
  it('is never trained on', () => {
    const reviewed = JSON.parse(
      readFileSync(new URL('../../../ai/test-data/reviewed-ordinary-200.json', import.meta.url), 'utf8'),
    ) as Array<{ text: string }>;
    const trained = new Set(loadCrisisExamples().map((example) => example.text));
    expect(reviewed).toHaveLength(200);
    expect(count(reviewed, (entry) => trained.has(entry.text.trim()))).toBe(0);
  });
});

import type { TEmotion, TEmotionScores } from '@innerweather/validators/journal';
import { describe, expect, it } from 'vitest';
import { type EmotionPattern, type PeriodPattern, recommendFromPattern } from './recommendations-service.ts';

const none: PeriodPattern = {
  entries: 0,
  averages: { joy: 0, calm: 0, anxiety: 0, sadness: 0, anger: 0 },
  dominantCounts: { joy: 0, calm: 0, anxiety: 0, sadness: 0, anger: 0 },
};

function period(
  entries: number,
  averages: Partial<TEmotionScores>,
  counts: Partial<Record<TEmotion, number>>,
): PeriodPattern {
  return {
    entries,
    averages: { ...none.averages, ...averages },
    dominantCounts: { ...none.dominantCounts, ...counts },
  };
}

const pattern = (p: Partial<EmotionPattern>): EmotionPattern => ({
  today: '2026-03-10',
  daysWithEntries: 0,
  recent: none,
  earlier: none,
  crisisFlagged: false,
  ...p,
});

describe('recommendations from the emotion pattern', () => {
  it('gives three general items to someone without analysed entries', () => {
    const items = recommendFromPattern(pattern({}));
    expect(items.map((i) => i.type)).toEqual(['activity', 'mindfulness', 'health']);
  });

  it('puts crisis support first even without analysed entries', () => {
    const items = recommendFromPattern(pattern({ crisisFlagged: true }));
    expect(items[0]).toMatchObject({ type: 'professional', priority: 'high' });
    expect(items).toHaveLength(4);
  });

  it('does not celebrate a joyful fortnight after an entry the crisis screen flagged', () => {
    const joyful = pattern({
      recent: period(3, { joy: 0.7, calm: 0.5 }, { joy: 3 }),
      earlier: period(3, { joy: 0.1, calm: 0.1 }, { sadness: 3 }),
    });
    const titles = (p: EmotionPattern) => recommendFromPattern(p).map((i) => i.title);
    expect(titles(joyful)).toContain('Share the good moments');
    expect(titles(joyful)).toContain('Notice what is helping');
    const flagged = titles({ ...joyful, crisisFlagged: true });
    expect(flagged).not.toContain('Share the good moments');
    expect(flagged).not.toContain('Notice what is helping');
    expect(flagged[0]).toBe('Reach out for support now');
  });

  it('steps back after a flagged entry: people and support, no workout', () => {
    const angry = pattern({ recent: period(3, { anger: 0.7 }, { anger: 3 }) });
    const titles = (p: EmotionPattern) => recommendFromPattern(p).map((i) => i.title);
    expect(titles(angry)).toContain('Work off tension with movement');
    expect(titles(angry)).not.toContain('Reach out to someone you trust');
    const flagged = recommendFromPattern({ ...angry, crisisFlagged: true });
    expect(flagged.map((i) => i.title)).not.toContain('Work off tension with movement');
    expect(flagged[0]!.title).toBe('Reach out for support now');
    expect(flagged[1]).toMatchObject({ title: 'Reach out to someone you trust', type: 'social' });
    expect(flagged[1]!.reasoning).not.toContain('Sadness averaged');
  });

  it('needs more than one sad day to suggest a therapist', () => {
    const one = recommendFromPattern(pattern({ recent: period(1, { sadness: 0.9 }, { sadness: 1 }) }));
    expect(one.some((i) => i.type === 'professional')).toBe(false);
    const halfAndHalf = recommendFromPattern(
      pattern({ recent: period(4, { sadness: 0.4, joy: 0.4 }, { sadness: 2, joy: 2 }) }),
    );
    expect(halfAndHalf.some((i) => i.type === 'professional')).toBe(false);
    const mostly = recommendFromPattern(
      pattern({ recent: period(3, { sadness: 0.6, anxiety: 0.4 }, { sadness: 1, anxiety: 1, joy: 1 }) }),
    );
    expect(mostly[0]).toMatchObject({ type: 'professional', priority: 'high' });
    expect(mostly[0]!.reasoning).toContain(
      '2 of your 3 entries in the past 7 days were mostly sad or anxious',
    );
  });

  it('answers a heavy, mixed fortnight with at most five varied items, most urgent first', () => {
    const items = recommendFromPattern(
      pattern({
        recent: period(
          4,
          { anxiety: 0.6, sadness: 0.55, anger: 0.6, joy: 0.05, calm: 0.05 },
          { anxiety: 2, sadness: 2 },
        ),
        earlier: period(3, { joy: 0.7, calm: 0.6 }, { joy: 3 }),
      }),
    );
    expect(items).toHaveLength(5);
    expect(new Set(items.map((i) => i.type)).size).toBe(5);
    expect(items[0]!.type).toBe('professional');
    const order = { high: 0, medium: 1, low: 2 };
    expect(items.map((i) => order[i.priority])).toEqual([...items.map((i) => order[i.priority])].sort());
  });

  it('explains a rising trend in numbers', () => {
    const items = recommendFromPattern(
      pattern({
        recent: period(2, { joy: 0.8, calm: 0.6 }, { joy: 2 }),
        earlier: period(2, { joy: 0.3, calm: 0.3 }, { sadness: 1, joy: 1 }),
      }),
    );
    expect(items.find((i) => i.title === 'Notice what is helping')?.reasoning).toBe(
      'Your average joy and calm rose from 30% in the week before to 70% in the past 7 days.',
    );
    expect(items.length).toBeGreaterThanOrEqual(3);
  });

  it('speaks of one entry, or all of them, in plain English rather than "1 of your 1 entry"', () => {
    const reasons = (p: EmotionPattern) => recommendFromPattern(p).map((i) => i.reasoning);
    const one = reasons(pattern({ recent: period(1, { joy: 0.6, anxiety: 0.35 }, { joy: 1 }) }));
    expect(one).toContain('Joy or calm was the main emotion in your one entry of the last two weeks.');
    expect(one.join(' ')).toContain('Anxiety read 35% in your one entry of the last two weeks.');
    expect(one.join(' ')).not.toMatch(/1 of your 1 entry|of them/);
    const both = reasons(pattern({ recent: period(2, { calm: 0.6 }, { calm: 2 }) }));
    expect(both).toContain('Joy or calm was the main emotion in both of your entries of the last two weeks.');
    const some = reasons(pattern({ recent: period(3, { joy: 0.5, anxiety: 0.4 }, { joy: 2, anxiety: 1 }) }));
    expect(some).toContain('Joy or calm was the main emotion in 2 of your 3 entries of the last two weeks.');
    expect(some.join(' ')).toContain(
      'Anxiety averaged 40% across your 3 entries of the last two weeks and was the main emotion in 1 of them.',
    );
  });
});

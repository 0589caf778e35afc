import type { Db } from '@innerweather/db/client';
import { EMOTIONS, type TEmotion, type TEmotionScores } from '@innerweather/validators/journal';
import { compiledQuery } from '@innerweather/db/compiled-query';
import { sql } from 'kysely';
import type { Clock } from '../shared/clock.ts';
import { userCalendar } from './journal-time.ts';

export interface PeriodPattern {
  /** Entries in the period with an analysis or an own mood (which counts as that emotion at full weight). */
  entries: number;
  /** Average score of each emotion, 0..1 (all 0 when there are no entries). */
  averages: TEmotionScores;
  /** How many entries had each emotion as their dominant one (the counted mood: a flagged entry is never joy). */
  dominantCounts: Record<TEmotion, number>;
}

/** The emotions of the user's last local days, read once from journal_days for every reader. */
export interface EmotionPattern {
  /** The user's local date now (their time zone). */
  today: string;
  /** The last 7 local days, today included. */
  recent: PeriodPattern;
  /** The local days before those, back to the `days` asked for. */
  earlier: PeriodPattern;
  /** Local days with at least one analysed entry, in all the days. */
  daysWithEntries: number;
  /** The crisis screen flagged an entry written in these days. */
  crisisFlagged: boolean;
}

/** `recent` is this many local days; `earlier` the rest. */
export const RECENT_DAYS = 7;

export const emptyPeriod = (): PeriodPattern => ({
  entries: 0,
  averages: { joy: 0, calm: 0, anxiety: 0, sadness: 0, anger: 0 },
  dominantCounts: { joy: 0, calm: 0, anxiety: 0, sadness: 0, anger: 0 },
});

/** Two periods as one (the whole fortnight). */
export function combine(a: PeriodPattern, b: PeriodPattern): PeriodPattern {
  const entries = a.entries + b.entries;
  const avg = (e: TEmotion) =>
    entries === 0 ? 0 : (a.averages[e] * a.entries + b.averages[e] * b.entries) / entries;
  const averages = Object.fromEntries(EMOTIONS.map((e) => [e, avg(e)])) as TEmotionScores;
  const dominantCounts = Object.fromEntries(
    EMOTIONS.map((e) => [e, a.dominantCounts[e] + b.dominantCounts[e]]),
  ) as Record<TEmotion, number>;
  return { entries, averages, dominantCounts };
}

/** The emotion that was dominant most often (ties: the higher average), or null without entries. */
export function mostFrequent(p: PeriodPattern): TEmotion | null {
  if (p.entries === 0) return null;
  return (
    [...EMOTIONS].sort(
      (x, y) => p.dominantCounts[y] - p.dominantCounts[x] || p.averages[y] - p.averages[x],
    )[0] ?? null
  );
}

/** The share of a period's analysed entries whose counted mood is joy or calm, or null without any. */
export const positiveShare = (p: PeriodPattern): number | null =>
  p.entries === 0 ? null : (p.dominantCounts.joy + p.dominantCounts.calm) / p.entries;

/** One period of the last days (null columns when no day has entries), with the head of the pattern beside it. */
interface PatternRow {
  today: string;
  flagged: boolean;
  recent: boolean | null;
  entries: number | null;
  days: number | null;
  joy: number | null;
  calm: number | null;
  anxiety: number | null;
  sadness: number | null;
  anger: number | null;
  joyCount: number | null;
  calmCount: number | null;
  anxietyCount: number | null;
  sadnessCount: number | null;
  angerCount: number | null;
}

/**
 * `emotionPattern(userId, days)`: the one reader of "how the last weeks felt", for the recommendations, the coach
 * and the mood pattern e-mail. It reads journal_days (kept by triggers, per user and local day) for the `days`
 * local days ending today in the user's time zone, so an entry written at 23:50 in Auckland counts on that day for
 * all three.
 */
export function createEmotionPattern({ db, clock }: { db: Db; clock: Clock }) {
  // One statement, compiled once: the user's local day and the crisis flag, with one row per period (none when
  // the days hold no entry). Read on every dashboard load (the recommendations card), so one round trip, not two.
  const patternRows = compiledQuery(
    db,
    (userId: string, nowIso: string, days: number) => sql<PatternRow>`
      select c.today::text as today, c.flagged, p.*
      from (
        select cal.today, exists (
          select 1 from guidance g join entries e on e.id = g.entry_id
          where g.user_id = ${userId} and g.source = 'crisis_screen'
            and (e.created_at at time zone cal.zone)::date > cal.today - ${days}::int
            and (e.created_at at time zone cal.zone)::date <= cal.today
        ) as flagged
        from ${userCalendar(userId, nowIso)} as cal
      ) as c
      left join lateral (
        select d.local_day > c.today - ${RECENT_DAYS}::int as recent,
          sum(d.analysed_count) as entries,
          count(*) filter (where d.complete_count > 0) as days,
          sum(d.joy_sum) as joy, sum(d.calm_sum) as calm, sum(d.anxiety_sum) as anxiety,
          sum(d.sadness_sum) as sadness, sum(d.anger_sum) as anger,
          sum(d.joy_dominant) as joy_count, sum(d.calm_dominant) as calm_count,
          sum(d.anxiety_dominant) as anxiety_count, sum(d.sadness_dominant) as sadness_count,
          sum(d.anger_dominant) as anger_count
        from journal_days d
        where d.user_id = ${userId} and d.local_day > c.today - ${days}::int and d.local_day <= c.today
        group by 1
      ) as p on true
    `,
  );
  return async function emotionPattern(userId: string, days = 14): Promise<EmotionPattern> {
    const rows = await patternRows(db, userId, clock.now().toISOString(), days);
    const head = rows[0];
    const result: EmotionPattern = {
      today: head?.today ?? clock.now().toISOString().slice(0, 10),
      recent: emptyPeriod(),
      earlier: emptyPeriod(),
      daysWithEntries: 0,
      crisisFlagged: head?.flagged === true,
    };
    for (const row of rows) {
      if (row.recent === null) continue;
      const entries = Number(row.entries);
      const average = (sum: number | null) => (entries === 0 ? 0 : Number(sum) / entries);
      result.daysWithEntries += Number(row.days);
      result[row.recent ? 'recent' : 'earlier'] = {
        entries,
        averages: {
          joy: average(row.joy),
          calm: average(row.calm),
          anxiety: average(row.anxiety),
          sadness: average(row.sadness),
          anger: average(row.anger),
        },
        dominantCounts: {
          joy: Number(row.joyCount),
          calm: Number(row.calmCount),
          anxiety: Number(row.anxietyCount),
          sadness: Number(row.sadnessCount),
          anger: Number(row.angerCount),
        },
      };
    }
    return result;
  };
}

export type EmotionPatternReader = ReturnType<typeof createEmotionPattern>;

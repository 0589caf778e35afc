import type { TPatternEmotion } from '@innerweather/ai/coach/choose-strategies';
import type {
  TCoachEntryExcerpt,
  TCoachGoal,
  TCoachPatternSummary,
} from '@innerweather/ai/coach/coach-prompt';
import type { TMemoryFacts } from '@innerweather/ai/coach/memory-check-in';
import type { Db } from '@innerweather/db/client';
import { sql } from 'kysely';
import { addDays } from '../shared/dates.ts';
import {
  combine,
  type EmotionPatternReader,
  mostFrequent,
  type PeriodPattern,
  positiveShare,
} from '../journal/emotion-pattern.ts';
import type { Encryptor } from '../shared/encryption.ts';
import { openEntryText } from '../journal/entry-body.ts';
import { countedMood } from '../journal/journal-entries.ts';

/**
 * What the coach knows of one user, read for one answer or one check-in message: the last two weeks' emotion
 * pattern (from journal_days), active goals, the few recent entries nearest the question, and the facts behind
 * the personal check-in. Every query is scoped to the user; nothing read here is stored.
 */

const EMOTIONS: readonly TPatternEmotion[] = ['joy', 'calm', 'anxiety', 'sadness', 'anger'];
const DAY_MS = 86_400_000;

export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

interface DayRow {
  localDay: string;
  analysedCount: number;
  completeCount: number;
  joySum: number;
  calmSum: number;
  anxietySum: number;
  sadnessSum: number;
  angerSum: number;
  joyDominant: number;
  calmDominant: number;
  anxietyDominant: number;
  sadnessDominant: number;
  angerDominant: number;
}

const dominantOf = (day: DayRow): TPatternEmotion | null => {
  const counts = EMOTIONS.map((emotion) => Number(day[`${emotion}Dominant`]));
  const top = Math.max(...counts);
  return top > 0 ? (EMOTIONS[counts.indexOf(top)] ?? null) : null;
};

const STOPWORDS = new Set(
  'a an and are as at be but by can do for from have how i im in is it its me my of on or so that the this to was what when with you your about just feel feeling get really'.split(
    ' ',
  ),
);
const words = (text: string) =>
  new Set(
    (text.toLowerCase().match(/[a-z']{3,}/g) ?? [])
      .map((word) => word.replace(/'s$/, ''))
      .filter((word) => !STOPWORDS.has(word)),
  );

export function createCoachContextReader({
  db,
  encryptor,
  emotionPattern,
}: {
  db: Db;
  encryptor: Encryptor;
  emotionPattern: EmotionPatternReader;
}) {
  /** The user's local date at `now`. */
  async function localToday(userId: string, now: Date): Promise<string> {
    const row = await db
      .selectFrom('users')
      .select(sql<string>`(${now.toISOString()}::timestamptz at time zone time_zone)::date::text`.as('today'))
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.today ?? now.toISOString().slice(0, 10);
  }

  async function days(userId: string, fromDay: string): Promise<DayRow[]> {
    const rows = await db
      .selectFrom('journalDays')
      .selectAll()
      .where('userId', '=', userId)
      .where('localDay', '>=', fromDay)
      .orderBy('localDay', 'desc')
      .execute();
    return rows;
  }

  /** The last two weeks as the coach's prompt and strategies read them: the one emotionPattern, summed up. */
  async function pattern(userId: string): Promise<TCoachPatternSummary> {
    const found = await emotionPattern(userId, 14);
    const whole = combine(found.recent, found.earlier);
    return {
      entryCount: whole.entries,
      daysWithEntries: found.daysWithEntries,
      dominantEmotion: mostFrequent(whole),
      averages: Object.fromEntries(
        EMOTIONS.map((emotion) => [emotion, Math.round(100 * whole.averages[emotion])]),
      ) as Record<TPatternEmotion, number>,
    };
  }

  async function activeGoals(userId: string): Promise<Array<TCoachGoal & { id: string; createdAt: Date }>> {
    const rows = await db
      .selectFrom('goals')
      .select(['id', 'titleEnc', 'descriptionEnc', 'progress', 'targetDate', 'createdAt'])
      .where('userId', '=', userId)
      .where('status', '=', 'active')
      .orderBy('createdAt', 'desc')
      .limit(10)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      title: encryptor.decrypt(row.titleEnc),
      description: row.descriptionEnc ? encryptor.decrypt(row.descriptionEnc) : null,
      progress: row.progress,
      targetDate: row.targetDate,
      createdAt: row.createdAt,
    }));
  }

  /** Up to three entries of the last 30 days sharing the most words with the question; the latest one if none do. */
  async function relevantEntries(userId: string, question: string, now: Date): Promise<TCoachEntryExcerpt[]> {
    const rows = await db
      .selectFrom('entries')
      .select(['contentEnc', 'createdAt'])
      .where('userId', '=', userId)
      .where('createdAt', '>=', new Date(now.getTime() - 30 * DAY_MS))
      .orderBy('createdAt', 'desc')
      .limit(40)
      .execute();
    const asked = words(question);
    const scored = rows.map((row, index) => {
      const text = openEntryText(encryptor, row.contentEnc);
      const shared = [...words(text)].filter((word) => asked.has(word)).length;
      return { text, date: row.createdAt.toISOString().slice(0, 10), shared, index };
    });
    const relevant = scored
      .filter((entry) => entry.shared > 0)
      .sort((a, b) => b.shared - a.shared || a.index - b.index)
      .slice(0, 3);
    const chosen = relevant.length > 0 ? relevant : scored.slice(0, 1);
    return chosen.map(({ date, text }) => ({ date, text }));
  }

  /** The facts behind the personal check-in (see packages/ai coach/memory-check-in.ts). */
  async function memoryFacts(userId: string, today: string, now: Date): Promise<TMemoryFacts> {
    const rows = (await days(userId, addDays(today, -60))).filter((d) => d.localDay <= today);
    const lastDaysWithEntries = rows
      .filter((d) => Number(d.analysedCount) > 0)
      .slice(0, 5)
      .map(dominantOf);

    // Each entry's counted mood: the user's own where they chose one (as in the stats, timeline and the days
    // above), else the analysis' reading. An analysis that could not read the language has no emotion to tell.
    const latest = await db
      .selectFrom('entries as e')
      .leftJoin('entryAnalyses as a', 'a.entryId', 'e.id')
      .select(countedMood.as('mood'))
      .where('e.userId', '=', userId)
      .where(countedMood, 'is not', null)
      .where('e.createdAt', '>=', new Date(now.getTime() - 60 * DAY_MS))
      .orderBy('e.createdAt', 'desc')
      .orderBy('e.id', 'desc')
      .limit(5)
      .execute();
    const lastEntries = latest.flatMap((row) => (row.mood ? [row.mood] : []));

    // A streak "just broke": the latest day with an entry is the day before yesterday, after 3 or more in a row.
    const written = rows.filter((d) => Number(d.completeCount) > 0).map((d) => d.localDay);
    let brokenStreak: number | null = null;
    if (written[0] === addDays(today, -2)) {
      let run = 1;
      while (written[run] === addDays(written[0], -run)) run += 1;
      brokenStreak = run;
    }

    // The same two local weeks as the coach's pattern and the mood pattern e-mail (emotionPattern).
    const weeks = await emotionPattern(userId, 14);
    const share = (period: PeriodPattern) => {
      const positive = positiveShare(period);
      return period.entries >= 2 && positive !== null ? Math.round(100 * positive) : null;
    };
    const thisWeek = share(weeks.recent);
    const lastWeek = share(weeks.earlier);

    const goals = await db
      .selectFrom('goals as g')
      .leftJoin('goalCheckIns as c', 'c.goalId', 'g.id')
      .select(['g.titleEnc', 'g.createdAt', sql<Date | null>`max(c.created_at)`.as('lastCheckIn')])
      .where('g.userId', '=', userId)
      .where('g.status', '=', 'active')
      .groupBy(['g.id', 'g.titleEnc', 'g.createdAt'])
      .execute();
    let quietGoal: TMemoryFacts['quietGoal'] = null;
    for (const goal of goals) {
      const since = new Date(goal.lastCheckIn ?? goal.createdAt);
      const quiet = Math.floor((now.getTime() - since.getTime()) / DAY_MS);
      if (quiet >= 7 && (!quietGoal || quiet > quietGoal.days)) {
        quietGoal = { title: encryptor.decrypt(goal.titleEnc), days: quiet };
      }
    }

    return {
      lastDaysWithEntries,
      lastEntries,
      quietGoal,
      brokenStreak,
      positivity: thisWeek !== null && lastWeek !== null ? { thisWeek, lastWeek } : null,
    };
  }

  return { localToday, pattern, activeGoals, relevantEntries, memoryFacts };
}

export type CoachContextReader = ReturnType<typeof createCoachContextReader>;

import { randomUUID } from 'node:crypto';
import type { Encryptor } from '@innerweather/core/shared/encryption';
import { sealEntryBody } from '@innerweather/core/journal/entry-body';
import type { Db } from '@innerweather/db/client';
import { sql } from 'kysely';
import { CATEGORIES, EMOTIONS, type Emotion, journalText, pick, seededRandom } from './journal-text.ts';

export interface SeedOptions {
  userId: string;
  entries: number;
  /** Entries are spread over this many days before `now`. */
  days: number;
  now: Date;
  batchSize?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Scores of an analysed entry: the dominant emotion clearly ahead, the others lower. */
function scores(random: () => number, dominant: Emotion) {
  const values = Object.fromEntries(EMOTIONS.map((e) => [e, Math.round(random() * 40) / 100])) as Record<
    Emotion,
    number
  >;
  values[dominant] = Math.round((0.5 + random() * 0.45) * 100) / 100;
  return values;
}

/**
 * A journal of `entries` analysed entries written over the last `days` days, inserted directly (as the worker
 * would have left them): scores, and the text sealed with its insights and keywords under the user's data key.
 * Refreshes the planner's statistics afterwards, as autovacuum would on a live database.
 */
export async function seedJournal(db: Db, encryptor: Encryptor, options: SeedOptions): Promise<void> {
  const { userId, entries, days, now, batchSize = 500 } = options;
  const random = seededRandom(20_251_101);
  for (let start = 0; start < entries; start += batchSize) {
    const count = Math.min(batchSize, entries - start);
    const entryRows = [];
    const analysisRows = [];
    for (let i = 0; i < count; i++) {
      const id = randomUUID();
      const createdAt = new Date(now.getTime() - Math.floor(random() * days * DAY_MS));
      const analyzedAt = new Date(createdAt.getTime() + 5_000);
      const dominant = pick(random, EMOTIONS);
      const content = journalText(random, dominant);
      const insights = [
        `Your entry leans towards ${dominant}.`,
        'Writing regularly helps you notice patterns in how you feel.',
      ];
      const keywords = content
        .toLowerCase()
        .split(/\W+/)
        .filter((word) => word.length > 6)
        .slice(0, 5);
      entryRows.push({
        id,
        userId,
        // As the analysis leaves it: text and insights sealed as one, under the user's data key.
        contentEnc: sealEntryBody(encryptor, userId, { text: content, tags: [], insights, keywords }),
        category: random() < 0.8 ? pick(random, CATEGORIES) : null,
        privacyLevel: random() < 0.9 ? ('private' as const) : ('shareable' as const),
        analysisStatus: 'complete' as const,
        analysisAttempts: 1,
        createdAt,
        analyzedAt,
      });
      const emotionScores = scores(random, dominant);
      analysisRows.push({
        entryId: id,
        userId,
        ...emotionScores,
        dominantEmotion: dominant,
        confidence: Math.round((0.4 + random() * 0.5) * 100) / 100,
        detailsEnc: null,
        analyzer: 'lexicon' as const,
        model: null,
        createdAt: analyzedAt,
      });
    }
    await db.insertInto('entries').values(entryRows).execute();
    await db.insertInto('entryAnalyses').values(analysisRows).execute();
  }
  await sql`vacuum analyze entries`.execute(db);
  await sql`vacuum analyze entry_analyses`.execute(db);
  await sql`vacuum analyze journal_days`.execute(db);
}

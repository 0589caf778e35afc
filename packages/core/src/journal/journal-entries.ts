import type { Db } from '@innerweather/db/client';
import type { TEmotion, TEntry, TEntryCategory } from '@innerweather/validators/journal';
import { sql } from 'kysely';
import type { Encryptor } from '../shared/encryption.ts';
import { type EntryBody, openEntryBody } from './entry-body.ts';
import { insightsBesideOwnMood } from './insights-beside-own-mood.ts';

/** The part of an analysis drawn from the journal text, stored encrypted beside the scores. */
export interface AnalysisDetails {
  insights: string[];
  keywords: string[];
}

/** The analysis columns every reader of an entry's analysis selects (entries list, export). */
export const ANALYSIS_COLUMNS = [
  'a.joy',
  'a.calm',
  'a.anxiety',
  'a.sadness',
  'a.anger',
  'a.dominantEmotion',
  'a.confidence',
  'a.detailsEnc',
  'a.analyzer',
] as const;

/** Whether an entry is the user's: another user's entry (or none) reads as not found. */
export async function isOwnEntry(db: Db, userId: string, entryId: string): Promise<boolean> {
  const row = await db
    .selectFrom('entries')
    .select('id')
    .where('id', '=', entryId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Entries with their analysis (if any), as the journal calls read them. */
export function selectEntries(db: Db) {
  return db
    .selectFrom('entries as e')
    .leftJoin('entryAnalyses as a', 'a.entryId', 'e.id')
    .select([
      'e.id',
      'e.contentEnc',
      'e.category',
      'e.privacyLevel',
      'e.createdAt',
      'e.analysisStatus',
      'e.mood',
      'e.tagsEnc',
      'e.editedAt',
      ...ANALYSIS_COLUMNS,
    ]);
}

export interface EntryWithAnalysisRow {
  id: string;
  contentEnc: string;
  category: string | null;
  privacyLevel: 'private' | 'shareable';
  createdAt: Date;
  analysisStatus: 'pending' | 'complete' | 'failed';
  mood: TEmotion | null;
  tagsEnc: string | null;
  editedAt: Date | null;
  joy: number | null;
  calm: number | null;
  anxiety: number | null;
  sadness: number | null;
  anger: number | null;
  dominantEmotion: TEmotion | null;
  confidence: number | null;
  detailsEnc: string | null;
  analyzer: 'ollama' | 'lexicon' | null;
}

/** The analysis columns of an entry not analysed yet. */
export const NO_ANALYSIS = {
  joy: null,
  calm: null,
  anxiety: null,
  sadness: null,
  anger: null,
  dominantEmotion: null,
  confidence: null,
  detailsEnc: null,
  analyzer: null,
} as const;

/**
 * The mood the journal's figures count for an entry `e` with its analysis `a` (both aliases in the query): the
 * user's own where they chose one, except joy or calm on an entry the crisis screen flagged (it never counts as a
 * good moment), else the analysis' dominant emotion. The same rule as journal_counted_analysis (migration 0016).
 */
export const countedMood = sql<TEmotion | null>`(case
  when e.mood is not null and not (e.mood in ('joy', 'calm') and exists (
    select 1 from safety_screens s where s.subject = 'entry' and s.subject_id = e.id and s.tier is not null))
  then e.mood else a.dominant_emotion end)`;

/** The entry as the API answers it: one value opened (`body`, when the caller has already opened it). */
export function toEntry(row: EntryWithAnalysisRow, encryptor: Encryptor, body?: EntryBody): TEntry {
  const opened = body ?? openEntryBody(encryptor, row);
  // Analysed without an emotion when the text is not English (the built-in analyzer reads English only).
  const analysed = row.analyzer !== null && opened.insights !== null;
  // Fields in the order of ZEntrySchema: the REST answer is this object as JSON.stringify writes it (json-text.ts).
  return {
    id: row.id,
    content: opened.text,
    category: row.category as TEntryCategory | null,
    privacyLevel: row.privacyLevel,
    createdAt: row.createdAt.toISOString(),
    analysisStatus: row.analysisStatus,
    analyzer: analysed ? row.analyzer : null,
    emotions: analysed
      ? [
          {
            joy: row.joy ?? 0,
            calm: row.calm ?? 0,
            anxiety: row.anxiety ?? 0,
            sadness: row.sadness ?? 0,
            anger: row.anger ?? 0,
            dominantEmotion: row.dominantEmotion,
            confidence: row.confidence ?? 0,
            insights: insightsBesideOwnMood(opened.insights ?? [], row.dominantEmotion, row.mood),
            keywords: opened.keywords ?? [],
          },
        ]
      : [],
    tags: opened.tags,
    mood: row.mood ?? (analysed ? row.dominantEmotion : null),
    moodSource: row.mood ? 'you' : analysed && row.dominantEmotion ? 'analysis' : null,
    editedAt: row.editedAt ? row.editedAt.toISOString() : null,
  };
}

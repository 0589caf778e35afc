import type { Db } from '@innerweather/db/client';
import type { TEmotion, TEntry, TEntryCategory } from '@innerweather/validators/journal';
import type { Encryptor } from '../shared/encryption.ts';

/** The part of an analysis drawn from the journal text, stored encrypted beside the scores. */
export interface AnalysisDetails {
  insights: string[];
  keywords: string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from URLs: a malformed one is simply not found (Postgres would refuse to compare it to a uuid). */
export const isUuid = (id: string) => UUID.test(id);

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
      'a.joy',
      'a.calm',
      'a.anxiety',
      'a.sadness',
      'a.anger',
      'a.dominantEmotion',
      'a.confidence',
      'a.detailsEnc',
      'a.analyzer',
    ]);
}

export interface EntryWithAnalysisRow {
  id: string;
  contentEnc: string;
  category: string | null;
  privacyLevel: 'private' | 'shareable';
  createdAt: Date;
  analysisStatus: 'pending' | 'complete' | 'failed';
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

export function toEntry(row: EntryWithAnalysisRow, encryptor: Encryptor, content?: string): TEntry {
  const analysed = row.dominantEmotion !== null && row.detailsEnc !== null;
  const details = analysed ? encryptor.decryptJson<AnalysisDetails>(row.detailsEnc!) : null;
  return {
    id: row.id,
    content: content ?? encryptor.decrypt(row.contentEnc),
    category: row.category as TEntryCategory | null,
    privacyLevel: row.privacyLevel,
    createdAt: row.createdAt.toISOString(),
    analysisStatus: row.analysisStatus,
    analyzer: analysed ? row.analyzer : null,
    emotions:
      analysed && details
        ? [
            {
              dominantEmotion: row.dominantEmotion!,
              confidence: row.confidence ?? 0,
              joy: row.joy ?? 0,
              calm: row.calm ?? 0,
              anxiety: row.anxiety ?? 0,
              sadness: row.sadness ?? 0,
              anger: row.anger ?? 0,
              insights: details.insights ?? [],
              keywords: details.keywords ?? [],
            },
          ]
        : [],
  };
}

import {
  crisisGuidance,
  DEFAULT_CRISIS_LINES,
  screenForCrisis,
  type TCrisisLine,
} from '@innerweather/ai/crisis-screen';
import { analyzeWithLexicon } from '@innerweather/ai/lexicon-analyzer';
import type { Db } from '@innerweather/db/client';
import type { TAnalyzer, TEmotionAnalysis } from '@innerweather/validators/journal';
import { sql } from 'kysely';
import type { Clock } from './clock.ts';
import type { Encryptor } from './encryption.ts';
import type { JobDispatcher } from './job-dispatcher.ts';
import type { AnalysisDetails } from './journal-entries.ts';

/** What reads an entry for emotion: Ollama, or the built-in lexicon analyzer (packages/ai). */
export interface EmotionAnalyzer {
  analyze: (text: string) => Promise<TEmotionAnalysis & { analyzer: TAnalyzer; model: string | null }>;
}

/** The built-in analyzer alone: for processes that were given no analyzer (CLIs, tests of other services). */
export const lexiconOnly: EmotionAnalyzer = {
  analyze: (text) => Promise.resolve({ ...analyzeWithLexicon(text), analyzer: 'lexicon', model: null }),
};

export interface AnalysisServiceDeps {
  db: Db;
  encryptor: Encryptor;
  analyzer: EmotionAnalyzer;
  jobs: JobDispatcher;
  clock: Clock;
  /** Crisis lines named in immediate guidance (CRISIS_LINES); the screen's defaults when absent. */
  crisisLines?: readonly TCrisisLine[] | undefined;
}

export type ScreenOutcome = 'gone' | 'clear' | 'crisis';
export type AnalyzeOutcome = 'gone' | 'already-complete' | 'complete';

/**
 * The analysis pipeline's domain steps, run by the jobs of packages/jobs (BullMQ worker or in-process runner).
 * Every step is idempotent: a job may run twice (retry, stalled worker, sweeper) and the result is the same.
 */
export function createAnalysisService(deps: AnalysisServiceDeps) {
  const { db, encryptor, analyzer, jobs, clock } = deps;

  const loadEntry = (entryId: string) =>
    db
      .selectFrom('entries')
      .select(['id', 'userId', 'contentEnc', 'analysisStatus'])
      .where('id', '=', entryId)
      .executeTakeFirst();

  async function screenText(entry: { id: string; userId: string }, text: string): Promise<ScreenOutcome> {
    const screen = screenForCrisis(text);
    if (!screen.isCrisis) return 'clear';
    const item = crisisGuidance(deps.crisisLines ?? DEFAULT_CRISIS_LINES, screen.kinds);
    // The unique partial index guidance_one_crisis_per_entry turns a second screen of the same entry into a no-op.
    await db
      .insertInto('guidance')
      .values({
        userId: entry.userId,
        entryId: entry.id,
        source: 'crisis_screen',
        concern: item.concern,
        recommendation: item.recommendation,
        reasoning: item.reasoning,
        urgency: 'immediate',
        professionalType: 'crisis_support',
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return 'crisis';
  }

  return {
    /** The deterministic crisis screen: immediate crisis_support guidance when it fires, whatever the LLM says. */
    async screenEntry(entryId: string): Promise<ScreenOutcome> {
      const entry = await loadEntry(entryId);
      if (!entry) return 'gone';
      return screenText(entry, encryptor.decrypt(entry.contentEnc));
    },

    /**
     * Screens the entry for a crisis (again, harmlessly, in case crisis.screen never ran), asks the analyzer,
     * then stores scores, details and the analyzer's guidance and marks the entry complete in one transaction.
     */
    async analyzeEntry(entryId: string): Promise<AnalyzeOutcome> {
      const entry = await loadEntry(entryId);
      if (!entry) return 'gone';
      if (entry.analysisStatus === 'complete') return 'already-complete';
      const text = encryptor.decrypt(entry.contentEnc);
      await screenText(entry, text);

      const result = await analyzer.analyze(text);
      const details: AnalysisDetails = { insights: result.insights, keywords: result.keywords };
      const analysis = {
        userId: entry.userId,
        ...result.scores,
        dominantEmotion: result.dominantEmotion,
        confidence: result.confidence,
        detailsEnc: encryptor.encryptJson(details),
        analyzer: result.analyzer,
        model: result.model,
      };

      const outcome = await db.transaction().execute(async (trx): Promise<AnalyzeOutcome> => {
        // The row lock makes two concurrent runs of the same entry store one analysis, not two guidance sets.
        const current = await trx
          .selectFrom('entries')
          .select('analysisStatus')
          .where('id', '=', entryId)
          .forUpdate()
          .executeTakeFirst();
        if (!current) return 'gone';
        if (current.analysisStatus === 'complete') return 'already-complete';

        await trx
          .insertInto('entryAnalyses')
          .values({ entryId, ...analysis })
          .onConflict((oc) => oc.column('entryId').doUpdateSet(analysis))
          .execute();
        // The analyzer's guidance is replaced as a whole; crisis guidance (source crisis_screen) is never touched.
        await trx
          .deleteFrom('guidance')
          .where('entryId', '=', entryId)
          .where('source', '=', 'analyzer')
          .execute();
        if (result.guidance.length > 0) {
          await trx
            .insertInto('guidance')
            .values(
              result.guidance.map((g) => ({
                ...g,
                userId: entry.userId,
                entryId,
                source: 'analyzer' as const,
              })),
            )
            .execute();
        }
        await trx
          .updateTable('entries')
          .set({ analysisStatus: 'complete', analyzedAt: clock.now() })
          .where('id', '=', entryId)
          .execute();
        return 'complete';
      });

      if (outcome === 'complete')
        await jobs.dispatch('notify.moodPattern', { userId: entry.userId, entryId });
      return outcome;
    },

    /**
     * Counts a failed analysis attempt; after the job's last attempt the entry reads `failed` (it still shows,
     * without emotions). The sweeper gives failed entries further rounds while they have attempts left.
     */
    async recordAnalysisFailure(entryId: string, { final }: { final: boolean }): Promise<void> {
      await db
        .updateTable('entries')
        .set((eb) => ({
          analysisAttempts: eb('analysisAttempts', '+', 1),
          analysisStatus: final ? 'failed' : eb.ref('analysisStatus'),
        }))
        .where('id', '=', entryId)
        .where('analysisStatus', '<>', 'complete')
        .execute();
    },

    /**
     * Entries still waiting for analysis, oldest first, saved at least `olderThanMs` ago (by the database's clock,
     * the one that stamped them), for the sweeper to enqueue again.
     */
    async findPendingEntries(olderThanMs: number, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('entries')
        .select('id')
        .where('analysisStatus', '=', 'pending')
        .where('createdAt', '<=', sql<Date>`now() - make_interval(secs => ${olderThanMs / 1000})`)
        .orderBy('createdAt')
        .limit(limit)
        .execute();
      return rows.map((r) => r.id);
    },

    /**
     * Puts failed entries that have fewer than `maxFailedAttempts` failed attempts back to pending, so the next
     * sweep enqueues them: an Ollama or database outage longer than one job's retries only delays the analysis.
     */
    async reopenFailedEntries(maxFailedAttempts: number, limit: number): Promise<number> {
      const reopened = await db
        .updateTable('entries')
        .set({ analysisStatus: 'pending' })
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('entries')
            .select('id')
            .where('analysisStatus', '=', 'failed')
            .where('analysisAttempts', '<', maxFailedAttempts)
            .orderBy('createdAt')
            .limit(limit),
        )
        .executeTakeFirst();
      return Number(reopened.numUpdatedRows);
    },
  };
}

export type AnalysisService = ReturnType<typeof createAnalysisService>;

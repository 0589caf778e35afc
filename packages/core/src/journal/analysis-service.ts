import { higherTier, type TCrisisTier } from '@innerweather/ai/crisis/crisis-screen';
import { soberAnalysis } from '@innerweather/ai/crisis/sober-analysis';
import { analyzeWithLexicon } from '@innerweather/ai/lexicon/lexicon-analyzer';
import type { Db } from '@innerweather/db/client';
import type { TAnalyzer, TStoredAnalysis, TUrgency } from '@innerweather/validators/journal';
import { sql } from 'kysely';
import type { Clock } from '../shared/clock.ts';
import type { Encryptor } from '../shared/encryption.ts';
import { encryptGuidanceText } from '../safety/guidance-service.ts';
import type { JobDispatcher } from '../shared/job-dispatcher.ts';
import type { UserEvents } from '../shared/user-events.ts';
import { openEntryBody, openEntryText, sealEntryBody } from './entry-body.ts';
import type { SafetyService, TSafetyScreen } from '../safety/safety-service.ts';

/**
 * What reads an entry for emotion: Ollama, or the built-in lexicon analyzer (packages/ai). `risk` is the LLM's
 * reading of risk: it can raise the crisis screen's tier, never lower it.
 */
export interface EmotionAnalyzer {
  analyze: (
    text: string,
  ) => Promise<TStoredAnalysis & { analyzer: TAnalyzer; model: string | null; risk?: TCrisisTier | null }>;
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
  /** The crisis screen with its record, wired once by createServices. */
  safety: SafetyService;
  /** Tells the user's open tabs that an entry's analysis ended (complete, or failed for good). */
  events: UserEvents;
}

/**
 * High and immediate belong to the crisis screen's two tiers (distress, crisis): the analyzer's guidance speaks of
 * how strongly a feeling shows, and an ordinary nervous or angry day is worth attention, not alarm.
 */
const analyzerUrgency = (urgency: TUrgency): TUrgency =>
  urgency === 'high' || urgency === 'immediate' ? 'medium' : urgency;

export type ScreenOutcome = 'gone' | 'clear' | 'crisis' | 'distress';
export type AnalyzeOutcome = 'gone' | 'already-complete' | 'superseded' | 'complete';

/**
 * The analysis pipeline's domain steps, run by the jobs of packages/jobs (BullMQ worker or in-process runner).
 * Every step is idempotent: a job may run twice (retry, stalled worker, sweeper) and the result is the same.
 */
export function createAnalysisService(deps: AnalysisServiceDeps) {
  const { db, encryptor, analyzer, jobs, clock, safety, events } = deps;

  const loadEntry = (entryId: string) =>
    db
      .selectFrom('entries')
      .select(['id', 'userId', 'contentEnc', 'analysisStatus'])
      .where('id', '=', entryId)
      .executeTakeFirst();

  /**
   * Stores the screen's written-in-advance crisis_support item. The unique partial index
   * guidance_one_crisis_per_entry keeps one per entry: a repeated screen is a no-op, and a higher tier (distress
   * raised to crisis) replaces the item and asks for a new acknowledgement.
   */
  async function storeCrisisGuidance(entry: { id: string; userId: string }, found: TSafetyScreen) {
    const item = found.guidance;
    if (!item) return;
    const values = {
      detailsEnc: encryptGuidanceText(encryptor, entry.userId, item),
      urgency: item.urgency,
      professionalType: item.professionalType,
    };
    await db
      .insertInto('guidance')
      .values({ userId: entry.userId, entryId: entry.id, source: 'crisis_screen', ...values })
      .onConflict((oc) =>
        oc
          .column('entryId')
          // A literal, not a bound value: Postgres matches a partial index to a conflict target only when it can
          // read the predicate, and a prepared statement planned generically (from its sixth run) hides a value.
          .where('source', '=', sql.lit('crisis_screen'))
          .doUpdateSet({ ...values, isAcknowledged: false, acknowledgedAt: null })
          .where('guidance.urgency', '<>', 'immediate')
          .where(sql<boolean>`excluded.urgency = 'immediate'`),
      )
      .execute();
  }

  async function screenText(entry: { id: string; userId: string }, text: string): Promise<TSafetyScreen> {
    const found = await safety.screen({ userId: entry.userId, subject: 'entry', subjectId: entry.id, text });
    await storeCrisisGuidance(entry, found);
    return found;
  }

  return {
    /** The deterministic crisis screen: crisis_support guidance when it fires, whatever the LLM says. */
    async screenEntry(entryId: string): Promise<ScreenOutcome> {
      const entry = await loadEntry(entryId);
      if (!entry) return 'gone';
      return (await screenText(entry, openEntryText(encryptor, entry.contentEnc))).tier ?? 'clear';
    },

    /**
     * Asks the analyzer, then stores scores, details and the analyzer's guidance and marks the entry complete in
     * one transaction. `screened`: crisis.screen has just screened this text (it dispatches this job), so the
     * screen's stored result is read, not made again; otherwise (the sweeper, an import) the entry is screened here.
     */
    async analyzeEntry(
      entryId: string,
      {
        notify = true,
        screened: alreadyScreened = false,
        requestId,
      }: { notify?: boolean; screened?: boolean; requestId?: string | undefined } = {},
    ): Promise<AnalyzeOutcome> {
      const entry = await loadEntry(entryId);
      if (!entry) return 'gone';
      if (entry.analysisStatus === 'complete') return 'already-complete';
      const text = openEntryText(encryptor, entry.contentEnc);
      let screened =
        (alreadyScreened ? await safety.recorded('entry', entry.id) : null) ??
        (await screenText(entry, text));

      const analysed = await analyzer.analyze(text);
      // The LLM can add a tier the screen did not give (recorded as layer 'llm'), never remove one.
      if (analysed.risk && higherTier(screened.tier, analysed.risk) !== screened.tier) {
        screened = await safety.raise(
          { userId: entry.userId, subject: 'entry', subjectId: entry.id },
          analysed.risk,
          screened.kinds,
        );
        await storeCrisisGuidance(entry, screened);
      }
      // An entry with either tier never reads as a good moment (see soberAnalysis).
      const sober = screened.tier ? { ...analysed, ...soberAnalysis(analysed) } : analysed;
      // Danger from another person: safety planning, not a breathing exercise beside it.
      const result = screened.kinds.includes('danger_from_other')
        ? { ...sober, guidance: sober.guidance.filter((g) => !/\bbreath/i.test(g.recommendation)) }
        : sober;
      const analysis = {
        userId: entry.userId,
        ...result.scores,
        dominantEmotion: result.dominantEmotion,
        confidence: result.confidence,
        // The insights and keywords are sealed with the entry's text (entry-body.ts).
        detailsEnc: null,
        analyzer: result.analyzer,
        model: result.model,
      };
      const details = { insights: result.insights, keywords: result.keywords };

      const outcome = await db.transaction().execute(async (trx): Promise<AnalyzeOutcome> => {
        // The row lock makes two concurrent runs of the same entry store one analysis, not two guidance sets.
        const current = await trx
          .selectFrom('entries')
          .select(['analysisStatus', 'contentEnc', 'tagsEnc'])
          .where('id', '=', entryId)
          .forUpdate()
          .executeTakeFirst();
        if (!current) return 'gone';
        if (current.analysisStatus === 'complete') return 'already-complete';
        // Edited while it was being read: the analysis of the new text (dispatched by the edit) stores its own.
        const body = openEntryBody(encryptor, current);
        if (body.text !== text) return 'superseded';

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
                detailsEnc: encryptGuidanceText(encryptor, entry.userId, g),
                urgency: analyzerUrgency(g.urgency),
                professionalType: g.professionalType,
                userId: entry.userId,
                entryId,
                source: 'analyzer' as const,
              })),
            )
            .execute();
        }
        await trx
          .updateTable('entries')
          .set({
            analysisStatus: 'complete',
            analyzedAt: clock.now(),
            contentEnc: sealEntryBody(encryptor, entry.userId, { ...body, ...details }),
            tagsEnc: null,
          })
          .where('id', '=', entryId)
          .execute();
        return 'complete';
      });

      if (outcome === 'complete')
        await events.publish(entry.userId, { kind: 'entry', id: entryId, status: 'complete' });
      // An imported entry is history: it never sets off a mood pattern alert.
      if (outcome === 'complete' && notify)
        await jobs.dispatch('notify.moodPattern', { userId: entry.userId, entryId }, requestId);
      return outcome;
    },

    /**
     * Counts a failed analysis attempt; after the job's last attempt the entry reads `failed` (it still shows,
     * without emotions). The sweeper gives failed entries further rounds while they have attempts left.
     */
    async recordAnalysisFailure(entryId: string, { final }: { final: boolean }): Promise<void> {
      const failed = await db
        .updateTable('entries')
        .set((eb) => ({
          analysisAttempts: eb('analysisAttempts', '+', 1),
          analysisStatus: final ? 'failed' : eb.ref('analysisStatus'),
        }))
        .where('id', '=', entryId)
        .where('analysisStatus', '<>', 'complete')
        .returning('userId')
        .executeTakeFirst();
      if (failed && final)
        await events.publish(failed.userId, { kind: 'entry', id: entryId, status: 'failed' });
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
        // Imported entries are analysed in their import's own lane (import.analyse), never ahead of today's.
        .where('importId', 'is', null)
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
            .where('importId', 'is', null)
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

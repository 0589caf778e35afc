import type { GuidanceText } from '../safety/guidance-service.ts';
import type { Db } from '@innerweather/db/client';
import { createTestDatabase, type TestDatabase } from '@innerweather/db/testing/test-database';
import type { TEmotionAnalysis, TGuidanceItem } from '@innerweather/validators/journal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSafetyService } from '../safety/safety-service.ts';
import { createMemoryUserEvents } from '../shared/user-events.ts';
import { createAnalysisService, type EmotionAnalyzer } from './analysis-service.ts';
import { fixedClock } from '../shared/clock.ts';
import { openEntryBody } from './entry-body.ts';
import { createEphemeralEncryptor } from '../shared/encryption.ts';
import type { JobDispatcher, JobName } from '../shared/job-dispatcher.ts';

let testDb: TestDatabase;
let db: Db;
beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
});
afterAll(() => testDb.destroy());

const encryptor = createEphemeralEncryptor();
const clock = fixedClock('2026-03-02T08:30:00Z');
const CRISIS_TEXT =
  'I have been thinking about ending my life and I wrote goodbye letters to my family tonight.';
const WORK_TEXT =
  'Another long day at the office. The deadline keeps moving and I could not switch off tonight.';

const llmGuidance: TGuidanceItem = {
  concern: 'Work stress is spilling into your evenings',
  recommendation: 'Try a ten-minute wind-down routine before bed',
  reasoning: 'You mention not being able to switch off',
  urgency: 'medium',
  professionalType: 'wellness_coach',
};

/**
 * Stands in for the Ollama model (which cannot run here): it answers with a fixed analysis, as a model would
 * through packages/ai, and counts how often it was asked.
 */
function modelAnswering(answer: Partial<TEmotionAnalysis> = {}) {
  const model = {
    calls: 0,
    async analyze() {
      model.calls += 1;
      await new Promise((r) => setTimeout(r, 5));
      return {
        scores: { joy: 0.05, calm: 0.1, anxiety: 0.7, sadness: 0.1, anger: 0.05 },
        dominantEmotion: 'anxiety' as const,
        confidence: 0.82,
        insights: ['Deadlines are weighing on you', 'Evenings are when the worry shows'],
        keywords: ['deadline', 'office'],
        guidance: [llmGuidance],
        ...answer,
        analyzer: 'ollama' as const,
        model: 'llama3.2:3b',
      };
    },
  };
  return model satisfies EmotionAnalyzer;
}

function recordingJobs() {
  const sent: Array<{ name: JobName; payload: unknown }> = [];
  const jobs: JobDispatcher = {
    dispatch: (name, payload) => {
      sent.push({ name, payload });
      return Promise.resolve(true);
    },
  };
  return { jobs, sent };
}

async function newEntry(
  content: string,
  fields: { analysisStatus?: 'pending' | 'failed'; analysisAttempts?: number } = {},
) {
  const { id: userId } = await db
    .insertInto('users')
    .values({ email: `${crypto.randomUUID()}@example.com`, passwordHash: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('entries')
    .values({ userId, contentEnc: encryptor.encrypt(content), ...fields })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId, entryId: id };
}

const guidanceOf = async (entryId: string) =>
  (
    await db
      .selectFrom('guidance')
      .select(['source', 'urgency', 'professionalType', 'detailsEnc'])
      .where('entryId', '=', entryId)
      .orderBy('source')
      .execute()
  ).map(({ detailsEnc, ...g }) => ({
    ...g,
    concern: encryptor.decryptJson<GuidanceText>(detailsEnc).concern,
  }));

describe('analysing an entry', () => {
  it('stores the scores, the encrypted insights and keywords, the analyzer and its guidance, then asks for the mood-pattern check', async () => {
    const { jobs, sent } = recordingJobs();
    const analysis = createAnalysisService({
      safety: createSafetyService({ db, encryptor }),
      events: createMemoryUserEvents(),
      db,
      encryptor,
      analyzer: modelAnswering(),
      jobs,
      clock,
    });
    const { userId, entryId } = await newEntry(WORK_TEXT);

    expect(await analysis.analyzeEntry(entryId)).toBe('complete');

    const entry = await db
      .selectFrom('entries')
      .selectAll()
      .where('id', '=', entryId)
      .executeTakeFirstOrThrow();
    expect(entry.analysisStatus).toBe('complete');
    expect(entry.analyzedAt?.toISOString()).toBe('2026-03-02T08:30:00.000Z');
    const stored = await db
      .selectFrom('entryAnalyses')
      .selectAll()
      .where('entryId', '=', entryId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      userId,
      dominantEmotion: 'anxiety',
      analyzer: 'ollama',
      model: 'llama3.2:3b',
    });
    expect(stored.anxiety).toBeCloseTo(0.7);
    expect(stored.confidence).toBeCloseTo(0.82);
    // Insights and keywords come from the journal text: sealed with it as one value, under the user's key (an
    // entry of the old format, as this one was written, is sealed anew).
    expect(stored.detailsEnc).toBeNull();
    expect(entry.contentEnc.startsWith(`v2.${userId}.`)).toBe(true);
    expect(entry.contentEnc).not.toContain('deadline');
    expect(openEntryBody(encryptor, entry)).toEqual({
      text: WORK_TEXT,
      tags: [],
      insights: ['Deadlines are weighing on you', 'Evenings are when the worry shows'],
      keywords: ['deadline', 'office'],
    });
    expect(await guidanceOf(entryId)).toEqual([
      {
        source: 'analyzer',
        urgency: 'medium',
        professionalType: 'wellness_coach',
        concern: llmGuidance.concern,
      },
    ]);
    expect(sent).toEqual([{ name: 'notify.moodPattern', payload: { userId, entryId } }]);
  });

  it('keeps immediate crisis guidance when the model sees no crisis and writes no guidance', async () => {
    const { jobs } = recordingJobs();
    const analysis = createAnalysisService({
      safety: createSafetyService({ db, encryptor }),
      events: createMemoryUserEvents(),
      db,
      encryptor,
      analyzer: modelAnswering({ guidance: [] }),
      jobs,
      clock,
    });
    const { entryId } = await newEntry(CRISIS_TEXT);

    await analysis.analyzeEntry(entryId);

    expect(await guidanceOf(entryId)).toEqual([
      expect.objectContaining({
        source: 'crisis_screen',
        urgency: 'immediate',
        professionalType: 'crisis_support',
      }),
    ]);
  });

  // Each connection prepares a statement once (packages/db client.ts); from its sixth execution Postgres may plan it
  // generically, and a partial index's conflict target with a bound value then matches no index.
  it('stores the crisis card of every entry, however many one connection has stored before', async () => {
    const { jobs } = recordingJobs();
    const analysis = createAnalysisService({
      safety: createSafetyService({ db, encryptor }),
      events: createMemoryUserEvents(),
      db,
      encryptor,
      analyzer: modelAnswering({ guidance: [] }),
      jobs,
      clock,
    });
    for (let i = 0; i < 12; i += 1) {
      const { entryId } = await newEntry(CRISIS_TEXT);
      await analysis.analyzeEntry(entryId);
      expect([i, await guidanceOf(entryId)]).toEqual([
        i,
        [expect.objectContaining({ source: 'crisis_screen', urgency: 'immediate' })],
      ]);
    }
  });

  it('adds the model guidance beside the crisis guidance, never in place of it', async () => {
    const { jobs } = recordingJobs();
    const analysis = createAnalysisService({
      safety: createSafetyService({ db, encryptor }),
      events: createMemoryUserEvents(),
      db,
      encryptor,
      analyzer: modelAnswering(),
      jobs,
      clock,
    });
    const { entryId } = await newEntry(CRISIS_TEXT);

    await analysis.screenEntry(entryId);
    await analysis.analyzeEntry(entryId);

    expect((await guidanceOf(entryId)).map((g) => [g.source, g.urgency])).toEqual([
      ['analyzer', 'medium'],
      ['crisis_screen', 'immediate'],
    ]);
  });

  it("gives an ordinary anxious entry medium urgency at most: high is the crisis screen's distress tier", async () => {
    const { jobs } = recordingJobs();
    const strong: TGuidanceItem = { ...llmGuidance, concern: 'Strong nerves before a talk', urgency: 'high' };
    const analysis = createAnalysisService({
      safety: createSafetyService({ db, encryptor }),
      events: createMemoryUserEvents(),
      db,
      encryptor,
      analyzer: modelAnswering({ guidance: [strong, { ...llmGuidance, urgency: 'low' }] }),
      jobs,
      clock,
    });
    const { entryId } = await newEntry(
      'So nervous about my presentation tomorrow, my hands shake and I keep rehearsing the first slide.',
    );

    await analysis.screenEntry(entryId);
    await analysis.analyzeEntry(entryId);

    expect((await guidanceOf(entryId)).map((g) => [g.source, g.urgency]).sort()).toEqual([
      ['analyzer', 'low'],
      ['analyzer', 'medium'],
    ]);
  });

  it('stores one analysis when two workers run the same entry at once, and does not ask the model again later', async () => {
    const { jobs, sent } = recordingJobs();
    const model = modelAnswering();
    const analysis = createAnalysisService({
      safety: createSafetyService({ db, encryptor }),
      events: createMemoryUserEvents(),
      db,
      encryptor,
      analyzer: model,
      jobs,
      clock,
    });
    const { entryId } = await newEntry(WORK_TEXT);

    const outcomes = await Promise.all([analysis.analyzeEntry(entryId), analysis.analyzeEntry(entryId)]);

    expect(outcomes.sort()).toEqual(['already-complete', 'complete']);
    expect(await guidanceOf(entryId)).toHaveLength(1);
    expect(sent).toHaveLength(1);
    const callsSoFar = model.calls;
    expect(await analysis.analyzeEntry(entryId)).toBe('already-complete');
    expect(model.calls).toBe(callsSoFar);
  });

  it('answers "gone" for an entry deleted before its job ran', async () => {
    const analysis = createAnalysisService({
      safety: createSafetyService({ db, encryptor }),
      events: createMemoryUserEvents(),
      db,
      encryptor,
      analyzer: modelAnswering(),
      jobs: recordingJobs().jobs,
      clock,
    });
    const { entryId } = await newEntry(WORK_TEXT);
    await db.deleteFrom('entries').where('id', '=', entryId).execute();
    expect(await analysis.analyzeEntry(entryId)).toBe('gone');
    expect(await analysis.screenEntry(entryId)).toBe('gone');
  });

  it('fails (so the job retries) when the model fails, after the crisis screen has already stored its guidance', async () => {
    const broken: EmotionAnalyzer = { analyze: () => Promise.reject(new Error('model unavailable')) };
    const analysis = createAnalysisService({
      safety: createSafetyService({ db, encryptor }),
      events: createMemoryUserEvents(),
      db,
      encryptor,
      analyzer: broken,
      jobs: recordingJobs().jobs,
      clock,
    });
    const { entryId } = await newEntry(CRISIS_TEXT);

    await expect(analysis.analyzeEntry(entryId)).rejects.toThrow('model unavailable');
    expect(await guidanceOf(entryId)).toEqual([
      expect.objectContaining({ source: 'crisis_screen', urgency: 'immediate' }),
    ]);
    const entry = await db
      .selectFrom('entries')
      .select('analysisStatus')
      .where('id', '=', entryId)
      .executeTakeFirstOrThrow();
    expect(entry.analysisStatus).toBe('pending');
  });
});

describe('failed analyses and the sweeper', () => {
  const analysis = () =>
    createAnalysisService({
      safety: createSafetyService({ db, encryptor }),
      events: createMemoryUserEvents(),
      db,
      encryptor,
      analyzer: modelAnswering(),
      jobs: recordingJobs().jobs,
      clock,
    });

  const statusOf = (entryId: string) =>
    db
      .selectFrom('entries')
      .select(['analysisStatus', 'analysisAttempts'])
      .where('id', '=', entryId)
      .executeTakeFirstOrThrow();

  it('counts failed attempts and marks the entry failed after the last one, but never touches a complete entry', async () => {
    const service = analysis();
    const { entryId } = await newEntry(WORK_TEXT);
    await service.recordAnalysisFailure(entryId, { final: false });
    expect(await statusOf(entryId)).toEqual({ analysisStatus: 'pending', analysisAttempts: 1 });
    await service.recordAnalysisFailure(entryId, { final: true });
    expect(await statusOf(entryId)).toEqual({ analysisStatus: 'failed', analysisAttempts: 2 });

    const { entryId: done } = await newEntry(WORK_TEXT);
    await service.analyzeEntry(done);
    await service.recordAnalysisFailure(done, { final: true });
    expect(await statusOf(done)).toEqual({ analysisStatus: 'complete', analysisAttempts: 0 });
  });

  it('reopens failed entries that still have attempts left', async () => {
    const service = analysis();
    const { entryId: retry } = await newEntry(WORK_TEXT, { analysisStatus: 'failed', analysisAttempts: 5 });
    const { entryId: exhausted } = await newEntry(WORK_TEXT, {
      analysisStatus: 'failed',
      analysisAttempts: 15,
    });

    expect(await service.reopenFailedEntries(15, 100)).toBeGreaterThanOrEqual(1);

    expect((await statusOf(retry)).analysisStatus).toBe('pending');
    expect((await statusOf(exhausted)).analysisStatus).toBe('failed');
  });

  it('finds pending entries old enough, oldest first, up to the limit', async () => {
    const service = analysis();
    const { entryId: first } = await newEntry(WORK_TEXT);
    const { entryId: second } = await newEntry(WORK_TEXT);
    const pending = await service.findPendingEntries(0, 1000);
    expect(pending.indexOf(first)).toBeLessThan(pending.indexOf(second));
    expect(pending.indexOf(first)).toBeGreaterThanOrEqual(0);
    expect(await service.findPendingEntries(0, 1)).toHaveLength(1);
    // Saved a moment ago: not yet older than a minute.
    expect(await service.findPendingEntries(60_000, 1000)).not.toContain(second);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessRunner, type JobRunner } from '@innerweather/jobs/in-process-runner';
import {
  CALM_TEXT,
  createJobsFixture,
  createMemoryLogger,
  CRISIS_TEXT,
  type JobsFixture,
} from './fixtures.ts';

/** The embedded mode's runner: the same definitions, handlers and retry policy as the BullMQ worker. */
describe('in-process job runner', () => {
  const logger = createMemoryLogger();
  let fixture: JobsFixture;
  let runner: JobRunner;

  beforeAll(async () => {
    runner = createInProcessRunner({ logger, backoffScale: 0.001 });
    fixture = await createJobsFixture({
      jobs: runner,
      config: { crisisLines: [{ name: 'Telefonseelsorge', region: 'DE', contact: 'call 0800 111 0 111' }] },
    });
    runner.start(fixture.services);
  });

  afterAll(async () => {
    await runner.close();
    await fixture.close();
  });

  const linesAbout = (entryId: string) => logger.lines.filter((l) => JSON.stringify(l.obj).includes(entryId));

  it('analyses an entry once, however often it is enqueued, and then asks for the mood-pattern check', async () => {
    const entryId = await fixture.writeEntry(CALM_TEXT);
    for (let i = 0; i < 3; i += 1) {
      await runner.dispatch('crisis.screen', { entryId });
      await runner.dispatch('analysis.emotion', { entryId });
    }
    await runner.idle();

    const state = await fixture.entryState(entryId);
    expect(state.analysisStatus).toBe('complete');
    expect(state.analyzedAt).toBeInstanceOf(Date);
    expect(state.analyzer).toBe('lexicon');
    expect(state.dominantEmotion).toBe('calm');
    expect(state.details?.insights.length).toBeGreaterThanOrEqual(2);
    expect(state.guidance.filter((g) => g.source === 'crisis_screen')).toEqual([]);
    const analyses = await fixture.db
      .selectFrom('entryAnalyses')
      .select('entryId')
      .where('entryId', '=', entryId)
      .execute();
    expect(analyses).toHaveLength(1);
    // notify.moodPattern ran once (its placeholder handler only logs).
    expect(linesAbout(entryId).filter((l) => l.msg?.startsWith('mood pattern check'))).toHaveLength(1);
  });

  it('stores one immediate crisis_support item naming the configured crisis line, however often the screen runs', async () => {
    const entryId = await fixture.writeEntry(CRISIS_TEXT);
    await runner.dispatch('crisis.screen', { entryId });
    await runner.idle();
    // Screening again (a retried job, the sweeper, analysis.emotion's own screen) adds nothing.
    expect(await fixture.services.analysis.screenEntry(entryId)).toBe('crisis');
    await runner.dispatch('analysis.emotion', { entryId });
    await runner.idle();

    const state = await fixture.entryState(entryId);
    const crisis = state.guidance.filter((g) => g.source === 'crisis_screen');
    expect(crisis).toHaveLength(1);
    expect(crisis[0]).toMatchObject({ urgency: 'immediate', professionalType: 'crisis_support' });
    expect(crisis[0]!.recommendation).toContain('Telefonseelsorge (DE): call 0800 111 0 111');
    expect(crisis[0]!.recommendation).toMatch(/emergency/i);
    expect(state.analysisStatus).toBe('complete');
  });

  it('runs the crisis screen inside the analysis when crisis.screen never ran', async () => {
    const entryId = await fixture.writeEntry(CRISIS_TEXT);
    await runner.dispatch('analysis.emotion', { entryId });
    await runner.idle();
    const state = await fixture.entryState(entryId);
    expect(
      state.guidance.filter((g) => g.source === 'crisis_screen' && g.urgency === 'immediate'),
    ).toHaveLength(1);
  });

  it('skips an entry deleted before its job ran, without an error', async () => {
    const entryId = await fixture.writeEntry(CALM_TEXT);
    await fixture.db.deleteFrom('entries').where('id', '=', entryId).execute();
    await runner.dispatch('analysis.emotion', { entryId });
    await runner.dispatch('crisis.screen', { entryId });
    await runner.idle();
    expect(linesAbout(entryId)).toEqual([]);
  });

  it('refuses a payload that is not an entry id instead of running it', async () => {
    await runner.dispatch('analysis.emotion', { entryId: 'not-a-uuid' });
    await runner.idle();
    expect(linesAbout('not-a-uuid')).toEqual([
      expect.objectContaining({ level: 'error', msg: 'refused to enqueue a job with an invalid payload' }),
    ]);
  });

  it('sweeps entries left pending and gives failed ones another round until their attempts run out', async () => {
    const lost = await fixture.writeEntry(CALM_TEXT); // saved while the queue was down: never enqueued
    const failedOnce = await fixture.writeEntry(CALM_TEXT, { analysisStatus: 'failed', analysisAttempts: 5 });
    const givenUp = await fixture.writeEntry(CALM_TEXT, { analysisStatus: 'failed', analysisAttempts: 15 });
    const fresh = await fixture.writeEntry(CALM_TEXT, { createdAt: new Date(Date.now() + 60_000) });

    // The scheduled job that sweeps (sweep.pendingEntries), run once as its schedule would.
    await runner.dispatch('sweep.pendingEntries', { minAgeMs: 0 });
    await runner.idle();

    expect((await fixture.entryState(lost)).analysisStatus).toBe('complete');
    expect((await fixture.entryState(failedOnce)).analysisStatus).toBe('complete');
    expect((await fixture.entryState(givenUp)).analysisStatus).toBe('failed');
    // Younger than the minimum age: left to the job its save enqueued.
    expect((await fixture.entryState(fresh)).analysisStatus).toBe('pending');
  });
});

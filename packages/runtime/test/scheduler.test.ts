import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BullmqQueue } from '@innerweather/jobs/bullmq-queue';
import { createInProcessRunner, type JobRunner } from '@innerweather/jobs/in-process-runner';
import {
  createBullmqScheduler,
  createInProcessScheduler,
  type InProcessScheduler,
  nextCronFiring,
} from '@innerweather/jobs/scheduler';
import type { JobScheduler } from '@innerweather/core/shared/job-dispatcher';
import {
  CALM_TEXT,
  createJobsFixture,
  createMemoryLogger,
  eventually,
  type JobsFixture,
  startBullmqJobs,
} from './fixtures.ts';

const redisUrl = process.env.REDIS_URL;

describe('cron schedules in a time zone', () => {
  it('fire at 20:00 local time in Auckland and in Los Angeles, whatever the zone of the server', () => {
    const after = new Date('2026-11-24T00:00:00Z');
    // Auckland keeps daylight time in November (UTC+13): 20:00 there is 07:00 UTC the same day.
    expect(nextCronFiring('0 20 * * *', 'Pacific/Auckland', after).toISOString()).toBe(
      '2026-11-24T07:00:00.000Z',
    );
    // Los Angeles is on standard time (UTC-8): it is 16:00 on the 23rd there, so 20:00 comes at 04:00 UTC.
    expect(nextCronFiring('0 20 * * *', 'America/Los_Angeles', after).toISOString()).toBe(
      '2026-11-24T04:00:00.000Z',
    );
    expect(
      nextCronFiring('0 20 * * *', 'America/Los_Angeles', new Date('2026-11-24T05:00:00Z')).toISOString(),
    ).toBe('2026-11-25T04:00:00.000Z');
    expect(nextCronFiring('0 20 * * *', undefined, after).toISOString()).toBe('2026-11-24T20:00:00.000Z');
  });

  it('refuse a pattern or zone that cannot fire, and an unknown job', async () => {
    const scheduler = createInProcessScheduler({
      jobs: { dispatch: () => Promise.resolve(true) },
      logger: createMemoryLogger(),
    });
    const job = 'sweep.pendingEntries' as const;
    await expect(
      scheduler.upsert({ key: 'k', job, payload: { minAgeMs: 0 }, pattern: 'every day' }),
    ).rejects.toThrow();
    await expect(
      scheduler.upsert({
        key: 'k',
        job,
        payload: { minAgeMs: 0 },
        pattern: '0 20 * * *',
        tz: 'Mars/Olympus',
      }),
    ).rejects.toThrow();
    await expect(
      scheduler.upsert({ key: 'k', job, payload: { minAgeMs: -1 }, pattern: '0 20 * * *' }),
    ).rejects.toThrow(/invalid sweep.pendingEntries payload/);
    expect(scheduler.keys()).toEqual([]);
    scheduler.close();
  });
});

/**
 * A repeatable job with a time zone, fired on a one-second pattern: the sweeper's scheduled job finds an entry
 * that was saved while no job was enqueued for it, and the entry gets analysed. Removing the schedule stops it.
 */
async function provesScheduledJobsRun(fixture: JobsFixture, scheduler: JobScheduler) {
  const entryId = await fixture.writeEntry(CALM_TEXT);
  expect((await fixture.entryState(entryId)).analysisStatus).toBe('pending');
  await scheduler.upsert({
    key: 'test.sweep',
    job: 'sweep.pendingEntries',
    payload: { minAgeMs: 0 },
    pattern: '* * * * * *',
    tz: 'Pacific/Auckland',
  });
  await eventually(
    async () => ((await fixture.entryState(entryId)).analysisStatus === 'complete' ? true : undefined),
    { timeoutMs: 15_000, what: 'the scheduled sweep to analyse the entry' },
  );
  await scheduler.remove('test.sweep');
}

describe('scheduled jobs, embedded mode (in-process runner)', () => {
  const logger = createMemoryLogger();
  let runner: JobRunner;
  let scheduler: InProcessScheduler;
  let fixture: JobsFixture;

  beforeAll(async () => {
    runner = createInProcessRunner({ logger });
    scheduler = createInProcessScheduler({ jobs: runner, logger });
    fixture = await createJobsFixture({ jobs: runner });
    runner.start(fixture.services);
  });
  afterAll(async () => {
    scheduler.close();
    await runner.close();
    await fixture.close();
  });

  it('fires a repeatable job with a time zone and stops when it is removed', async () => {
    await provesScheduledJobsRun(fixture, scheduler);
    expect(scheduler.keys()).toEqual([]);
    // A sweep that fired just before the removal finishes first (under load it could still be running).
    await runner.idle();
    // Removed: an entry left pending now stays pending.
    const later = await fixture.writeEntry(CALM_TEXT);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await runner.idle();
    expect((await fixture.entryState(later)).analysisStatus).toBe('pending');
  });
});

describe.skipIf(!redisUrl)('scheduled jobs, services mode (BullMQ job schedulers)', () => {
  let jobs: Awaited<ReturnType<typeof startBullmqJobs>>;
  let queue: BullmqQueue;
  let fixture: JobsFixture;

  beforeAll(async () => {
    jobs = await startBullmqJobs(redisUrl!);
    ({ queue, fixture } = jobs);
  });
  afterAll(() => jobs?.close());

  it('keeps the schedule with its time zone in Redis, fires it, and forgets it when removed', async () => {
    const scheduler = createBullmqScheduler(queue.queues);
    const sweepQueue = queue.queues.get('sweep.pendingEntries')!;
    await scheduler.upsert({
      key: 'test.daily',
      job: 'sweep.pendingEntries',
      payload: { minAgeMs: 0 },
      pattern: '0 20 * * *',
      tz: 'America/Los_Angeles',
    });
    expect(await sweepQueue.getJobScheduler('test.daily')).toMatchObject({
      pattern: '0 20 * * *',
      tz: 'America/Los_Angeles',
    });
    await scheduler.remove('test.daily');
    expect(await sweepQueue.getJobScheduler('test.daily')).toBeUndefined();

    await provesScheduledJobsRun(fixture, scheduler);
    expect(await sweepQueue.getJobScheduler('test.sweep')).toBeUndefined();
  });
});

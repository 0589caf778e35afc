import { spawnSync } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type BullmqQueue, createBullmqQueue } from '@innerweather/jobs/bullmq-queue';
import { startThrowawayRedis, type ThrowawayRedis } from '@innerweather/jobs/testing/throwaway-redis';
import {
  CALM_TEXT,
  createMemoryLogger,
  CRISIS_TEXT,
  eventually,
  type JobsFixture,
  startBullmqJobs,
} from './fixtures.ts';

const redisUrl = process.env.REDIS_URL;
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

/** Services mode: the API produces into BullMQ, apps/worker consumes with the same definitions and handlers. */
describe.skipIf(!redisUrl)('BullMQ queue and workers', () => {
  let jobs: Awaited<ReturnType<typeof startBullmqJobs>>;
  let logger: Awaited<ReturnType<typeof startBullmqJobs>>['logger'];
  let queue: BullmqQueue;
  let fixture: JobsFixture;

  beforeAll(async () => {
    jobs = await startBullmqJobs(redisUrl!);
    ({ logger, queue, fixture } = jobs);
  });
  afterAll(() => jobs?.close());

  it('runs an entry enqueued twice once, crisis screen included, then the mood-pattern check', async () => {
    const entryId = await fixture.writeEntry(CRISIS_TEXT);
    await Promise.all([
      queue.dispatch('crisis.screen', { entryId }),
      queue.dispatch('analysis.emotion', { entryId }),
      queue.dispatch('crisis.screen', { entryId }),
      queue.dispatch('analysis.emotion', { entryId }),
    ]);
    const state = await eventually(
      async () => {
        const s = await fixture.entryState(entryId);
        return s.analysisStatus === 'complete' ? s : undefined;
      },
      { what: 'the analysis' },
    );
    expect(state.analyzer).toBe('lexicon');
    expect(state.guidance.filter((g) => g.source === 'crisis_screen')).toEqual([
      expect.objectContaining({ urgency: 'immediate', professionalType: 'crisis_support' }),
    ]);
    await eventually(
      () =>
        Promise.resolve(
          logger.lines.some(
            (l) => l.msg?.startsWith('mood pattern check') && JSON.stringify(l.obj).includes(entryId),
          )
            ? true
            : undefined,
        ),
      {
        what: 'notify.moodPattern',
      },
    );
  });

  it('keeps a failed job id free, so the sweeper can enqueue the entry again', async () => {
    const entryId = await fixture.writeEntry(CALM_TEXT);
    await queue.dispatch('analysis.emotion', { entryId });
    await eventually(async () =>
      (await fixture.entryState(entryId)).analysisStatus === 'complete' ? true : undefined,
    );
    const analysisQueue = queue.queues.get('analysis.emotion')!;
    // removeOnComplete / removeOnFail: nothing is left holding the id (BullMQ removes it once the handler returns).
    await eventually(async () =>
      (await analysisQueue.getJob(`analysis.emotion-${entryId}`)) === undefined ? true : undefined,
    );
  });
});

describe.skipIf(!hasRedisServer)('dispatch while Redis is in trouble', () => {
  let redis: ThrowawayRedis;
  let queue: BullmqQueue | undefined;

  beforeAll(async () => {
    redis = await startThrowawayRedis();
  });
  afterEach(async () => {
    redis.resume();
    await queue?.close();
    queue = undefined;
  });
  afterAll(async () => {
    await redis.stop();
  });

  it('returns at once when Redis is down, and says so in the log', async () => {
    const logger = createMemoryLogger();
    queue = createBullmqQueue({ redisUrl: 'redis://127.0.0.1:9', logger, prefix: 'iw-test-down' });
    const started = Date.now();
    await queue.dispatch('analysis.emotion', { entryId: '0b6f1c2e-5a43-4f0e-9d59-2a6c3f1d7e10' });
    expect(Date.now() - started).toBeLessThan(200);
    expect(
      logger.lines.some((l) => l.level === 'warn' && l.msg === 'job not enqueued: Redis is not connected'),
    ).toBe(true);
  });

  it('gives up after the time box when Redis stops answering, and the job still lands once it answers again', async () => {
    const logger = createMemoryLogger();
    queue = createBullmqQueue({
      redisUrl: redis.url,
      logger,
      prefix: 'iw-test-hang',
      dispatchTimeoutMs: 300,
    });
    await queue.dispatch('notify.moodPattern', {
      userId: '0b6f1c2e-5a43-4f0e-9d59-2a6c3f1d7e10',
      entryId: '7d1c9a3e-2b44-4e5f-8a6b-1c2d3e4f5a6b',
    }); // connects
    await eventually(async () =>
      (await queue!.queues.get('notify.moodPattern')!.count()) === 1 ? true : undefined,
    );

    redis.pause();
    const entryId = '9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a';
    const started = Date.now();
    await queue.dispatch('analysis.emotion', { entryId });
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(290);
    expect(waited).toBeLessThan(1000);
    expect(logger.lines.some((l) => l.msg === 'job enqueue timed out')).toBe(true);

    redis.resume();
    const job = await eventually(
      () => queue!.queues.get('analysis.emotion')!.getJob(`analysis.emotion-${entryId}`),
      {
        what: 'the late job',
      },
    );
    expect(job.data).toEqual({ entryId });
  });
});

import { spawnSync } from 'node:child_process';
import { startThrowawayRedis, type ThrowawayRedis } from '@innerweather/jobs/testing/throwaway-redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAPPY_TEXT, type Pipeline, startPipeline } from './pipeline-harness.ts';

const canRun = Boolean(process.env.DATABASE_URL) && spawnSync('redis-server', ['--version']).status === 0;

/**
 * Redis goes away (the machine's shared Redis is never touched: this test runs its own, without persistence,
 * so a restart comes back empty and every queued job is gone). Saving must still work, and nothing is lost.
 */
describe.skipIf(!canRun)('a Redis outage', () => {
  let redis: ThrowawayRedis;
  let pipeline: Pipeline;

  beforeAll(async () => {
    redis = await startThrowawayRedis();
    pipeline = await startPipeline({
      mode: 'services',
      redisUrl: redis.url,
      ollamaHost: 'http://127.0.0.1:9',
    });
    await pipeline.startWorker({ sweepIntervalMs: 250 });
  });
  afterAll(async () => {
    await redis?.start().catch(() => {}); // clean-up needs it
    await pipeline?.close();
    await redis?.stop();
  });

  it('still saves entries while Redis is down, and the sweeper gets them analysed once it is back', async () => {
    const cookie = await pipeline.signUp();
    const before = await pipeline.postEntry(cookie, `${HAPPY_TEXT} Before the outage.`);
    await pipeline.analysed(cookie, before.id);

    await redis.stop();
    const started = Date.now();
    const during = await pipeline.postEntry(cookie, `${HAPPY_TEXT} During the outage.`);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(during.analysisStatus).toBe('pending');
    // Nothing can run without Redis: the entry waits, listed as pending.
    await new Promise((r) => setTimeout(r, 500));
    expect((await pipeline.listEntries(cookie)).find((e) => e.id === during.id)?.analysisStatus).toBe(
      'pending',
    );

    await redis.start();
    const entry = await pipeline.analysed(cookie, during.id, 20_000);
    expect(entry.analyzer).toBe('lexicon');
    expect(entry.emotions[0]?.dominantEmotion).toBe('joy');
  });

  it('answers a save within the time box when Redis hangs instead of refusing', async () => {
    const cookie = await pipeline.signUp();
    redis.pause();
    let saved;
    try {
      const started = Date.now();
      saved = await pipeline.postEntry(cookie, `${HAPPY_TEXT} While Redis hangs.`);
      // One dispatch (the crisis screen, which queues the analysis), given up after at most 1.5 s.
      expect(Date.now() - started).toBeLessThan(2500);
      expect(saved.analysisStatus).toBe('pending');
    } finally {
      redis.resume();
    }
    // The late enqueue lands once Redis answers again (or the sweeper enqueues it): the entry is analysed.
    await pipeline.analysed(cookie, saved.id);
  });
});

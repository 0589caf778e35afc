import { startOllamaStandIn, type TOllamaStandIn } from '@innerweather/ai/testing/ollama-stand-in';
import { eventually } from '@innerweather/db/testing/eventually';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAPPY_TEXT, type Pipeline, startPipeline } from './pipeline-harness.ts';

const servicesAvailable = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

/**
 * A worker asked to close waits for its running jobs, but only as long as it is given: a stuck job (a model that
 * takes its whole time-out, a blocking Redis connection that never comes back) must not hold a shutdown for ever.
 */
describe.skipIf(!servicesAvailable)('closing a worker with a job still running', () => {
  let ollama: TOllamaStandIn;
  let pipeline: Pipeline;

  beforeAll(async () => {
    ollama = await startOllamaStandIn({ delayMs: 8000 }); // the analysis takes 8 s (time-out: 10 s)
    pipeline = await startPipeline({ mode: 'services', ollamaHost: ollama.url });
  });
  afterAll(async () => {
    await pipeline?.close();
    await ollama?.close();
  });

  it('stops waiting for the job when its grace period ends', async () => {
    const worker = await pipeline.startWorker();
    const cookie = await pipeline.signUp();
    await pipeline.postEntry(cookie, HAPPY_TEXT);
    await eventually(() => Promise.resolve(ollama.chatRequests().length > 0 ? true : undefined), {
      timeoutMs: 15_000,
      what: 'the analysis job reaching the model',
    });

    const started = Date.now();
    await worker.close({ graceMs: 1000 });
    expect(Date.now() - started).toBeLessThan(4000); // the job alone would have held it 8 s
  });
});

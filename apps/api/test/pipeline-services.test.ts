import {
  keywordAnalysis,
  startOllamaStandIn,
  type TOllamaStandIn,
} from '@innerweather/ai/testing/ollama-stand-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRISIS_TEXT, HAPPY_TEXT, type Pipeline, startPipeline } from './pipeline-harness.ts';

const servicesAvailable = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

/** Services mode: PostgreSQL, the API producing into BullMQ on Redis, workers consuming (here, in this process). */
describe.skipIf(!servicesAvailable)('services mode: PostgreSQL, BullMQ, a worker and Ollama', () => {
  let ollama: TOllamaStandIn;
  let pipeline: Pipeline;

  beforeAll(async () => {
    // A model that never writes guidance: crisis guidance must come from the deterministic screen alone.
    ollama = await startOllamaStandIn({
      delayMs: 300,
      respond: (request) =>
        JSON.stringify({ ...keywordAnalysis(request.messages.at(-1)?.content ?? ''), guidance: [] }),
    });
    pipeline = await startPipeline({ mode: 'services', ollamaHost: ollama.url });
    await pipeline.startWorker();
  });
  afterAll(async () => {
    await pipeline?.close();
    await ollama?.close();
  });

  it('saves and returns the entry pending before analysis, then the worker analyses it through Ollama', async () => {
    expect(pipeline.runtime.jobs.mode).toBe('bullmq');
    const cookie = await pipeline.signUp();
    const started = Date.now();
    const saved = await pipeline.postEntry(cookie, HAPPY_TEXT);
    const saveMs = Date.now() - started;
    expect(saved).toMatchObject({ analysisStatus: 'pending', analyzer: null, emotions: [] });
    expect(saveMs).toBeLessThan(300); // the model takes 300 ms: the save did not wait for it
    expect((await pipeline.listEntries(cookie)).find((e) => e.id === saved.id)?.analysisStatus).toBe(
      'pending',
    );

    const entry = await pipeline.analysed(cookie, saved.id);
    expect(entry.analyzer).toBe('ollama');
    expect(entry.emotions[0]).toMatchObject({ dominantEmotion: 'joy' });
    expect(entry.emotions[0]!.insights[0]).toMatch(/^The model noticed/);
    const chats = ollama.chatRequests().filter((r) => r.messages.some((m) => m.content.includes(HAPPY_TEXT)));
    expect(chats).toHaveLength(1);
    expect(chats[0]!.model).toBe('llama3.2:3b');
  });

  it('stores immediate crisis_support guidance for a crisis entry even when the model writes no guidance', async () => {
    const cookie = await pipeline.signUp();
    const saved = await pipeline.postEntry(cookie, CRISIS_TEXT);
    expect((await pipeline.analysed(cookie, saved.id)).analyzer).toBe('ollama');
    const guidance = await pipeline.guidanceOf(cookie, saved.id);
    expect(guidance).toHaveLength(1);
    expect(guidance[0]).toMatchObject({
      urgency: 'immediate',
      professionalType: 'crisis_support',
      isAcknowledged: false,
    });
    expect(guidance[0]!.recommendation).toMatch(/emergency/i);
  });
});

describe.skipIf(!servicesAvailable)('services mode with Ollama unreachable', () => {
  let pipeline: Pipeline;

  beforeAll(async () => {
    pipeline = await startPipeline({ mode: 'services', ollamaHost: 'http://127.0.0.1:9' });
    await pipeline.startWorker();
  });
  afterAll(() => pipeline?.close());

  it('analyses with the built-in lexicon and records which analyzer answered', async () => {
    const cookie = await pipeline.signUp();
    const saved = await pipeline.postEntry(cookie, HAPPY_TEXT);
    const entry = await pipeline.analysed(cookie, saved.id);
    expect(entry.analyzer).toBe('lexicon');
    expect(entry.emotions[0]?.dominantEmotion).toBe('joy');
    expect(entry.emotions[0]!.insights[0]).not.toMatch(/^The model noticed/);
  });
});

import {
  keywordAnalysis,
  startOllamaStandIn,
  type TOllamaStandIn,
} from '@innerweather/ai/testing/ollama-stand-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRISIS_TEXT, HAPPY_TEXT, type Pipeline, startPipeline } from './pipeline-harness.ts';

/**
 * Embedded mode (`pnpm start` without DATABASE_URL or REDIS_URL): PGlite and the in-process runner, whatever the
 * environment of the test run. Same flow as services mode: saved pending, analysed off the request path.
 */
describe('embedded mode: PGlite and in-process jobs', () => {
  let ollama: TOllamaStandIn;
  let pipeline: Pipeline;

  beforeAll(async () => {
    // A model that never writes guidance: crisis guidance must come from the deterministic screen alone.
    ollama = await startOllamaStandIn({
      delayMs: 300,
      respond: (request) =>
        JSON.stringify({ ...keywordAnalysis(request.messages.at(-1)?.content ?? ''), guidance: [] }),
    });
    pipeline = await startPipeline({ mode: 'embedded', ollamaHost: ollama.url });
  });
  afterAll(async () => {
    await pipeline.close();
    await ollama.close().catch(() => {}); // the last test already stopped it
  });

  it('saves and returns the entry pending, then analyses it in-process through Ollama', async () => {
    expect(pipeline.runtime.jobs.mode).toBe('in-process');
    const cookie = await pipeline.signUp();
    const saved = await pipeline.postEntry(cookie, HAPPY_TEXT);
    expect(saved).toMatchObject({ analysisStatus: 'pending', analyzer: null, emotions: [] });
    // The model is still thinking (300 ms): the journal already lists the entry, pending.
    expect((await pipeline.listEntries(cookie)).find((e) => e.id === saved.id)?.analysisStatus).toBe(
      'pending',
    );

    const entry = await pipeline.analysed(cookie, saved.id);
    expect(entry.analyzer).toBe('ollama');
    expect(entry.emotions[0]).toMatchObject({ dominantEmotion: 'joy' });
    expect(entry.emotions[0]!.insights[0]).toMatch(/^The model noticed/);
    expect(ollama.chatRequests().some((r) => r.messages.some((m) => m.content.includes(HAPPY_TEXT)))).toBe(
      true,
    );
  });

  it('stores immediate crisis_support guidance for a crisis entry even when the model writes no guidance', async () => {
    const cookie = await pipeline.signUp();
    const saved = await pipeline.postEntry(cookie, CRISIS_TEXT);
    expect((await pipeline.analysed(cookie, saved.id)).analyzer).toBe('ollama');
    expect(ollama.chatRequests().some((r) => r.messages.some((m) => m.content.includes(CRISIS_TEXT)))).toBe(
      true,
    );
    const guidance = await pipeline.guidanceOf(cookie, saved.id);
    expect(guidance).toHaveLength(1);
    expect(guidance[0]).toMatchObject({
      urgency: 'immediate',
      professionalType: 'crisis_support',
      isAcknowledged: false,
    });
    expect(guidance[0]!.recommendation).toMatch(/emergency/i);
  });

  it('analyses with the built-in lexicon once Ollama stops answering, and records it', async () => {
    await ollama.close(); // Ollama is down: its port refuses connections
    const cookie = await pipeline.signUp();
    const saved = await pipeline.postEntry(cookie, HAPPY_TEXT);
    const entry = await pipeline.analysed(cookie, saved.id);
    expect(entry.analyzer).toBe('lexicon');
    expect(entry.emotions[0]?.dominantEmotion).toBe('joy');
    expect(entry.emotions[0]!.insights[0]).not.toMatch(/^The model noticed/);
  });
});

import { afterEach, describe, expect, it } from 'vitest';

import { createEmotionAnalyzer } from './emotion-analyzer.ts';
import type { TAnalyzerLogger } from './emotion-analyzer.ts';
import { startOllamaStandIn } from './testing/ollama-stand-in.ts';
import type { TOllamaStandIn } from './testing/ollama-stand-in.ts';

let standIn: TOllamaStandIn | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

/** Keeps what the analyzer logged, so a test can check that a fallback was reported. */
function recordingLogger() {
  const lines: Array<{ level: 'warn' | 'info'; message: string | undefined; details: unknown }> = [];
  const logger: TAnalyzerLogger = {
    warn: (details, message) => lines.push({ level: 'warn', message, details }),
    info: (details, message) => lines.push({ level: 'info', message, details }),
  };
  return { logger, lines };
}

const HAPPY_ENTRY = 'I am so happy today, the sun came out and I feel wonderful and grateful.';

describe('emotion analyzer', () => {
  it('analyses through Ollama when it has the model, and says so', async () => {
    standIn = await startOllamaStandIn();
    const analyzer = createEmotionAnalyzer({
      mode: 'auto',
      host: standIn.url,
      model: 'llama3.2:3b',
      timeoutMs: 5_000,
    });

    const result = await analyzer.analyze(HAPPY_ENTRY);

    expect(result).toMatchObject({ analyzer: 'ollama', model: 'llama3.2:3b', dominantEmotion: 'joy' });
    expect(result.insights[0]).toMatch(/^The model noticed/);
    expect(standIn.chatRequests()).toHaveLength(1);
  });

  it('falls back to the lexicon when the model replies with something that is not JSON', async () => {
    standIn = await startOllamaStandIn({ respond: () => 'I think they feel happy!' });
    const { logger, lines } = recordingLogger();
    const analyzer = createEmotionAnalyzer({
      mode: 'auto',
      host: standIn.url,
      model: 'llama3.2:3b',
      timeoutMs: 5_000,
      logger,
    });

    const result = await analyzer.analyze(HAPPY_ENTRY);

    expect(result).toMatchObject({ analyzer: 'lexicon', model: null, dominantEmotion: 'joy' });
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'info',
        details: expect.objectContaining({ failure: 'invalid_output' }),
      }),
    );
  });

  it('falls back to the lexicon when nothing listens on the Ollama host', async () => {
    const closed = await startOllamaStandIn();
    await closed.close();
    const analyzer = createEmotionAnalyzer({
      mode: 'auto',
      host: closed.url,
      model: 'llama3.2:3b',
      timeoutMs: 5_000,
    });

    await expect(analyzer.analyze(HAPPY_ENTRY)).resolves.toMatchObject({ analyzer: 'lexicon', model: null });
  });

  it('falls back to the lexicon within about the time-out when the model is too slow', async () => {
    standIn = await startOllamaStandIn({ delayMs: 10_000 });
    const analyzer = createEmotionAnalyzer({
      mode: 'auto',
      host: standIn.url,
      model: 'llama3.2:3b',
      timeoutMs: 400,
    });

    const started = Date.now();
    const result = await analyzer.analyze(HAPPY_ENTRY);

    expect(result.analyzer).toBe('lexicon');
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it('after a time-out, skips Ollama for the next entries instead of waiting again each time', async () => {
    standIn = await startOllamaStandIn({ delayMs: 10_000 });
    const analyzer = createEmotionAnalyzer({
      mode: 'auto',
      host: standIn.url,
      model: 'llama3.2:3b',
      timeoutMs: 300,
    });
    await analyzer.analyze(HAPPY_ENTRY);

    const started = Date.now();
    for (let i = 0; i < 3; i++) expect((await analyzer.analyze(HAPPY_ENTRY)).analyzer).toBe('lexicon');

    expect(Date.now() - started).toBeLessThan(250);
    expect(standIn.chatRequests()).toHaveLength(1);
  });

  it('checks availability once per interval, not once per entry, and checks again after it', async () => {
    standIn = await startOllamaStandIn();
    let clock = 0;
    const analyzer = createEmotionAnalyzer({
      mode: 'auto',
      host: standIn.url,
      model: 'llama3.2:3b',
      timeoutMs: 5_000,
      availabilityTtlMs: 30_000,
      now: () => clock,
    });
    const tagChecks = () => standIn?.requests.filter((request) => request.path === '/api/tags').length;

    await Promise.all([analyzer.analyze(HAPPY_ENTRY), analyzer.analyze(HAPPY_ENTRY)]);
    await analyzer.analyze(HAPPY_ENTRY);
    expect(tagChecks()).toBe(1);

    clock += 30_001;
    await analyzer.analyze(HAPPY_ENTRY);
    expect(tagChecks()).toBe(2);
  });

  it('uses the lexicon when Ollama lacks the model', async () => {
    standIn = await startOllamaStandIn({ models: ['mistral:7b'] });
    const analyzer = createEmotionAnalyzer({
      mode: 'auto',
      host: standIn.url,
      model: 'llama3.2:3b',
      timeoutMs: 5_000,
    });

    await expect(analyzer.analyze(HAPPY_ENTRY)).resolves.toMatchObject({ analyzer: 'lexicon' });
    expect(await analyzer.isOllamaAvailable()).toBe(false);
    expect(standIn.chatRequests()).toHaveLength(0);
  });

  it('never contacts Ollama in lexicon mode', async () => {
    standIn = await startOllamaStandIn();
    const analyzer = createEmotionAnalyzer({
      mode: 'lexicon',
      host: standIn.url,
      model: 'llama3.2:3b',
      timeoutMs: 5_000,
    });

    await expect(analyzer.analyze(HAPPY_ENTRY)).resolves.toMatchObject({ analyzer: 'lexicon', model: null });
    expect(await analyzer.isOllamaAvailable()).toBe(false);
    expect(standIn.requests).toEqual([]);
  });

  it('says once, not once per entry, that Ollama is away', async () => {
    const closed = await startOllamaStandIn();
    await closed.close();
    const { logger, lines } = recordingLogger();
    const analyzer = createEmotionAnalyzer({
      mode: 'auto',
      host: closed.url,
      model: 'llama3.2:3b',
      timeoutMs: 1_000,
      logger,
      availabilityTtlMs: 0,
    });

    for (let i = 0; i < 5; i++) expect((await analyzer.analyze(HAPPY_ENTRY)).analyzer).toBe('lexicon');

    expect(lines.map((line) => line.message)).toEqual([
      'Ollama or its model is not available; analysing with the built-in lexicon',
    ]);
  });

  it('in ollama mode still falls back, but logs a warning', async () => {
    const closed = await startOllamaStandIn();
    await closed.close();
    const { logger, lines } = recordingLogger();
    const analyzer = createEmotionAnalyzer({
      mode: 'ollama',
      host: closed.url,
      model: 'llama3.2:3b',
      timeoutMs: 1_000,
      logger,
    });

    await expect(analyzer.analyze(HAPPY_ENTRY)).resolves.toMatchObject({ analyzer: 'lexicon' });
    expect(lines.map((line) => line.level)).toEqual(['warn']);
  });

  it('turns crisis guidance the model writes into its risk tier (crisis text is written in advance)', async () => {
    standIn = await startOllamaStandIn({
      respond: () =>
        JSON.stringify({
          scores: { joy: 0, calm: 0, anxiety: 0.4, sadness: 0.9, anger: 0.1 },
          dominantEmotion: 'sadness',
          confidence: 0.8,
          insights: ['You sound exhausted and very low.', 'You do not have to carry this alone.'],
          keywords: ['exhausted', 'alone'],
          guidance: [
            {
              concern: 'Possible risk to your safety',
              recommendation: 'Please contact local emergency services or a crisis line now.',
              reasoning: 'The entry suggests hopelessness.',
              urgency: 'immediate',
              professionalType: 'crisis_support',
            },
          ],
        }),
    });
    const analyzer = createEmotionAnalyzer({
      mode: 'ollama',
      host: standIn.url,
      model: 'llama3.2:3b',
      timeoutMs: 5_000,
    });

    const result = await analyzer.analyze('Everything feels heavy and pointless lately.');
    expect(result.analyzer).toBe('ollama');
    expect(result.risk).toBe('crisis');
    expect(result.guidance).toEqual([]);
  });
});

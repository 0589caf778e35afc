import {
  keywordAnalysis,
  startOllamaStandIn,
  type TOllamaStandIn,
} from '@innerweather/ai/testing/ollama-stand-in';
import type { TStats } from '@innerweather/validators/journal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Pipeline, startPipeline } from './pipeline-harness.ts';

/**
 * After the crisis screen (or the LLM) gives an entry a tier, the rest of the product agrees with it, over HTTP:
 * the entry never reads as joy or calm, does not count toward positive mood, and the LLM can add a tier but never
 * remove one. The stand-in model always calls the entry joyful; what it says about risk is chosen per entry.
 */
const SCREEN_CATCHES = "I don't want to be alive anymore. I'm going to end my life this weekend.";
const SCREEN_MISSES = 'Lovely lunch with Gran, then a nap in the sun. Good day.';
const MODEL_SEES_RISK = 'nap in the sun';

describe('crisis entries over HTTP', () => {
  let ollama: TOllamaStandIn;
  let pipeline: Pipeline;

  beforeAll(async () => {
    ollama = await startOllamaStandIn({
      respond: (request) => {
        const text = request.messages.at(-1)?.content ?? '';
        return JSON.stringify({
          ...keywordAnalysis('I am so happy, joyful and grateful today.'),
          insights: ['Moments like this are worth savouring.', 'You sound full of joy.'],
          keywords: ['happy', 'grateful', 'gran'],
          guidance: [],
          risk: text.includes(MODEL_SEES_RISK) ? 'crisis' : 'none',
        });
      },
    });
    pipeline = await startPipeline({ mode: 'embedded', ollamaHost: ollama.url, analyzer: 'ollama' });
  });
  afterAll(async () => {
    await pipeline.close();
    await ollama.close();
  });

  const stats = async (cookie: string) =>
    (await pipeline.app.inject({ method: 'GET', url: '/api/stats', headers: { cookie } })).json<TStats>();

  it('keeps the screen’s crisis tier when the model answers "no risk", and never reads the entry as joy', async () => {
    const cookie = await pipeline.signUp();
    const saved = await pipeline.postEntry(cookie, SCREEN_CATCHES);
    const entry = await pipeline.analysed(cookie, saved.id);

    expect(entry.analyzer).toBe('ollama');
    const [emotion] = entry.emotions;
    expect(['joy', 'calm']).not.toContain(emotion?.dominantEmotion);
    expect(emotion!.joy).toBeLessThan(emotion![emotion!.dominantEmotion!]);
    expect(emotion!.insights.join(' ')).not.toMatch(/savouring|joy/i);
    expect(emotion!.keywords).not.toContain('happy');
    expect(await pipeline.guidanceOf(cookie, saved.id)).toEqual([
      expect.objectContaining({
        urgency: 'immediate',
        professionalType: 'crisis_support',
        isAcknowledged: false,
      }),
    ]);
    expect((await stats(cookie)).positivityPercentage).toBe(0);
  });

  it('adds the crisis tier when the model answers "crisis" on an entry the screen missed', async () => {
    const cookie = await pipeline.signUp();
    const saved = await pipeline.postEntry(cookie, SCREEN_MISSES);
    const entry = await pipeline.analysed(cookie, saved.id);

    expect(await pipeline.guidanceOf(cookie, saved.id)).toEqual([
      expect.objectContaining({ urgency: 'immediate', professionalType: 'crisis_support' }),
    ]);
    expect(['joy', 'calm']).not.toContain(entry.emotions[0]?.dominantEmotion);
    expect((await stats(cookie)).positivityPercentage).toBe(0);
    const recorded = await pipeline.runtime.services.safety.resultFor('entry', saved.id);
    expect(recorded).toMatchObject({ tier: 'crisis', layer: 'llm' });
  });

  it('counts an ordinary joyful entry as positive mood, so the figures above are the crisis rule at work', async () => {
    const cookie = await pipeline.signUp();
    const saved = await pipeline.postEntry(cookie, 'Picnic in the park with friends, sunshine all day.');
    const entry = await pipeline.analysed(cookie, saved.id);
    expect(entry.emotions[0]?.dominantEmotion).toBe('joy');
    expect(await pipeline.guidanceOf(cookie, saved.id)).toEqual([]);
    expect((await stats(cookie)).positivityPercentage).toBe(100);
  });
});

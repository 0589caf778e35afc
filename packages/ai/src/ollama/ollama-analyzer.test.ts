import { ZEmotionAnalysisSchema } from '@innerweather/validators/journal';
import { afterEach, describe, expect, it } from 'vitest';

import {
  ANALYSIS_SYSTEM_PROMPT,
  OllamaAnalyzerError,
  contextFor,
  createOllamaAnalyzer,
  normaliseLlmAnalysis,
  sameModel,
} from './ollama-analyzer.ts';
import { keywordAnalysis, startOllamaStandIn } from '../testing/ollama-stand-in.ts';
import type { TOllamaStandIn } from '../testing/ollama-stand-in.ts';

let standIn: TOllamaStandIn | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

describe('Ollama analyzer', () => {
  it('asks the model once with the JSON schema as format, temperature 0 and no streaming, and returns its analysis', async () => {
    standIn = await startOllamaStandIn();
    const ollama = createOllamaAnalyzer({ host: standIn.url, model: 'llama3.2:3b', timeoutMs: 5_000 });

    const analysis = await ollama.analyze('I am so happy and grateful today, what a great day.');

    const chats = standIn.chatRequests();
    expect(chats).toHaveLength(1);
    const [request] = chats;
    expect(request?.model).toBe('llama3.2:3b');
    expect(request?.stream).toBe(false);
    expect(request?.options).toEqual({ temperature: 0, num_ctx: 4096 });
    expect(request?.format).toMatchObject({
      type: 'object',
      properties: {
        scores: { type: 'object' },
        dominantEmotion: { enum: ['joy', 'calm', 'anxiety', 'sadness', 'anger'] },
      },
      required: expect.arrayContaining([
        'scores',
        'dominantEmotion',
        'confidence',
        'insights',
        'keywords',
        'guidance',
      ]),
    });
    expect(request?.messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(request?.messages[1]?.content).toBe('I am so happy and grateful today, what a great day.');

    const { risk, ...stored } = analysis;
    expect(risk).toBeNull();
    expect(ZEmotionAnalysisSchema.parse(stored)).toEqual(stored);
    expect(analysis.dominantEmotion).toBe('joy');
    expect(analysis.insights[0]).toMatch(/^The model noticed joy/);
  });

  it('rejects with invalid_output when the model does not reply with JSON', async () => {
    standIn = await startOllamaStandIn({ respond: () => 'Sure! Here is the analysis: joy.' });
    const ollama = createOllamaAnalyzer({ host: standIn.url, model: 'llama3.2:3b', timeoutMs: 5_000 });
    await expect(ollama.analyze('A fine day.')).rejects.toMatchObject({
      name: 'OllamaAnalyzerError',
      kind: 'invalid_output',
    });
  });

  it('rejects with invalid_output when the JSON lacks the analysis fields', async () => {
    standIn = await startOllamaStandIn({ respond: () => JSON.stringify({ mood: 'good' }) });
    const ollama = createOllamaAnalyzer({ host: standIn.url, model: 'llama3.2:3b', timeoutMs: 5_000 });
    await expect(ollama.analyze('A fine day.')).rejects.toBeInstanceOf(OllamaAnalyzerError);
  });

  it('rejects with timeout close to the deadline when the model is slow', async () => {
    standIn = await startOllamaStandIn({ delayMs: 10_000 });
    const ollama = createOllamaAnalyzer({ host: standIn.url, model: 'llama3.2:3b', timeoutMs: 300 });
    const started = Date.now();
    await expect(ollama.analyze('A slow day.')).rejects.toMatchObject({ kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('rejects with unreachable when nothing listens on the host', async () => {
    const closed = await startOllamaStandIn();
    await closed.close();
    const ollama = createOllamaAnalyzer({ host: closed.url, model: 'llama3.2:3b', timeoutMs: 5_000 });
    await expect(ollama.analyze('Anyone there?')).rejects.toMatchObject({ kind: 'unreachable' });
  });

  it('rejects with http_error when Ollama does not have the model', async () => {
    standIn = await startOllamaStandIn({ models: ['mistral:7b'] });
    const ollama = createOllamaAnalyzer({ host: standIn.url, model: 'llama3.2:3b', timeoutMs: 5_000 });
    await expect(ollama.analyze('Hello')).rejects.toMatchObject({ kind: 'http_error' });
  });
});

describe('Ollama availability', () => {
  it('is available when /api/tags lists the model, with or without ":latest"', async () => {
    standIn = await startOllamaStandIn({ models: ['llama3.2:3b', 'qwen2.5'] });
    expect(
      await createOllamaAnalyzer({ host: standIn.url, model: 'llama3.2:3b', timeoutMs: 1_000 }).isAvailable(),
    ).toBe(true);
    expect(
      await createOllamaAnalyzer({
        host: standIn.url,
        model: 'qwen2.5:latest',
        timeoutMs: 1_000,
      }).isAvailable(),
    ).toBe(true);
    expect(standIn.requests.every((request) => request.path === '/api/tags')).toBe(true);
  });

  it('is not available when the model is missing or nothing listens', async () => {
    standIn = await startOllamaStandIn({ models: ['mistral:7b'] });
    expect(
      await createOllamaAnalyzer({ host: standIn.url, model: 'llama3.2:3b', timeoutMs: 1_000 }).isAvailable(),
    ).toBe(false);
    const closed = await startOllamaStandIn();
    await closed.close();
    expect(
      await createOllamaAnalyzer({ host: closed.url, model: 'llama3.2:3b', timeoutMs: 1_000 }).isAvailable(),
    ).toBe(false);
  });

  it('treats "name" and "name:latest" as the same model, and other tags as different', () => {
    expect(sameModel('llama3.2', 'llama3.2:latest')).toBe(true);
    expect(sameModel('llama3.2:3b', 'llama3.2:latest')).toBe(false);
  });
});

describe('normalising the model reply', () => {
  const reply = keywordAnalysis('I am so angry and furious, also a bit sad.');

  it('clamps scores, recomputes a dominant emotion that is not the top score, and trims insights to four', () => {
    const analysis = normaliseLlmAnalysis({
      ...reply,
      scores: { joy: 1.4, calm: -0.2, anxiety: 0.1, sadness: 0.3, anger: 0.9 },
      dominantEmotion: 'anger',
      confidence: 3,
      insights: ['One.', 'Two.', 'Three.', 'Four.', 'Five.', 'Six.'],
    });
    expect(analysis.scores).toEqual({ joy: 1, calm: 0, anxiety: 0.1, sadness: 0.3, anger: 0.9 });
    expect(analysis.dominantEmotion).toBe('joy');
    expect(analysis.confidence).toBe(1);
    expect(analysis.insights).toEqual(['One.', 'Two.', 'Three.', 'Four.']);
  });

  it('drops a guidance item with an unknown urgency, and reads a crisis item it writes as its risk tier', () => {
    const analysis = normaliseLlmAnalysis({
      ...reply,
      guidance: [
        {
          concern: 'x',
          recommendation: 'y',
          reasoning: 'z',
          urgency: 'urgent!!',
          professionalType: 'life_coach',
        },
        {
          concern: 'Risk',
          recommendation: 'Contact emergency services now.',
          reasoning: 'r',
          urgency: 'immediate',
          professionalType: 'crisis_support',
        },
      ],
    });
    // Crisis guidance is written in advance, never generated: the item becomes the crisis tier.
    expect(analysis.guidance).toEqual([]);
    expect(analysis.risk).toBe('crisis');
  });

  it("reads the model's risk tier, and none when it says none or nothing", () => {
    expect(normaliseLlmAnalysis({ ...reply, risk: 'distress' }).risk).toBe('distress');
    expect(normaliseLlmAnalysis({ ...reply, risk: 'none' }).risk).toBeNull();
    expect(normaliseLlmAnalysis(reply).risk).toBeNull();
  });

  it('sizes the context to the prompt, so a long entry never cuts the instructions off', () => {
    expect(contextFor('short')).toBe(4096);
    expect(contextFor('x'.repeat(20_000))).toBeGreaterThanOrEqual(
      Math.ceil((ANALYSIS_SYSTEM_PROMPT.length + 20_000) / 3),
    );
  });

  it('rejects a reply with fewer than two insights', () => {
    expect(() => normaliseLlmAnalysis({ ...reply, insights: ['Only one.'] })).toThrow(OllamaAnalyzerError);
  });
});

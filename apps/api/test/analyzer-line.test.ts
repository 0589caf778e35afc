import { describe, expect, it } from 'vitest';
import { analyzerLine } from '@innerweather/runtime/analyzer-line';

const env = { OLLAMA_HOST: 'http://127.0.0.1:11434', OLLAMA_MODEL: 'llama3.2:3b' };

describe('the start-up line naming the analyzer that reads entries', () => {
  it('names the model and host when Ollama answers with it', () => {
    expect(analyzerLine(env, 'ok')).toBe(
      'Entries are read by llama3.2:3b in Ollama at http://127.0.0.1:11434',
    );
  });

  it('says the built-in analyzer reads entries, in English only, until Ollama answers', () => {
    expect(analyzerLine(env, 'unavailable')).toBe(
      'No Ollama answers at http://127.0.0.1:11434 with llama3.2:3b: entries are read by the built-in analyzer (English only) until one does',
    );
  });

  it('says so when the built-in analyzer is chosen', () => {
    expect(analyzerLine(env, 'not used')).toBe(
      'Entries are read by the built-in analyzer (ANALYZER=lexicon; English only)',
    );
  });
});

import { Ollama } from 'ollama';

import { OllamaAnalyzerError } from './ollama-analyzer.ts';

/**
 * A streaming chat with the local Ollama model, for the coach: the answer's text is handed over as it arrives
 * (so the web app can show it being written) and returned whole at the end. The deadline covers the whole answer
 * and aborts the HTTP stream; failures reject with OllamaAnalyzerError (kind: unreachable, timeout, http_error,
 * invalid_output for an empty answer).
 */

export interface TOllamaChatOptions {
  host: string;
  model: string;
  /** The whole answer must arrive within this many milliseconds. */
  timeoutMs: number;
  fetch?: typeof fetch;
}

export interface TOllamaChatRequest {
  messages: Array<{ role: 'system' | 'user' | 'assistant'; content: string }>;
  /** Context window in tokens, sized by the caller so its instructions are never cut. */
  numCtx: number;
  temperature?: number;
  /** Called with the whole text so far each time more arrives. */
  onText?: (textSoFar: string) => void | Promise<void>;
}

export interface TOllamaChat {
  readonly model: string;
  stream(request: TOllamaChatRequest): Promise<string>;
}

export function createOllamaChat(options: TOllamaChatOptions): TOllamaChat {
  const { host, model, timeoutMs } = options;
  const baseFetch = options.fetch ?? fetch;
  return {
    model,
    async stream({ messages, numCtx, temperature = 0.4, onText }) {
      const controller = new AbortController();
      const client = new Ollama({
        host,
        fetch: (input, init) => baseFetch(input, { ...init, signal: controller.signal }),
      });
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs);
      let text = '';
      try {
        const parts = await client.chat({
          model,
          messages,
          stream: true,
          options: { num_ctx: numCtx, temperature },
        });
        for await (const part of parts) {
          const delta = part.message?.content ?? '';
          if (delta) {
            text += delta;
            await onText?.(text);
          }
          if (timedOut) break;
        }
        if (timedOut)
          throw new OllamaAnalyzerError('timeout', `Ollama did not finish within ${timeoutMs} ms`);
      } catch (error) {
        if (error instanceof OllamaAnalyzerError) throw error;
        if (timedOut)
          throw new OllamaAnalyzerError('timeout', `Ollama did not finish within ${timeoutMs} ms`, {
            cause: error,
          });
        // Not quoted: a broken answer may hold the model's words about an entry.
        if (error instanceof SyntaxError)
          throw new OllamaAnalyzerError('invalid_output', 'Ollama answered with something that is not JSON', {
            cause: error,
          });
        if (error instanceof Error && 'status_code' in error)
          throw new OllamaAnalyzerError('http_error', `Ollama answered with an error: ${error.message}`, {
            cause: error,
          });
        const message = error instanceof Error ? error.message : String(error);
        throw new OllamaAnalyzerError('unreachable', `Ollama could not be reached: ${message}`, {
          cause: error,
        });
      } finally {
        clearTimeout(timer);
      }
      if (!text.trim()) throw new OllamaAnalyzerError('invalid_output', 'The model gave an empty answer');
      return text;
    },
  };
}

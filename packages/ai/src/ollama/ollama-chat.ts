import { Ollama } from 'ollama';

import { OllamaAnalyzerError } from './ollama-analyzer.ts';

/**
 * A streaming chat with the local Ollama model, for the coach: the answer's text is handed over as it arrives
 * (so the web app can show it being written) and returned whole at the end. The deadline covers the whole answer
 * and aborts the HTTP stream; failures reject with OllamaAnalyzerError (kind: unreachable, timeout, http_error,
 * invalid_output for an answer that is empty or garbage once its control characters are gone).
 */

/** Control characters (C0, DEL, C1) but tab and newline: never part of an answer a person should read. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
/** A letter or a digit of any script: an answer without one says nothing. */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** The answer as a person reads it: line ends made newlines, other control characters dropped. */
function readableText(raw: string): string {
  return raw.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '');
}

/**
 * The answer to keep, or null when it is garbage: nothing readable once control characters are dropped, or more
 * control characters and U+FFFD (bytes that were not UTF-8) than readable characters, as when a model emits binary
 * junk of which a stray letter survives.
 */
function keptAnswer(raw: string): string | null {
  const text = readableText(raw);
  if (!WORD_CHARACTER.test(text)) return null;
  const dropped = raw.replace(/\r\n?/g, '\n').length - text.length;
  const junk = dropped + (text.match(/\uFFFD/g)?.length ?? 0);
  const readable = text.replace(/[\s\uFFFD]/g, '').length;
  return junk > readable ? null : text;
}

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
            const shown = readableText(text);
            if (shown.trim()) await onText?.(shown);
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
      const kept = keptAnswer(text);
      // Not quoted, as above: the words may retell an entry.
      if (kept === null) throw new OllamaAnalyzerError('invalid_output', 'The model gave a garbled answer');
      return kept;
    },
  };
}

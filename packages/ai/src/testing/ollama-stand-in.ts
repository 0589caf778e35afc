import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Ollama in tests: a real HTTP server on 127.0.0.1 (port 0) that speaks the two calls Innerweather
 * makes, so the real `ollama` client code runs end to end. Nothing is mocked.
 *
 *   POST /api/chat  non-streaming chat: `{ model, created_at, message: { role: 'assistant', content }, done: true,
 *                   done_reason: 'stop', ...durations }`. 404 `{ error }` when the model is not in `models`, like Ollama.
 *                   With `stream: true` it answers NDJSON like Ollama: the content in word-sized chunks
 *                   (`done: false`, `chunkDelayMs` apart), then a last line with empty content and `done: true`.
 *   GET  /api/tags  `{ models: [{ name, model, modified_at, size, digest, details }] }` for the configured models.
 *
 * Usage:
 *   const ollama = await startOllamaStandIn();                 // has llama3.2:3b; a keyword analysis, or a fixed coach answer
 *   const ollama = await startOllamaStandIn({
 *     models: ['llama3.2:3b'],                                 // what /api/tags lists and /api/chat accepts
 *     respond: (request) => '{"not":"an analysis"}',           // message.content to send; may be async; throw → 500
 *     delayMs: 5_000,                                          // wait before answering /api/chat (time-out tests)
 *     chunkDelayMs: 50,                                        // pause between streamed chunks
 *   });
 *   ollama.url                                                 // e.g. http://127.0.0.1:54321, for OLLAMA_HOST
 *   ollama.requests                                            // every request received: { method, path, body }
 *   ollama.chatRequests()                                      // the parsed /api/chat bodies only
 *   await ollama.close();                                      // also drops kept-alive and delayed connections
 */

export interface TOllamaChatRequest {
  model: string;
  messages: Array<{ role: string; content: string }>;
  format?: unknown;
  options?: Record<string, unknown>;
  stream?: boolean;
  [key: string]: unknown;
}

export interface TRecordedOllamaRequest {
  method: string;
  path: string;
  /** The parsed JSON body, or null for bodiless or non-JSON requests. */
  body: unknown;
}

export interface TOllamaStandInOptions {
  /** Models the server has. Default: ['llama3.2:3b']. */
  models?: string[];
  /** Produces `message.content` for a chat request. Default: {@link keywordAnalysis} of the last user message. */
  respond?: (request: TOllamaChatRequest) => string | Promise<string>;
  /** Milliseconds to wait before answering /api/chat. Default 0. */
  delayMs?: number;
  /** Streaming answers: milliseconds between chunks, so a client can be seen receiving them. Default 0. */
  chunkDelayMs?: number;
}

export interface TOllamaStandIn {
  url: string;
  requests: TRecordedOllamaRequest[];
  chatRequests(): TOllamaChatRequest[];
  close(): Promise<void>;
}

export const STAND_IN_DEFAULT_MODEL = 'llama3.2:3b';

function withTag(name: string): string {
  return name.includes(':') ? name : `${name}:latest`;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function parseJson(raw: string): unknown {
  try {
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  if (response.destroyed || response.writableEnded) return;
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

export async function startOllamaStandIn(options: TOllamaStandInOptions = {}): Promise<TOllamaStandIn> {
  const models = options.models ?? [STAND_IN_DEFAULT_MODEL];
  const respond =
    options.respond ??
    ((request: TOllamaChatRequest) =>
      isCoachRequest(request)
        ? STAND_IN_COACH_ANSWER
        : JSON.stringify(keywordAnalysis(lastUserMessage(request))));
  const delayMs = options.delayMs ?? 0;
  const chunkDelayMs = options.chunkDelayMs ?? 0;
  const requests: TRecordedOllamaRequest[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  async function handleChat(body: unknown, response: ServerResponse): Promise<void> {
    const request = body as TOllamaChatRequest | null;
    if (!request || typeof request.model !== 'string') {
      sendJson(response, 400, { error: 'model is required' });
      return;
    }
    if (!models.some((name) => withTag(name) === withTag(request.model))) {
      sendJson(response, 404, { error: `model "${request.model}" not found, try pulling it first` });
      return;
    }
    if (delayMs > 0) await wait(delayMs);
    let content: string;
    try {
      content = await respond(request);
    } catch (error) {
      sendJson(response, 500, { error: error instanceof Error ? error.message : String(error) });
      return;
    }
    const reply = {
      model: request.model,
      created_at: new Date().toISOString(),
      message: { role: 'assistant', content },
      done_reason: 'stop',
      done: true,
      total_duration: 1_000_000,
      load_duration: 100_000,
      prompt_eval_count: 200,
      prompt_eval_duration: 300_000,
      eval_count: 120,
      eval_duration: 600_000,
    };
    if (request.stream === true) {
      if (response.destroyed) return;
      response.writeHead(200, { 'content-type': 'application/x-ndjson' });
      for (const chunk of content.match(/\S+\s*|\s+/g) ?? []) {
        if (response.destroyed) return;
        const part = { model: request.model, created_at: new Date().toISOString(), done: false };
        response.write(`${JSON.stringify({ ...part, message: { role: 'assistant', content: chunk } })}\n`);
        if (chunkDelayMs > 0) await wait(chunkDelayMs);
      }
      if (response.destroyed) return;
      response.end(`${JSON.stringify({ ...reply, message: { role: 'assistant', content: '' } })}\n`);
      return;
    }
    sendJson(response, 200, reply);
  }

  const server = createServer((request, response) => {
    void (async () => {
      const raw = await readBody(request);
      const body = parseJson(raw);
      const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
      requests.push({ method: request.method ?? 'GET', path, body });

      if (request.method === 'POST' && path === '/api/chat') return handleChat(body, response);
      if (request.method === 'GET' && path === '/api/tags') {
        return sendJson(response, 200, {
          models: models.map((name) => ({
            name: withTag(name),
            model: withTag(name),
            modified_at: '2025-01-01T00:00:00Z',
            size: 2_019_393_189,
            digest: 'a80c4f17acd55265feec403c7aef86be0c25983ab279d83f3bcd3abbcb5b8b72',
            details: {
              parent_model: '',
              format: 'gguf',
              family: 'llama',
              families: ['llama'],
              parameter_size: '3.2B',
              quantization_level: 'Q4_K_M',
            },
          })),
        });
      }
      return sendJson(response, 404, { error: 'not found' });
    })().catch((error: unknown) => sendJson(response, 500, { error: String(error) }));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    chatRequests: () =>
      requests
        .filter((request) => request.path === '/api/chat')
        .map((request) => request.body as TOllamaChatRequest),
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close((error) => (error ? reject(error) : resolve()));
        // A keep-alive socket or a delayed answer would otherwise hold close() open.
        server.closeAllConnections();
      }),
  };
}

/** The coach's requests start with its system prompt; the stand-in answers them in prose, not JSON. */
function isCoachRequest(request: TOllamaChatRequest): boolean {
  return (
    request.messages[0]?.role === 'system' &&
    request.messages[0].content.startsWith('You are the wellness coach')
  );
}

/** What the stand-in "model" says to any coach question: markup included, so rendering can be checked. */
export const STAND_IN_COACH_ANSWER =
  'The model coach suggests **slow breathing** for a few minutes.\n\n\n*Notice* how your body feels afterwards, and be kind to yourself today.';

function lastUserMessage(request: TOllamaChatRequest): string {
  const users = request.messages.filter((message) => message.role === 'user');
  return users[users.length - 1]?.content ?? '';
}

const STAND_IN_WORDS = {
  joy: ['happy', 'glad', 'joy', 'excited', 'grateful', 'proud', 'love', 'wonderful', 'great'],
  calm: ['calm', 'peaceful', 'relaxed', 'rested', 'quiet', 'content', 'settled'],
  anxiety: ['anxious', 'worried', 'nervous', 'scared', 'stressed', 'panic', 'afraid', 'overwhelmed'],
  sadness: ['sad', 'lonely', 'cried', 'miss', 'grief', 'down', 'empty', 'hopeless'],
  anger: ['angry', 'furious', 'annoyed', 'frustrated', 'irritated', 'livid', 'mad'],
} as const;

/**
 * A plausible analysis from a few keywords, so tests can tell what the "model" saw: an entry saying "happy"
 * comes back joyful. Its insights start with "The model noticed" so a test can tell it from the lexicon's.
 */
export function keywordAnalysis(text: string) {
  const words = text.toLowerCase().match(/[a-z']+/g) ?? [];
  const counts = Object.fromEntries(
    Object.entries(STAND_IN_WORDS).map(([emotion, list]) => [
      emotion,
      words.filter((word) => (list as readonly string[]).includes(word)).length,
    ]),
  ) as Record<keyof typeof STAND_IN_WORDS, number>;
  const scores = {
    joy: Math.min(1, 0.1 + counts.joy * 0.3),
    calm: Math.min(1, 0.2 + counts.calm * 0.3),
    anxiety: Math.min(1, 0.05 + counts.anxiety * 0.3),
    sadness: Math.min(1, 0.05 + counts.sadness * 0.3),
    anger: Math.min(1, 0.05 + counts.anger * 0.3),
  };
  const ranked = (Object.keys(scores) as Array<keyof typeof scores>).sort((a, b) => scores[b] - scores[a]);
  const dominantEmotion = ranked[0] ?? 'calm';
  const found = words.filter((word) =>
    Object.values(STAND_IN_WORDS).some((list) => (list as readonly string[]).includes(word)),
  );
  const strongDifficult = (['anxiety', 'sadness', 'anger'] as const).filter(
    (emotion) => scores[emotion] >= 0.6,
  );
  return {
    scores,
    dominantEmotion,
    confidence: Math.round((scores[dominantEmotion] - scores[ranked[1] ?? 'calm']) * 100) / 100,
    insights: [
      `The model noticed ${dominantEmotion} as the main feeling in this entry.`,
      'Writing it down is a good way to see your patterns over time.',
    ],
    keywords: [...new Set(found)].slice(0, 8),
    guidance: strongDifficult.map((emotion) => ({
      concern: `Strong ${emotion}`,
      recommendation: 'Take a short pause, breathe slowly, and talk to someone you trust.',
      reasoning: `The entry uses several words of ${emotion}.`,
      urgency: 'medium' as const,
      professionalType:
        emotion === 'anxiety'
          ? ('mindfulness_guide' as const)
          : emotion === 'sadness'
            ? ('wellness_coach' as const)
            : ('life_coach' as const),
    })),
  };
}

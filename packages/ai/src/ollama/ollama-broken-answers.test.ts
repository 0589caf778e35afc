import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it, vi } from 'vitest';

import { createOllamaAnalyzer } from './ollama-analyzer.ts';
import { createOllamaChat } from './ollama-chat.ts';

/**
 * An Ollama (or a proxy before it) that answers something broken: the words of the answer, which may retell a
 * journal entry, must reach neither the console (which the logger's level does not govern) nor an error message
 * (which is logged). The built-in analyzer and library then answer, as for any failure.
 */
const WORDS = 'she said the biopsy came back and I cannot stop shaking';
let server: Server | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

async function answering(body: string, contentType: string): Promise<string> {
  server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': contentType });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const consoleSpies = () => ['log', 'info', 'warn', 'error'].map((name) => vi.spyOn(console, name as 'log'));

it('fails an analysis whose answer is cut-off JSON as invalid output, without quoting it', async () => {
  const host = await answering(
    `{"model":"llama3.2:3b","message":{"role":"assistant","content":"${WORDS}`,
    'application/json',
  );
  const spies = consoleSpies();
  const analyzer = createOllamaAnalyzer({ host, model: 'llama3.2:3b', timeoutMs: 5_000 });

  const failure = await analyzer.analyze('An entry of my own, long enough.').catch((error: unknown) => error);

  expect(failure).toMatchObject({ name: 'OllamaAnalyzerError', kind: 'invalid_output' });
  expect(String((failure as Error).message)).not.toContain('biopsy');
  for (const spy of spies) expect(spy).not.toHaveBeenCalled();
});

it("keeps a coach answer's good lines and drops a broken one without printing it", async () => {
  const line = (content: string, done: boolean) =>
    JSON.stringify({ model: 'llama3.2:3b', message: { role: 'assistant', content }, done });
  const body = [line('Try a slow breath. ', false), `{"message":{"content":"${WORDS}`, line('', true)].join(
    '\n',
  );
  const host = await answering(`${body}\n`, 'application/x-ndjson');
  const spies = consoleSpies();
  const chat = createOllamaChat({ host, model: 'llama3.2:3b', timeoutMs: 5_000 });

  const answer = await chat.stream({
    messages: [{ role: 'user', content: 'How do I calm down?' }],
    numCtx: 4096,
  });

  expect(answer).toBe('Try a slow breath. ');
  for (const spy of spies) expect(spy).not.toHaveBeenCalled();
});

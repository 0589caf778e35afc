import { join } from 'node:path';
import { expect, it } from 'vitest';
import { parseApiEnv, parseWorkerEnv } from '../src/env.ts';

/**
 * README "Without Docker": the API and the worker are started with `pnpm --filter … start` from the repository root;
 * pnpm runs each in its own package folder and names the root INIT_CWD. Both must open the same data and key folders,
 * or the worker cannot read what the API wrote ("the data key of this account is gone").
 */
const root = join('/srv', 'innerweather');
const services = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/iw',
  REDIS_URL: 'redis://127.0.0.1:6379',
  INIT_CWD: root,
};

it('opens the data and key folders of the folder the command was typed in, in the API and the worker', () => {
  const api = parseApiEnv(services);
  const worker = parseWorkerEnv(services);
  expect(api.DATA_DIR).toBe(join(root, '.data'));
  expect(worker.DATA_DIR).toBe(join(root, '.data'));

  const relative = { ...services, DATA_DIR: 'state', KEYS_DIR: './state-keys' };
  expect(parseApiEnv(relative)).toMatchObject({
    DATA_DIR: join(root, 'state'),
    KEYS_DIR: join(root, 'state-keys'),
  });
  expect(parseWorkerEnv(relative)).toMatchObject({
    DATA_DIR: join(root, 'state'),
    KEYS_DIR: join(root, 'state-keys'),
  });
  // Absolute folders are kept as they are.
  expect(parseWorkerEnv({ ...services, KEYS_DIR: '/keys' }).KEYS_DIR).toBe('/keys');
});

it("links the worker's e-mails to the API's port when APP_URL is unset, as the API does", () => {
  const env = { ...services, PORT: '8080' };
  expect(parseApiEnv(env).APP_URL).toBe('http://localhost:8080');
  expect(parseWorkerEnv(env).APP_URL).toBe('http://localhost:8080');
  expect(parseWorkerEnv(services).APP_URL).toBe('http://localhost:3000');
  expect(parseWorkerEnv({ ...env, APP_URL: 'https://journal.example.org/' }).APP_URL).toBe(
    'https://journal.example.org',
  );
});

it('reads OLLAMA_HOST as Ollama does, so the one exported for `ollama serve` works here too', () => {
  const cases: Array<[string, string]> = [
    ['0.0.0.0', 'http://0.0.0.0:11434'],
    ['127.0.0.1:11434', 'http://127.0.0.1:11434'],
    [':11500', 'http://127.0.0.1:11500'],
    ['http://ollama:11434/', 'http://ollama:11434'],
    ['https://gpu.example.org', 'https://gpu.example.org'],
  ];
  for (const [given, read] of cases) {
    expect(parseApiEnv({ ...services, OLLAMA_HOST: given }).OLLAMA_HOST, given).toBe(read);
    expect(parseWorkerEnv({ ...services, OLLAMA_HOST: given }).OLLAMA_HOST, given).toBe(read);
  }
  expect(parseApiEnv(services).OLLAMA_HOST).toBe('http://127.0.0.1:11434');
  expect(() => parseApiEnv({ ...services, OLLAMA_HOST: 'ftp://127.0.0.1' })).toThrow(
    'OLLAMA_HOST: must be the address of Ollama, e.g. http://127.0.0.1:11434 or 127.0.0.1:11434',
  );
});

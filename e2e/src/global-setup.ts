import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type TestDatabase } from '@innerweather/db/testing/test-database';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    webDist: string;
  }
}

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const serverEntry = join(repoRoot, 'apps/api/dist/server.js');
const workerEntry = join(repoRoot, 'apps/worker/dist/worker.js');
const webDist = join(repoRoot, 'apps/web/dist');

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

async function waitUntilHealthy(baseUrl: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not become healthy within 60 s:\n${output()}`);
}

/**
 * Starts the BUILT server (`node apps/api/dist/server.js`) on a free port with a throw-away data folder, and a
 * throw-away Postgres database when DATABASE_URL is set. Builds nothing: run the two builds first.
 */
export default async function setup(project: TestProject) {
  for (const [file, build] of [
    [serverEntry, 'pnpm --filter @innerweather/api-app build'],
    [join(webDist, 'index.html'), 'pnpm --filter @innerweather/web build'],
  ] as const) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`${build}\` before the browser tests.`);
  }
  if (!existsSync('/usr/bin/chromium')) {
    throw new Error('/usr/bin/chromium is missing: install it with `apt-get install -y chromium`.');
  }

  const runDir = await mkdtemp(join(tmpdir(), 'innerweather-e2e-'));
  const dataDir = join(runDir, 'data');
  // A snapshot of the web build: another engineer rebuilding apps/web/dist mid-run must not pull the assets away
  // from the index.html the server already holds.
  const webSnapshot = join(runDir, 'web');
  await cp(webDist, webSnapshot, { recursive: true });
  let database: TestDatabase | null = null;
  if (process.env.DATABASE_URL) database = await createTestDatabase();

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tmpdir(),
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: baseUrl,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webSnapshot,
    LOG_LEVEL: 'warn',
    // The lexicon analyzer answers at once; no Ollama is needed for a browser test.
    ANALYZER: 'lexicon',
    FREE_ENTRIES_PER_MONTH: process.env.FREE_ENTRIES_PER_MONTH ?? '2',
  };
  if (database?.url) env.DATABASE_URL = database.url;
  // With Postgres and Redis the browser tests run the production shape: the API only enqueues, a worker analyses.
  const servicesMode = Boolean(database?.url && process.env.REDIS_URL);
  if (servicesMode) {
    env.REDIS_URL = process.env.REDIS_URL!;
    env.QUEUE_PREFIX = `iw-e2e-${port}`;
    if (!existsSync(workerEntry)) throw new Error(`${workerEntry} is missing: run \`pnpm build\` first.`);
  }

  let output = '';
  const server = spawn(process.execPath, [serverEntry], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let worker: ChildProcess | null = null;

  try {
    await waitUntilHealthy(baseUrl, server, () => output);
    if (servicesMode) {
      // Started after the API is healthy, so the API has written $DATA_DIR/secret.key for both to share.
      worker = spawn(process.execPath, [workerEntry], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
      worker.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      worker.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    }
  } catch (err) {
    server.kill('SIGKILL');
    worker?.kill('SIGKILL');
    await database?.destroy();
    await rm(runDir, { recursive: true, force: true });
    throw err;
  }

  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('webDist', webSnapshot);

  return async () => {
    if (worker && worker.exitCode === null) {
      const exited = new Promise((r) => worker.once('exit', r));
      worker.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (worker.exitCode === null) worker.kill('SIGKILL');
    }
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    if (/\b(error|fatal)\b/i.test(output)) console.warn(`Server output during the browser tests:\n${output}`);
    await database?.destroy();
    await rm(runDir, { recursive: true, force: true });
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type TestDatabase } from '@innerweather/db/testing/test-database';
import type { TestProject } from 'vitest/node';
import { freePort, waitUntilHealthy } from './app-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    webDist: string;
    /** The instance's first account, so its admin: registered before any test runs. */
    admin: { email: string; password: string };
  }
}

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const serverEntry = join(repoRoot, 'apps/api/dist/server.js');
const workerEntry = join(repoRoot, 'apps/worker/dist/worker.js');
const webDist = join(repoRoot, 'apps/web/dist');

export interface Instance {
  baseUrl: string;
  dataDir: string;
  webDist: string;
  stop: () => Promise<void>;
}

/**
 * Starts the BUILT server (`node apps/api/dist/server.js`) on a free port with a throw-away data folder, and a
 * throw-away Postgres database when DATABASE_URL is set. Builds nothing: run the two builds first. The shared
 * instance of a run comes from here; a test that needs an empty instance (its first account) starts its own.
 * `env` adds to or overrides the configuration (e.g. OLLAMA_HOST of a stand-in); the worker gets it too.
 */
export async function startInstance(options: { env?: Record<string, string> } = {}): Promise<Instance> {
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
    ...options.env,
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
  const server = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let worker: ChildProcess | null = null;

  try {
    await waitUntilHealthy(baseUrl, server, () => output);
    if (servicesMode) {
      // Started after the API is healthy, so the API has written $DATA_DIR/secret.key for both to share.
      worker = spawn(process.execPath, [workerEntry], {
        cwd: repoRoot,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
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

  const stop = async () => {
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
  return { baseUrl, dataDir, webDist: webSnapshot, stop };
}

/** The instance's owner (its admin); the admin tests sign in as it. */
const OWNER = { email: 'instance-owner@e2e.example.com', password: 'owner-of-the-instance' };

/** An account an e-mail the tests never use, so every test's sign-up is an ordinary (trial, non-admin) user. */
export async function registerOwner(baseUrl: string) {
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    // Another client address than the tests' own (127.0.0.1 is a trusted proxy), so it costs them no sign-up.
    headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': '203.0.113.7' },
    body: JSON.stringify({
      ...OWNER,
      firstName: 'Instance',
      lastName: 'Owner',
    }),
  });
  if (!res.ok) throw new Error(`registering the instance owner failed: ${res.status} ${await res.text()}`);
}

export default async function setup(project: TestProject) {
  const instance = await startInstance();
  try {
    // The first account of an instance is admin and pro (no monthly limit): it is taken here, not by a test.
    await registerOwner(instance.baseUrl);
  } catch (err) {
    await instance.stop();
    throw err;
  }
  project.provide('baseUrl', instance.baseUrl);
  project.provide('dataDir', instance.dataDir);
  project.provide('webDist', instance.webDist);
  project.provide('admin', OWNER);
  return instance.stop;
}

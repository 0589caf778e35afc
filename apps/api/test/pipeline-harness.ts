import { eventually } from '@innerweather/db/testing/eventually';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from '@innerweather/core/shared/logger';
import { createDb } from '@innerweather/db/client';
import { migrateToLatest } from '@innerweather/db/migrate';
import { createTestDatabase } from '@innerweather/db/testing/test-database';
import { discardQueues } from '@innerweather/jobs/testing/discard-queues';
import type { TEntry, TGuidance } from '@innerweather/validators/journal';
import { Redis } from 'ioredis';
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/env.ts';
import { createRuntime, runtimeConfigFromEnv } from '@innerweather/runtime/runtime';
import { startWorkerRuntime } from '@innerweather/runtime/worker-runtime';
import { registerUser } from './test-app.ts';

const workerDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../worker');
const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };

export interface PipelineOptions {
  /** services: PostgreSQL (DATABASE_URL) + BullMQ on Redis; embedded: in-memory PGlite + in-process jobs. */
  mode: 'services' | 'embedded';
  ollamaHost: string;
  analyzer?: 'auto' | 'ollama' | 'lexicon';
  /** Services mode: the Redis to use (default REDIS_URL). */
  redisUrl?: string;
  env?: Record<string, string>;
}

/**
 * The API as it runs (real app, real runtime wiring from env, no fixed clock) over a fresh database, plus what it
 * takes to run the other side of the pipeline: BullMQ workers in this process, or apps/worker as a child process.
 */
export async function startPipeline(options: PipelineOptions) {
  const services = options.mode === 'services';
  const redisUrl = services ? (options.redisUrl ?? process.env.REDIS_URL) : undefined;
  if (services && (!redisUrl || !process.env.DATABASE_URL))
    throw new Error('services mode needs DATABASE_URL and REDIS_URL');

  const testDb = services
    ? await createTestDatabase()
    : await (async () => {
        const db = createDb({});
        await migrateToLatest(db);
        return { db, url: undefined, destroy: () => db.destroy() };
      })();
  const dataDir = mkdtempSync(join(tmpdir(), 'iw-pipeline-'));
  const queuePrefix = `iw-test-${randomBytes(4).toString('hex')}`;
  const env = loadEnv({
    DATA_DIR: dataDir,
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    ANALYZER: options.analyzer ?? 'auto',
    OLLAMA_HOST: options.ollamaHost,
    OLLAMA_TIMEOUT_MS: '10000',
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    QUEUE_PREFIX: queuePrefix,
    SWEEP_INTERVAL_MS: '250',
    SWEEP_MIN_AGE_MS: '0',
    FREE_ENTRIES_PER_MONTH: '0',
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    ...options.env,
  });
  const runtime = await createRuntime(env, silentLogger, { db: testDb.db });
  const app = await buildApp({ runtime });
  await app.ready();
  if (!services) await runtime.startJobs();

  const closers: Array<() => Promise<void>> = [];
  const children = new Set<ChildWorker>();

  /** BullMQ workers and a sweeper in this process, wired like apps/worker (own services, own producer). */
  async function startWorker(settings: { sweepIntervalMs?: number } = {}) {
    const logger = silentLogger;
    const worker = await startWorkerRuntime({
      config: { ...runtimeConfigFromEnv(env), redisUrl: redisUrl! },
      logger,
      queuePrefix,
      db: testDb.db,
      schedules: { sweepIntervalMs: settings.sweepIntervalMs ?? 250, sweepMinAgeMs: 0 },
    });
    // Bounded: after a Redis outage BullMQ's close can wait for ever, and an unfinished job only needs retaking.
    const close = ({ graceMs = 10_000 }: { graceMs?: number } = {}) => worker.close({ graceMs });
    closers.push(close);
    return { close };
  }

  /** apps/worker as its own process (tsx on the sources), on this test's database, Redis, queues and key. */
  function spawnWorker(extraEnv: Record<string, string> = {}): ChildWorker {
    const proc = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
      cwd: workerDir,
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: testDb.url!,
        REDIS_URL: redisUrl!,
        DATA_DIR: dataDir,
        ENCRYPTION_KEY: env.ENCRYPTION_KEY!,
        QUEUE_PREFIX: queuePrefix,
        OLLAMA_HOST: env.OLLAMA_HOST,
        OLLAMA_TIMEOUT_MS: String(env.OLLAMA_TIMEOUT_MS),
        ANALYZER: env.ANALYZER,
        LOG_LEVEL: 'info',
        SWEEP_INTERVAL_MS: '500',
        SWEEP_MIN_AGE_MS: '0',
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const child = new ChildWorker(proc);
    children.add(child);
    return child;
  }

  /**
   * apps/api's server as its own process (tsx on the sources) on `port`, over this test's database, Redis, queues
   * and key: for faults that need a real process (SIGTERM). Ready when it logged `Innerweather is ready at <url>`.
   */
  function spawnApi(port: number, extraEnv: Record<string, string> = {}): ChildWorker {
    const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: `http://127.0.0.1:${port}`,
        ...(testDb.url ? { DATABASE_URL: testDb.url } : {}),
        ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
        DATA_DIR: dataDir,
        ENCRYPTION_KEY: env.ENCRYPTION_KEY!,
        QUEUE_PREFIX: queuePrefix,
        OLLAMA_HOST: env.OLLAMA_HOST,
        ANALYZER: env.ANALYZER,
        FREE_ENTRIES_PER_MONTH: '0',
        LOG_LEVEL: 'info',
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const child = new ChildWorker(proc);
    children.add(child);
    return child;
  }

  async function signUp() {
    const { cookie } = await registerUser(app);
    return cookie;
  }

  async function postEntry(cookie: string, content: string) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/entries',
      headers: { cookie },
      payload: { content, category: 'personal' },
    });
    if (res.statusCode !== 201) throw new Error(`POST /api/entries answered ${res.statusCode}: ${res.body}`);
    return res.json<TEntry>();
  }

  /** Every entry of the user, newest first, read page by page as a REST client would (200 per page). */
  async function listEntries(cookie: string) {
    const all: TEntry[] = [];
    for (;;) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/entries?limit=200&offset=${all.length}`,
        headers: { cookie },
      });
      const page = res.json<TEntry[]>();
      all.push(...page);
      if (page.length < 200) return all;
    }
  }

  async function guidanceOf(cookie: string, entryId: string) {
    const res = await app.inject({
      method: 'GET',
      url: `/api/entries/${entryId}/therapist-recommendations`,
      headers: { cookie },
    });
    return res.json<TGuidance[]>();
  }

  /** Polls GET /api/entries, as the web client does while an entry is pending, until the entry is analysed. */
  async function analysed(cookie: string, entryId: string, timeoutMs = 15_000): Promise<TEntry> {
    return eventually(
      async () => {
        const entry = (await listEntries(cookie)).find((e) => e.id === entryId);
        return entry?.analysisStatus === 'complete' ? entry : undefined;
      },
      { timeoutMs, what: `analysis of entry ${entryId}` },
    );
  }

  return {
    app,
    runtime,
    env,
    /** The throw-away database (services mode), for fault tests that cut its connections. */
    databaseUrl: testDb.url,
    startWorker,
    spawnWorker,
    spawnApi,
    signUp,
    postEntry,
    listEntries,
    guidanceOf,
    analysed,
    async close() {
      for (const child of children) await child.kill('SIGKILL');
      for (const close of closers.reverse()) await close();
      await app.close();
      await runtime.jobs.close();
      if (redisUrl) {
        const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
        await discardQueues(redis, queuePrefix).catch(() => {});
        redis.disconnect();
      }
      runtime.redis?.disconnect();
      await testDb.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Pipeline = Awaited<ReturnType<typeof startPipeline>>;

/** apps/worker (or apps/api) running as a child process: its JSON log lines, and ways to stop it. */
export class ChildWorker {
  readonly lines: Array<Record<string, unknown>> = [];
  /** Output lines that were not JSON: the server log is meant to be one JSON object per line (pino). */
  readonly plain: string[] = [];
  readonly exited: Promise<number | null>;
  private stderr = '';
  /** What it wrote to stderr: start-up failures are one line there. */
  get errors(): string {
    return this.stderr;
  }

  constructor(readonly proc: ChildProcess) {
    let buffered = '';
    proc.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const parts = buffered.split('\n');
      buffered = parts.pop() ?? '';
      for (const part of parts) {
        try {
          this.lines.push(JSON.parse(part) as Record<string, unknown>);
        } catch {
          this.plain.push(part);
          this.lines.push({ msg: part });
        }
      }
    });
    proc.stderr!.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    this.exited = new Promise((resolveExit) => proc.once('exit', (code) => resolveExit(code)));
  }

  /**
   * Resolves when the worker logged `msg`; fails with its stderr if it exits first. A child compiles its sources
   * through tsx as it starts: under a loaded CI machine that alone once took over 20 s.
   */
  async logged(msg: string, timeoutMs = 40_000) {
    return eventually(
      () => {
        if (this.proc.exitCode !== null)
          throw new Error(`child process exited (${this.proc.exitCode}): ${this.stderr}`);
        return Promise.resolve(this.lines.find((l) => l.msg === msg));
      },
      { timeoutMs, what: `log line "${msg}"` },
    );
  }

  async kill(signal: NodeJS.Signals) {
    if (this.proc.exitCode !== null || this.proc.signalCode !== null) return;
    this.proc.kill(signal);
    await this.exited;
  }
}

export const CRISIS_TEXT =
  'I have been thinking about ending my life and I wrote goodbye letters to my family tonight.';
export const HAPPY_TEXT =
  'I feel so happy and grateful today, the sun was out and we had a wonderful picnic.';

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EmotionAnalyzer } from '@innerweather/core/journal/analysis-service';
import { fixedClock } from '@innerweather/core/shared/clock';
import type { Encryptor } from '@innerweather/core/shared/encryption';
import type { ServicesConfig } from '@innerweather/core/services';
import { createTestDatabase } from '@innerweather/db/testing/test-database';
import { startBullmqWorkers } from '@innerweather/jobs/bullmq-workers';
import { discardQueues } from '@innerweather/jobs/testing/discard-queues';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/env.ts';
import { createRuntime, type Runtime } from '@innerweather/runtime/runtime';

export interface TestApp {
  app: FastifyInstance;
  runtime: Runtime;
  dataDir: string;
  /** The throw-away Postgres database (undefined with PGlite), for a second app over the same data. */
  databaseUrl: string | undefined;
  clock: ReturnType<typeof fixedClock>;
  close: () => Promise<void>;
}

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * The real app over a fresh database (Postgres when DATABASE_URL is set, PGlite otherwise), a temporary
 * DATA_DIR (outbox, keys) and a clock the test can move.
 */
export async function createTestApp(
  opts: {
    env?: Record<string, string>;
    config?: Partial<ServicesConfig>;
    now?: string;
    /** Runs the queued jobs (in this process, or BullMQ workers with Redis): e-mails, analysis. */
    runJobs?: boolean;
    /** Reads entries for emotion instead of the configured analyzer (a slow one, to watch the lanes). */
    analyzer?: EmotionAnalyzer;
    /** Wraps the real cipher at the composition root (to count what a request opens). */
    wrapEncryptor?: (real: Encryptor) => Encryptor;
  } = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'iw-test-'));
  const env = loadEnv({
    DATA_DIR: dataDir,
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    ANALYZER: 'lexicon',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    // Jobs enqueued by a test stay in its own queues (nothing consumes them) and are discarded on close.
    QUEUE_PREFIX: `iw-test-${randomBytes(4).toString('hex')}`,
    ...opts.env,
  });
  const clock = fixedClock(opts.now ?? new Date().toISOString());
  // Every test signs up from one address: only tests of the limits themselves meet them.
  const roomy = { limit: 100_000, windowMs: 60_000 };
  const config: Partial<ServicesConfig> = {
    ...opts.config,
    authRateLimits: {
      register: roomy,
      loginPerClient: roomy,
      resetPassword: roomy,
      validateResetToken: roomy,
      ...opts.config?.authRateLimits,
    },
  };
  const runtime = await createRuntime(env, silent, {
    db: testDb.db,
    clock,
    config,
    ...(opts.analyzer ? { analyzer: opts.analyzer } : {}),
    ...(opts.wrapEncryptor ? { wrapEncryptor: opts.wrapEncryptor } : {}),
  });
  const app = await buildApp({ runtime });
  await app.ready();
  let workers: Awaited<ReturnType<typeof startBullmqWorkers>> | null = null;
  if (opts.runJobs && env.REDIS_URL) {
    workers = await startBullmqWorkers({
      redisUrl: env.REDIS_URL,
      services: runtime.services,
      logger: silent,
      jobs: runtime.jobs,
      prefix: env.QUEUE_PREFIX,
    });
  } else if (opts.runJobs) {
    await runtime.startJobs();
  }
  return {
    app,
    runtime,
    dataDir,
    databaseUrl: testDb.url,
    clock,
    close: async () => {
      await app.close();
      await workers?.close();
      await runtime.jobs.close();
      await runtime.services.events.close?.();
      await runtime.contentChanges?.close?.();
      if (runtime.redis?.status === 'ready') await discardQueues(runtime.redis, env.QUEUE_PREFIX);
      runtime.redis?.disconnect();
      await testDb.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The session cookie pair ("iw_session=…") from a response, to send back as a Cookie header. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const session = all.find((c) => c.startsWith('iw_session=') && !c.startsWith('iw_session=;'));
  if (!session) throw new Error(`no session cookie in ${JSON.stringify(all)}`);
  return session.split(';')[0]!;
}

let counter = 0;
export function uniqueEmail(prefix = 'user') {
  counter += 1;
  return `${prefix}${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<Record<'email' | 'password' | 'firstName' | 'lastName', string>> = {},
) {
  const body = {
    email: uniqueEmail(),
    password: 'quiet-harbour-42',
    firstName: 'Ada',
    lastName: 'Lovelace',
    ...overrides,
  };
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return {
    cookie: sessionCookie(res),
    user: res.json<{ user: { id: string; email: string; role: string } }>().user,
    password: body.password,
  };
}

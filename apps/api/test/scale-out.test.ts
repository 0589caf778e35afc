import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { freePort } from '@innerweather/jobs/testing/throwaway-redis';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  keywordAnalysis,
  startOllamaStandIn,
  type TOllamaStandIn,
} from '@innerweather/ai/testing/ollama-stand-in';
import { eventually } from '@innerweather/db/testing/eventually';
import { createTestDatabase, type TestDatabase } from '@innerweather/db/testing/test-database';
import { discardQueues } from '@innerweather/jobs/testing/discard-queues';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChildWorker, HAPPY_TEXT } from './pipeline-harness.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const serverEntry = join(repoRoot, 'apps/api/dist/server.js');
const workerEntry = join(repoRoot, 'apps/worker/dist/worker.js');
// 200 in CI; `pnpm --filter @innerweather/api-app scale-out` runs the 1,000.
const ENTRIES = Number(process.env.SCALE_OUT_ENTRIES ?? 200);
// Every analysis waits this long for the model, so a worker always has jobs in hand when it is killed.
const MODEL_DELAY_MS = 40;

/**
 * Two API processes and two workers, the built ones (`node dist/…`), on one Postgres database and one Redis: what
 * a self-hoster runs behind a load balancer. Services mode only: embedded mode is one process by design.
 */
describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)('scaled out: two APIs, two workers', () => {
  let ollama: TOllamaStandIn;
  let database: TestDatabase;
  let dataDir: string;
  const queuePrefix = `iw-scale-${randomBytes(4).toString('hex')}`;
  const children: ChildWorker[] = [];
  const apis: string[] = [];
  let shared: Record<string, string>;
  let modelHeld = Promise.resolve();
  let releaseModel = () => {};
  let held = 0;

  function start(entry: string, env: Record<string, string>) {
    const child = new ChildWorker(
      spawn(process.execPath, [entry], {
        cwd: dirname(entry),
        env: { ...shared, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    children.push(child);
    return child;
  }

  /** A worker whose Postgres connections carry its name, so the audit below sees who wrote each analysis. */
  function startWorker(name: string) {
    return start(workerEntry, {
      PGAPPNAME: name,
      // Short locks: a killed worker's jobs are taken back within seconds (production: 30 s).
      WORKER_LOCK_DURATION_MS: '1000',
      WORKER_STALLED_INTERVAL_MS: '500',
      // The sweeper would pick up pending entries too; it stays out of the way so BullMQ alone is proven.
      SWEEP_INTERVAL_MS: '3600000',
    });
  }

  beforeAll(async () => {
    for (const file of [serverEntry, workerEntry]) {
      if (!existsSync(file)) throw new Error(`${file} is missing: run \`pnpm build\` first.`);
    }
    ollama = await startOllamaStandIn({
      delayMs: MODEL_DELAY_MS,
      respond: async (request) => {
        // While the model is held, every analysis waits here: a worker killed now surely has jobs in hand.
        held += 1;
        await modelHeld;
        held -= 1;
        const text = request.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
        return JSON.stringify(keywordAnalysis(text));
      },
    });
    database = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'iw-scale-'));
    shared = {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      DATABASE_URL: database.url!,
      REDIS_URL: process.env.REDIS_URL!,
      DATA_DIR: dataDir,
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      QUEUE_PREFIX: queuePrefix,
      ANALYZER: 'ollama',
      OLLAMA_HOST: ollama.url,
      OLLAMA_TIMEOUT_MS: '10000',
      FREE_ENTRIES_PER_MONTH: '0',
      // One process per API: two processes here are two machines behind a proxy.
      WEB_CONCURRENCY: '1',
      LOG_LEVEL: 'info',
    };
    const ports = [await freePort(), await freePort()];
    const servers = ports.map((port) =>
      start(serverEntry, { PORT: String(port), HOST: '127.0.0.1', APP_URL: `http://127.0.0.1:${port}` }),
    );
    // The first API migrates the database; the second starts once it is ready.
    await servers[0]!.logged('Innerweather is ready at http://127.0.0.1:' + ports[0], 60_000);
    await servers[1]!.logged('Innerweather is ready at http://127.0.0.1:' + ports[1], 60_000);
    apis.push(...ports.map((port) => `http://127.0.0.1:${port}`));

    // Every write of an analysis, with the name of the worker that wrote it.
    await sql`create table analysis_writes (entry_id uuid not null, writer text not null)`.execute(
      database.db,
    );
    await sql`create function record_analysis_write() returns trigger language plpgsql as $$
      begin
        insert into analysis_writes values (new.entry_id, current_setting('application_name'));
        return new;
      end $$`.execute(database.db);
    await sql`create trigger analysis_written after insert or update on entry_analyses
      for each row execute function record_analysis_write()`.execute(database.db);
  }, 120_000);

  afterAll(async () => {
    for (const child of children) await child.kill('SIGKILL');
    const redis = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: 1 });
    await discardQueues(redis, queuePrefix).catch(() => {});
    redis.disconnect();
    await database?.destroy();
    await ollama?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const api = (n: number) => apis[n % 2]!;

  async function call(base: string, method: string, path: string, cookie?: string, body?: unknown) {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith('iw_session=') && !c.startsWith('iw_session=;'));
    return { status: res.status, json: await res.json().catch((): unknown => null), setCookie };
  }

  async function register(base: string, email: string) {
    const password = 'quiet-harbour-42';
    const res = await call(base, 'POST', '/api/auth/register', undefined, {
      email,
      password,
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(res.status).toBe(200);
    const user = (res.json as { user: { id: string } }).user;
    return { id: user.id, email, password, cookie: res.setCookie!.split(';')[0]! };
  }

  it(
    'one session on both APIs; role changes and a sign-out reach the other API at once',
    { timeout: 60_000 },
    async () => {
      // The instance's first account is its admin.
      const admin = await register(apis[0]!, `admin-${randomBytes(3).toString('hex')}@example.com`);
      const writer = await register(apis[1]!, `writer-${randomBytes(3).toString('hex')}@example.com`);

      for (let n = 0; n < 6; n++) {
        const me = await call(api(n), 'GET', '/api/auth/user', writer.cookie);
        expect(me.status).toBe(200);
        expect(me.json).toMatchObject({ id: writer.id });
      }

      // Promoted on API 0: an admin on API 1 with the next request. Demoted on API 1: refused on API 0 at once.
      expect((await call(apis[1]!, 'GET', '/api/admin/stats', writer.cookie)).status).toBe(403);
      const promote = await call(apis[0]!, 'PUT', `/api/admin/users/${writer.id}`, admin.cookie, {
        role: 'admin',
      });
      expect(promote.status).toBe(200);
      expect((await call(apis[1]!, 'GET', '/api/admin/stats', writer.cookie)).status).toBe(200);
      const demote = await call(apis[1]!, 'PUT', `/api/admin/users/${writer.id}`, admin.cookie, {
        role: 'user',
      });
      expect(demote.status).toBe(200);
      expect((await call(apis[0]!, 'GET', '/api/admin/stats', writer.cookie)).status).toBe(403);

      // A second session signs out on API 0; API 1 refuses it on the very next request, the first session lives on.
      const login = await call(apis[1]!, 'POST', '/api/auth/login', undefined, {
        email: writer.email,
        password: writer.password,
      });
      const second = login.setCookie!.split(';')[0]!;
      expect((await call(apis[1]!, 'GET', '/api/auth/user', second)).status).toBe(200);
      expect((await call(apis[0]!, 'POST', '/api/auth/logout', second)).status).toBe(200);
      expect((await call(apis[1]!, 'GET', '/api/auth/user', second)).status).toBe(401);
      expect((await call(apis[1]!, 'GET', '/api/auth/user', writer.cookie)).status).toBe(200);
    },
  );

  it(
    `${ENTRIES} entries posted across both APIs are each analysed exactly once, a worker killed mid-job included`,
    { timeout: 60_000 + ENTRIES * 300 },
    async () => {
      const workers = { a: startWorker('worker-a'), b: startWorker('worker-b') };
      await workers.a.logged('Innerweather worker is ready', 60_000);
      await workers.b.logged('Innerweather worker is ready', 60_000);
      const user = await register(apis[1]!, `bulk-${randomBytes(3).toString('hex')}@example.com`);

      const started = performance.now();
      const ids: string[] = [];
      let next = 0;
      // Eight clients at a time, each request to the other API than the one before, all with the one cookie.
      const posting = Promise.all(
        Array.from({ length: 8 }, async () => {
          while (next < ENTRIES) {
            const n = next++;
            const res = await call(api(n), 'POST', '/api/entries', user.cookie, {
              content: `${HAPPY_TEXT} Entry ${n} of the scale-out run.`,
              category: 'personal',
            });
            expect(res.status).toBe(201);
            ids.push((res.json as { id: string }).id);
          }
        }),
      );

      // Once worker A has done a tenth of the work, the model is held until both workers have their hands full
      // (two analyses each); then A is killed mid-job and worker B must finish what A held.
      await eventually(
        async () => {
          const { rows } = await sql<{ n: number }>`
            select count(*)::int as n from analysis_writes where writer = 'worker-a'`.execute(database.db);
          return rows[0]!.n >= ENTRIES / 10 ? true : undefined;
        },
        { timeoutMs: 60_000, what: 'worker A analysing a tenth of the entries' },
      );
      modelHeld = new Promise((resolveHeld) => (releaseModel = resolveHeld));
      await eventually(() => Promise.resolve(held >= 4 ? true : undefined), {
        timeoutMs: 20_000,
        what: 'both workers analysing two entries each',
      });
      await workers.a.kill('SIGKILL');
      releaseModel();
      await posting;
      const posted = performance.now();

      await eventually(
        async () => {
          const { rows } = await sql<{ n: number }>`
            select count(*)::int as n from entries where analysis_status = 'complete'`.execute(database.db);
          return rows[0]!.n === ENTRIES ? true : undefined;
        },
        { everyMs: 250, timeoutMs: 30_000 + ENTRIES * 200, what: `all ${ENTRIES} entries analysed` },
      );
      const done = performance.now();
      console.log(
        `[scale-out] ${ENTRIES} entries: posted in ${((posted - started) / 1000).toFixed(1)} s, ` +
          `all analysed after ${((done - started) / 1000).toFixed(1)} s`,
      );

      // Exactly once: one analysis row per entry, written once, and no entry left out.
      const { rows: writes } = await sql<{ entryId: string; writer: string; times: number }>`
        select entry_id as "entryId", min(writer) as writer, count(*)::int as times
        from analysis_writes group by entry_id`.execute(database.db);
      expect(writes.map((w) => w.entryId).sort()).toEqual([...ids].sort());
      expect(writes.filter((w) => w.times !== 1)).toEqual([]);
      // Both workers took part, and B took back the jobs A held when it was killed (BullMQ's stalled-job check).
      expect(new Set(writes.map((w) => w.writer))).toEqual(new Set(['worker-a', 'worker-b']));
      expect(workers.b.lines.some((l) => l.msg === 'job stalled (its worker stopped); retaken')).toBe(true);
      const { rows: pending } = await sql<{ n: number }>`
        select count(*)::int as n from entries where analysis_status <> 'complete'`.execute(database.db);
      expect(pending[0]!.n).toBe(0);

      // The reads agree on both APIs.
      for (const base of apis) {
        const stats = await call(base, 'GET', '/api/stats', user.cookie);
        expect(stats.status).toBe(200);
        expect(stats.json).toMatchObject({ totalEntries: ENTRIES });
      }
      await workers.b.kill('SIGTERM');
    },
  );
});

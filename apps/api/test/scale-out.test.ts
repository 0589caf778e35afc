import {
  keywordAnalysis,
  startOllamaStandIn,
  type TOllamaChatRequest,
  type TOllamaStandIn,
} from '@innerweather/ai/testing/ollama-stand-in';
import { eventually } from '@innerweather/db/testing/eventually';
import { sql } from 'kysely';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServers,
  type ChildWorker,
  HAPPY_TEXT,
  type Pipeline,
  startPipeline,
} from './pipeline-harness.ts';

const servicesAvailable = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

const ENTRIES = 1000;
const SLOW = 'Slow entry';
const marker = (n: number) => `Scale-out entry ${n}.`;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const lastUserText = (r: TOllamaChatRequest) =>
  [...r.messages].reverse().find((m) => m.role === 'user')?.content ?? '';

/**
 * Services mode scaled out: two API processes and two workers (apps/api and apps/worker as child processes) on one
 * PostgreSQL and one Redis. Sessions, roles and sign-outs live in the database, jobs in Redis: nothing is held in
 * one process that another would have to know.
 */
describe.skipIf(!servicesAvailable)('two APIs and two workers on one database and Redis', () => {
  let ollama: TOllamaStandIn;
  let pipeline: Pipeline;
  const apis: string[] = [];
  const workers: ChildWorker[] = [];
  // A job's lock must outlive a busy machine's pauses (a false stall would ask the model twice), yet a killed
  // worker's job must come back within seconds.
  const workerEnv = {
    WORKER_CONCURRENCY: '8',
    WORKER_LOCK_DURATION_MS: '5000',
    WORKER_STALLED_INTERVAL_MS: '1000',
    SWEEP_MIN_AGE_MS: '60000',
    ANALYZER: 'ollama',
  };

  beforeAll(async () => {
    ollama = await startOllamaStandIn({
      // Entries marked slow keep their job running for a while, so a worker can be killed in the middle of one.
      respond: async (request) => {
        const text = lastUserText(request);
        if (text.includes(SLOW)) await new Promise((r) => setTimeout(r, 3000));
        return JSON.stringify(keywordAnalysis(text));
      },
    });
    pipeline = await startPipeline({ mode: 'services', ollamaHost: ollama.url, analyzer: 'ollama' });
    buildServers();
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const api = pipeline.spawnApi(port, { ANALYZER: 'ollama' }, { built: true });
      await api.logged(`Innerweather is ready at http://127.0.0.1:${port}`, 60_000);
      apis.push(`http://127.0.0.1:${port}`);
    }
  }, 120_000);
  afterAll(async () => {
    await pipeline?.close();
    await ollama?.close();
  });

  const call = async (api: string, method: string, path: string, cookie?: string, body?: unknown) => {
    const res = await fetch(api + path, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, json: text ? (JSON.parse(text) as unknown) : null };
  };
  const register = async (api: string, name: string) => {
    const email = `${name}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const res = await fetch(`${api}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'secret123', firstName: 'Ada', lastName: 'Lovelace' }),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith('iw_session=') && !c.startsWith('iw_session=;'))!
      .split(';')[0]!;
    const { user } = (await res.json()) as { user: { id: string } };
    return { cookie, id: user.id };
  };
  const analysedCount = async (userId: string) =>
    Number(
      (
        await sql<{ n: string }>`
          select count(*) as n from entries where user_id = ${userId} and analysis_status = 'complete'`.execute(
          pipeline.runtime.db,
        )
      ).rows[0]!.n,
    );

  it('loses no job when a worker is killed in the middle of one', { timeout: 90_000 }, async () => {
    const first = pipeline.spawnWorker(workerEnv, { built: true });
    await first.logged('Innerweather worker is ready', 60_000);
    const user = await register(apis[0]!, 'killed');
    for (let n = 0; n < 4; n++) {
      const res = await call(apis[n % 2]!, 'POST', '/api/entries', user.cookie, {
        content: `${HAPPY_TEXT} ${SLOW} ${n}.`,
        category: 'personal',
      });
      expect(res.status).toBe(201);
    }
    await eventually(
      () => Promise.resolve(ollama.chatRequests().some((r) => lastUserText(r).includes(SLOW)) || undefined),
      { timeoutMs: 30_000, what: 'an analysis under way' },
    );
    await first.kill('SIGKILL');
    // The two workers of the rest of the test take the killed one's jobs back.
    for (let i = 0; i < 2; i++) workers.push(pipeline.spawnWorker(workerEnv, { built: true }));
    for (const w of workers) await w.logged('Innerweather worker is ready', 60_000);
    await eventually(async () => ((await analysedCount(user.id)) === 4 ? true : undefined), {
      timeoutMs: 60_000,
      what: 'the four entries analysed',
    });
    expect(
      workers.some((w) => w.lines.some((l) => l.msg === 'job stalled (its worker stopped); retaken')),
    ).toBe(true);
  });

  it(
    'serves one session on both APIs, and analyses 1,000 entries posted across them exactly once',
    { timeout: 170_000 },
    async () => {
      const user = await register(apis[0]!, 'scale');
      for (let i = 0; i < 4; i++) {
        const res = await call(apis[i % 2]!, 'GET', '/api/auth/user', user.cookie);
        expect(res.status).toBe(200);
        expect((res.json as { user: { id: string } }).user.id).toBe(user.id);
      }

      let next = 0;
      const statuses: number[] = [];
      await Promise.all(
        Array.from({ length: 16 }, async () => {
          while (next < ENTRIES) {
            const n = next++;
            const res = await call(apis[n % 2]!, 'POST', '/api/entries', user.cookie, {
              content: `${HAPPY_TEXT} ${marker(n)}`,
              category: 'personal',
            });
            statuses.push(res.status);
          }
        }),
      );
      expect(statuses.filter((s) => s !== 201)).toEqual([]);

      await eventually(async () => ((await analysedCount(user.id)) === ENTRIES ? true : undefined), {
        timeoutMs: 120_000,
        everyMs: 1000,
        what: `${ENTRIES} entries analysed`,
      });
      // Each entry: one analysis stored, and the model asked once.
      const analyses = await sql<{ n: string }>`
      select count(*) as n from entry_analyses a join entries e on e.id = a.entry_id where e.user_id = ${user.id}`.execute(
        pipeline.runtime.db,
      );
      expect(Number(analyses.rows[0]!.n)).toBe(ENTRIES);
      const asked = new Map<number, number>();
      for (const r of ollama.chatRequests()) {
        const m = /Scale-out entry (\d+)\./.exec(lastUserText(r));
        if (m) asked.set(Number(m[1]), (asked.get(Number(m[1])) ?? 0) + 1);
      }
      expect(asked.size).toBe(ENTRIES);
      expect([...asked.values()].filter((times) => times !== 1)).toEqual([]);
    },
  );

  it(
    'applies a role change and a sign-out made on one API at once on the other',
    { timeout: 60_000 },
    async () => {
      const [a, b] = apis as [string, string];
      const admin = await register(a, 'admin');
      await sql`update users set role = 'admin' where id = ${admin.id}`.execute(pipeline.runtime.db);
      const user = await register(b, 'member');

      expect((await call(b, 'GET', '/api/admin/users', user.cookie)).status).toBe(403);
      const promoted = await call(a, 'PUT', `/api/admin/users/${user.id}`, admin.cookie, { role: 'admin' });
      expect(promoted.status).toBe(200);
      expect((await call(b, 'GET', '/api/admin/users', user.cookie)).status).toBe(200);
      const demoted = await call(b, 'PUT', `/api/admin/users/${user.id}`, admin.cookie, { role: 'user' });
      expect(demoted.status).toBe(200);
      expect((await call(a, 'GET', '/api/admin/users', user.cookie)).status).toBe(403);

      expect((await call(b, 'GET', '/api/auth/user', user.cookie)).status).toBe(200);
      expect((await call(a, 'POST', '/api/auth/logout', user.cookie)).status).toBe(200);
      expect((await call(b, 'GET', '/api/auth/user', user.cookie)).status).toBe(401);
    },
  );
});

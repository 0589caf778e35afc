import { startOllamaStandIn, type TOllamaStandIn } from '@innerweather/ai/testing/ollama-stand-in';
import { requestLogFields } from '@innerweather/core/shared/observability';
import { eventually } from '@innerweather/db/testing/eventually';
import { startBullmqWorkers } from '@innerweather/jobs/bullmq-workers';
import { createMetrics, serveMetrics } from '@innerweather/runtime/metrics';
import { sql } from 'kysely';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { buildServers, CRISIS_TEXT, type Pipeline, startPipeline } from './pipeline-harness.ts';
import { createTestApp, registerUser, type TestApp } from './test-app.ts';

const servicesAvailable = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe('GET /readyz', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('is 200 with the database migrated and Redis when configured; Ollama is reported, not required', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz', headers: { host: 'probe.internal' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      database: 'ok',
      redis: servicesAvailable ? 'ok' : 'not configured',
      ollama: 'not used',
    });
  });

  it('is 503 while a migration this build knows has not run', async () => {
    const [last] = await sql<{ name: string; timestamp: string }>`
      select name, timestamp from kysely_migration order by name desc limit 1`
      .execute(t.runtime.db)
      .then((r) => r.rows);
    await sql`delete from kysely_migration where name = ${last!.name}`.execute(t.runtime.db);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'not ready', database: 'not migrated' });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${last!.name}, ${last!.timestamp})`.execute(
        t.runtime.db,
      );
    }
  });

  it('is 503 while the process drains, and reports Ollama when it is used but away', async () => {
    const env = { ...t.runtime.env, ANALYZER: 'auto' as const, OLLAMA_HOST: 'http://127.0.0.1:9' };
    const draining = await buildApp({ runtime: { ...t.runtime, env }, isDraining: () => true });
    try {
      const res = await draining.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'draining', database: 'ok', ollama: 'unreachable' });
    } finally {
      await draining.close();
    }
  });
});

describe.skipIf(!servicesAvailable)('metrics and request ids', () => {
  let t: TestApp;
  let metrics: ReturnType<typeof createMetrics>;
  let server: Awaited<ReturnType<typeof serveMetrics>>;
  let workers: Awaited<ReturnType<typeof startBullmqWorkers>> | null = null;
  const workerLines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    t = await createTestApp();
    metrics = createMetrics({ role: 'api', queues: t.runtime.jobs.queues });
    server = await serveMetrics(metrics.registry, { port: 0, host: '127.0.0.1' });
    // The same app, now told of each request's duration.
    await t.app.close();
    t.app = await buildApp({ runtime: t.runtime, observeRequest: metrics.observeRequest });
    await t.app.ready();
  });
  afterAll(async () => {
    await workers?.close();
    await server?.close();
    await t?.close();
  });

  const scrape = async () => {
    const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
    expect(res.status).toBe(200);
    return res.text();
  };
  /** The value of the series `name{labels}` whatever order prom-client writes the labels in. */
  const value = (text: string, series: string) => {
    const [, name, labels = ''] = /^([^{]+)(?:\{(.*)\})?$/.exec(series)!;
    const wanted = labels.split(',').filter(Boolean);
    const line = text.split('\n').find((l) => {
      const m = /^([^{ ]+)(?:\{(.*)\})? /.exec(l);
      if (!m || m[1] !== name) return false;
      const have = (m[2] ?? '').split(',');
      return wanted.length === have.length && wanted.every((w) => have.includes(w));
    });
    return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : undefined;
  };

  it('serves Prometheus metrics on their own port, bound to 127.0.0.1', async () => {
    expect(server.server.address()).toMatchObject({ address: '127.0.0.1' });
    const { cookie } = await registerUser(t.app);
    for (let i = 0; i < 3; i++)
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/entries', headers: { cookie } })).statusCode,
      ).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/entries',
      headers: { cookie },
      payload: { content: 'A quiet day at the lake with a friend.', category: 'personal' },
    });
    expect(res.statusCode).toBe(201);

    const text = await scrape();
    // Per route pattern, never the URL with its ids.
    expect(
      value(
        text,
        'http_request_duration_seconds_count{role="api",method="GET",route="/api/entries",status_code="200"}',
      ),
    ).toBe(3);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds\{role="api"\} /m);
    // Nothing consumes this test's queues yet: the entry's analysis waits.
    expect(value(text, 'job_queue_depth{role="api",job="analysis.emotion",state="waiting"}')).toBe(1);
    expect(value(text, 'emails_total{role="api",outcome="failed"}')).toBe(0);
  });

  it('counts jobs, the analyzer, crisis tiers and e-mails, and a request id follows a request into its jobs', async () => {
    const logger = {
      info: (obj: unknown, msg?: string) =>
        workerLines.push({ ...(obj as object), ...requestLogFields(), msg }),
      warn: (obj: unknown, msg?: string) =>
        workerLines.push({ ...(obj as object), ...requestLogFields(), msg }),
      error: (obj: unknown, msg?: string) =>
        workerLines.push({ ...(obj as object), ...requestLogFields(), msg }),
    };
    workers = await startBullmqWorkers({
      redisUrl: t.runtime.env.REDIS_URL!,
      services: t.runtime.services,
      logger,
      jobs: t.runtime.jobs,
      prefix: t.runtime.env.QUEUE_PREFIX,
    });
    const { cookie, user } = await registerUser(t.app);
    const { email } = user;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/entries',
      headers: { cookie, 'x-request-id': 'req-crisis-42' },
      payload: { content: CRISIS_TEXT, category: 'personal' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['x-request-id']).toBe('req-crisis-42');
    const fired = await eventually(
      () => Promise.resolve(workerLines.find((l) => l.msg?.toString().startsWith('crisis screen fired'))),
      { timeoutMs: 15_000, what: 'the crisis screen job' },
    );
    expect(fired.requestId).toBe('req-crisis-42');
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
    });
    expect(forgot.statusCode).toBeLessThan(300);

    await eventually(
      async () => {
        const text = await scrape();
        return (value(text, 'analyses_total{role="api",analyzer="lexicon"}') ?? 0) >= 1 &&
          (value(text, 'emails_total{role="api",outcome="sent"}') ?? 0) >= 1
          ? text
          : undefined;
      },
      { timeoutMs: 15_000, what: 'the analysis and the e-mail counted' },
    );
    const text = await scrape();
    expect(value(text, 'crisis_tiers_raised_total{role="api",tier="crisis"}')).toBe(1);
    expect(
      value(text, 'job_duration_seconds_count{role="api",job="crisis.screen",outcome="completed"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(value(text, 'job_failures_total{role="api",job="crisis.screen"}') ?? 0).toBe(0);
    // Counts only: no address, no text.
    expect(text).not.toContain(email);
    expect(text).not.toContain('goodbye');
  });
});

describe.skipIf(!servicesAvailable)('WEB_CONCURRENCY', () => {
  let ollama: TOllamaStandIn;
  let pipeline: Pipeline;
  beforeAll(async () => {
    ollama = await startOllamaStandIn();
    pipeline = await startPipeline({ mode: 'services', ollamaHost: ollama.url, analyzer: 'lexicon' });
    buildServers();
  }, 120_000);
  afterAll(async () => {
    await pipeline?.close();
    await ollama?.close();
  });

  it(
    'serves one port with two processes, replaces a killed one and drains all on SIGTERM',
    { timeout: 300_000 },
    async () => {
      const port = await freePort();
      const metricsPort = await freePort();
      const api = pipeline.spawnApi(
        port,
        { WEB_CONCURRENCY: '2', METRICS_PORT: String(metricsPort) },
        { built: true },
      );
      await api.logged(`Innerweather is ready at http://127.0.0.1:${port}`, 240_000);
      const pids = () => [
        ...new Set(api.lines.filter((l) => l.msg === 'API process listening').map((l) => l.pid as number)),
      ];
      await eventually(() => Promise.resolve(pids().length === 2 ? true : undefined), {
        timeoutMs: 30_000,
        what: 'two API processes',
      });
      const url = `http://127.0.0.1:${port}`;
      const ok = async () => (await fetch(`${url}/readyz`, { headers: { connection: 'close' } })).status;
      for (let i = 0; i < 10; i++) expect(await ok()).toBe(200);

      // One process dies: the other keeps answering, and the supervisor starts a replacement.
      const [victim] = pids();
      process.kill(victim!, 'SIGKILL');
      for (let i = 0; i < 10; i++) expect(await ok()).toBe(200);
      await eventually(() => Promise.resolve(pids().length === 3 ? true : undefined), {
        timeoutMs: 150_000,
        what: 'a replacement API process',
      });
      expect(api.lines.some((l) => l.msg === 'an API process died; starting another')).toBe(true);
      for (let i = 0; i < 10; i++) expect(await ok()).toBe(200);

      // The metrics of all processes on one port.
      const metricsText = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      expect(metricsText).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/readyz"/);

      api.proc.kill('SIGTERM');
      expect(await api.exited).toBe(0);
      const alive = pids().filter((pid) => {
        try {
          process.kill(pid, 0);
          return true;
        } catch {
          return false;
        }
      });
      expect(alive).toEqual([]);
    },
  );
});

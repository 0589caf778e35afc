import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from '@innerweather/db/testing/eventually';
import { createMailer } from '@innerweather/email/mailer';
import { freePort, startThrowawayRedis } from '@innerweather/jobs/testing/throwaway-redis';
import { parseApiEnv } from '@innerweather/runtime/env';
import { countingMailer, startMetricsServer } from '@innerweather/runtime/metrics';
import { sql } from 'kysely';
import { register } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRISIS_TEXT, HAPPY_TEXT, type Pipeline, startPipeline } from './pipeline-harness.ts';

const services = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
const mode = services ? 'services' : 'embedded';
/** Nothing listens there: Ollama is down, the lexicon answers. */
const OLLAMA_DOWN = 'http://127.0.0.1:9';

/** One sample of the metrics text: `name{labels} value`, or undefined when there is none. */
function sample(text: string, name: string, labels: Record<string, string>) {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && wanted.every((w) => l.includes(w)));
  return line ? Number(line.split(' ').at(-1)) : undefined;
}

describe(`/readyz and the metrics (${mode} mode)`, () => {
  let pipeline: Pipeline;

  beforeAll(async () => {
    pipeline = await startPipeline({ mode, ollamaHost: OLLAMA_DOWN });
    if (services) await pipeline.startWorker();
  });
  afterAll(() => pipeline?.close());

  const readyz = async () => {
    const res = await pipeline.app.inject({
      method: 'GET',
      url: '/readyz',
      headers: { host: 'probe.internal' },
    });
    return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
  };

  it('is ready with the database migrated and Redis answering; Ollama down is reported, not required', async () => {
    expect(await readyz()).toEqual({
      status: 200,
      body: {
        status: 'ready',
        database: 'ok',
        redis: services ? 'ok' : 'not configured',
        ollama: 'unavailable',
        pid: process.pid,
      },
    });
  });

  it('answers 503 while a migration of this build has not run', async () => {
    const db = pipeline.runtime.db;
    const last = await db
      .selectFrom('kysely_migration' as never)
      .selectAll()
      .orderBy('name' as never, 'desc')
      .executeTakeFirstOrThrow();
    const row = last as { name: string; timestamp: string };
    await sql`delete from kysely_migration where name = ${row.name}`.execute(db);
    try {
      expect(await readyz()).toMatchObject({
        status: 503,
        body: { status: 'not ready', database: 'not migrated' },
      });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${row.name}, ${row.timestamp})`.execute(
        db,
      );
    }
    expect((await readyz()).status).toBe(200);
  });

  it('counts requests by route pattern, jobs, analyzers, crisis tiers and e-mails, never an id or a word', async () => {
    const cookie = await pipeline.signUp();
    const happy = await pipeline.postEntry(cookie, HAPPY_TEXT);
    const crisis = await pipeline.postEntry(cookie, CRISIS_TEXT);
    await pipeline.analysed(cookie, happy.id);
    await pipeline.analysed(cookie, crisis.id);
    await pipeline.guidanceOf(cookie, crisis.id);
    const forgot = await pipeline.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'nobody-here@example.com' },
    });
    expect(forgot.statusCode).toBe(200);

    const text = await eventually(
      async () => {
        const t = await register.metrics();
        return (sample(t, 'job_duration_seconds_count', { job: 'mail.passwordReset' }) ?? 0) > 0
          ? t
          : undefined;
      },
      { timeoutMs: 10_000, what: 'the password reset job in the metrics' },
    );
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/entries/:id/therapist-recommendations',
        status_code: '200',
      }),
    ).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_count', { method: 'POST', route: '/api/entries' }),
    ).toBe(2);
    expect(
      sample(text, 'job_duration_seconds_count', { job: 'analysis.emotion', outcome: 'completed' }),
    ).toBeGreaterThanOrEqual(2);
    expect(
      sample(text, 'job_duration_seconds_count', { job: 'crisis.screen', outcome: 'completed' }),
    ).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'analyzer_used_total', { analyzer: 'lexicon' })).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'crisis_tiers_raised_total', { tier: 'crisis' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'job_queue_depth', { job: 'analysis.emotion', state: 'waiting' })).toBe(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    // Labels are patterns and names: no entry or user id, no word of an entry.
    for (const secret of [happy.id, crisis.id, 'picnic', 'goodbye']) expect(text).not.toContain(secret);
  });
});

describe('the metrics port and the e-mail counters', () => {
  it('is off unless METRICS_PORT is set, and listens on 127.0.0.1 unless METRICS_HOST says otherwise', async () => {
    expect(parseApiEnv({})).toMatchObject({ METRICS_HOST: '127.0.0.1' });
    expect(parseApiEnv({}).METRICS_PORT).toBeUndefined();
    const port = await freePort();
    const metrics = await startMetricsServer({ port, host: parseApiEnv({}).METRICS_HOST });
    try {
      expect(metrics.server.address()).toMatchObject({ address: '127.0.0.1', port });
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      expect(await res.text()).toContain('# TYPE http_request_duration_seconds histogram');
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    } finally {
      await metrics.close();
    }
  });

  it('counts an e-mail written to the outbox as sent and one a mail server refused as failed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'iw-mail-metrics-'));
    const mail = { to: 'a@example.com', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' };
    const count = async (name: string) =>
      Number((await register.metrics()).match(new RegExp(`^${name} (\\d+)`, 'm'))?.[1] ?? 0);
    try {
      const [sent, failed] = [await count('emails_sent_total'), await count('emails_failed_total')];
      await countingMailer(createMailer({ from: 'x@example.com', outboxDir: dir })).send(mail);
      const refused = countingMailer(
        createMailer({
          from: 'x@example.com',
          outboxDir: dir,
          smtpUrl: `smtp://127.0.0.1:${await freePort()}`,
        }),
      );
      await expect(refused.send(mail)).rejects.toThrow();
      expect(await count('emails_sent_total')).toBe(sent + 1);
      expect(await count('emails_failed_total')).toBe(failed + 1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const canRunRedis = services && spawnSync('redis-server', ['--version']).status === 0;

describe.skipIf(!canRunRedis)('/readyz with Redis away', () => {
  it('answers 503 naming Redis while it is down, 200 once it is back', async () => {
    const redis = await startThrowawayRedis();
    const pipeline = await startPipeline({ mode: 'services', redisUrl: redis.url, ollamaHost: OLLAMA_DOWN });
    const readyz = async () => {
      const res = await pipeline.app.inject({ method: 'GET', url: '/readyz' });
      return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
    };
    try {
      await redis.stop();
      expect(await readyz()).toMatchObject({
        status: 503,
        body: { status: 'not ready', redis: 'unreachable' },
      });
      await redis.start();
      await eventually(async () => ((await readyz()).status === 200 ? true : undefined), {
        timeoutMs: 10_000,
        what: 'ready again',
      });
    } finally {
      await pipeline.close();
      await redis.stop();
    }
  });
});

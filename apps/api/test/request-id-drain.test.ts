import { connect } from 'node:net';
import { eventually } from '@innerweather/db/testing/eventually';
import { freePort } from '@innerweather/jobs/testing/throwaway-redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChildWorker, HAPPY_TEXT, type Pipeline, startPipeline } from './pipeline-harness.ts';

const services = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
const mode = services ? 'services' : 'embedded';
const DRAIN_DELAY_MS = 2000;

/**
 * The API as its own process (and, in services mode, apps/worker as another), logging at debug: a request's id
 * comes back in its response and follows it into the jobs it queued, in whichever process runs them; SIGTERM
 * drains the API.
 */
describe(`request ids and draining (${mode} mode)`, () => {
  let pipeline: Pipeline;
  let api: ChildWorker;
  let worker: ChildWorker | null = null;
  let baseUrl: string;
  let workerMetricsPort = 0;
  const account = { email: `trace-${Date.now()}@example.com`, password: 'quiet-harbour-42' };

  beforeAll(async () => {
    pipeline = await startPipeline({ mode, ollamaHost: 'http://127.0.0.1:9', analyzer: 'lexicon' });
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    api = pipeline.spawnApi(port, {
      LOG_LEVEL: 'debug',
      WEB_CONCURRENCY: '1',
      DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
    });
    // The sweeper leaves fresh entries alone: a job it queued first would be nobody's request's.
    workerMetricsPort = await freePort();
    if (services)
      worker = pipeline.spawnWorker({
        LOG_LEVEL: 'debug',
        SWEEP_MIN_AGE_MS: '60000',
        METRICS_PORT: String(workerMetricsPort),
      });
    await api.logged(`Innerweather is ready at ${baseUrl}`, 40_000);
    // Which analyzer reads entries is said at start-up, not only per entry.
    await api.logged('Entries are read by the built-in analyzer (ANALYZER=lexicon; English only)', 10_000);
    await worker?.logged('Innerweather worker is ready', 40_000);
  }, 90_000);
  afterAll(() => pipeline?.close());

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('answers with the id it was given (or one it made) and the jobs of that request log the same id', async () => {
    const register = await post('/api/auth/register', { ...account, firstName: 'Tra', lastName: 'Ce' });
    expect(register.status).toBe(200);
    const madeUp = register.headers.get('x-request-id');
    expect(madeUp).toMatch(/^[0-9a-f-]{36}$/);
    const cookie = register.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    // An id that is not a plain token (spaces, too long) is replaced rather than logged.
    const odd = await fetch(`${baseUrl}/readyz`, { headers: { 'x-request-id': 'a b'.repeat(60) } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    const requestId = `proxy-${Date.now()}`;
    const saved = await post(
      '/api/entries',
      { content: HAPPY_TEXT, category: 'personal' },
      { cookie, 'x-request-id': requestId },
    );
    expect(saved.status).toBe(201);
    expect(saved.headers.get('x-request-id')).toBe(requestId);

    // The API's own line for the request, and the job lines (the screen, then the analysis it queued).
    const jobRunner = worker ?? api;
    const jobLines = await eventually(
      () => {
        const lines = jobRunner.lines.filter((l) => l.requestId === requestId && l.msg === 'job completed');
        return Promise.resolve(lines.length >= 2 ? lines : undefined);
      },
      { timeoutMs: 20_000, what: 'the job lines of the request' },
    );
    // The screen, the analysis it queued, and what that queued in turn (the mood pattern e-mail's check).
    expect(jobLines.map((l) => l.job)).toEqual(expect.arrayContaining(['crisis.screen', 'analysis.emotion']));
    expect(api.lines.some((l) => l.requestId === requestId && l.msg === 'incoming request')).toBe(true);
    // The worker, a process of its own, serves its own metrics: the jobs it ran.
    if (worker) {
      const metrics = await (await fetch(`http://127.0.0.1:${workerMetricsPort}/metrics`)).text();
      expect(metrics).toMatch(
        /^job_duration_seconds_count\{job="crisis.screen",outcome="completed"\} [1-9]/m,
      );
    }
    // Another request's jobs never carry this id.
    expect(jobRunner.lines.filter((l) => l.requestId === madeUp && l.msg === 'job completed')).toEqual([]);
  });

  it('after SIGTERM: /readyz answers 503, new work is refused, the request in flight finishes, then it exits', async () => {
    // A sign-in whose body is still arriving when the signal comes.
    const body = JSON.stringify(account);
    const socket = connect(Number(new URL(baseUrl).port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));

    api.proc.kill('SIGTERM');
    await api.logged('closing');
    const readyz = await fetch(`${baseUrl}/readyz`);
    expect(readyz.status).toBe(503);
    expect(await readyz.json()).toMatchObject({ status: 'draining', database: 'ok' });
    const refused = await post('/api/auth/login', account);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });

    socket.write(body.slice(10));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('set-cookie');
    expect(await api.exited).toBe(0);
  });
});

import { execFile, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eventually } from '@innerweather/db/testing/eventually';
import { createTestDatabase, type TestDatabase } from '@innerweather/db/testing/test-database';
import { freePort } from '@innerweather/jobs/testing/throwaway-redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChildWorker } from './pipeline-harness.ts';

const services = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
const apiDir = fileURLToPath(new URL('..', import.meta.url));
const server = join(apiDir, 'dist/server.js');
const run = promisify(execFile);

/** GET on a connection of its own (no keep-alive), so each request is a new connection for the cluster to hand out. */
function getJson(url: string): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> }),
      );
    }).on('error', reject);
  });
}

/** The pids of a process's children, from ps (which exits 1 when there are none). */
const childPids = (pid: number) =>
  spawnSync('ps', ['--ppid', String(pid), '-o', 'pid='], { encoding: 'utf8' })
    .stdout.split('\n')
    .map((l) => Number(l.trim()))
    .filter(Boolean)
    .sort();

// The built server, as `pnpm start` and the image run it.
beforeAll(async () => {
  await run(process.execPath, ['build.mjs'], { cwd: apiDir });
}, 60_000);

describe.skipIf(!services)('WEB_CONCURRENCY=2 over PostgreSQL and Redis', () => {
  let database: TestDatabase;
  let dataDir: string;
  let primary: ChildWorker;
  let baseUrl: string;
  let metricsPort: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'iw-cluster-'));
    const port = await freePort();
    metricsPort = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    primary = new ChildWorker(
      spawn(process.execPath, [server], {
        env: {
          PATH: process.env.PATH,
          PORT: String(port),
          APP_URL: baseUrl,
          DATABASE_URL: database.url!,
          REDIS_URL: process.env.REDIS_URL,
          QUEUE_PREFIX: `iw-cluster-${randomBytes(4).toString('hex')}`,
          DATA_DIR: dataDir,
          ENCRYPTION_KEY: randomBytes(32).toString('base64'),
          ANALYZER: 'lexicon',
          WEB_CONCURRENCY: '2',
          METRICS_PORT: String(metricsPort),
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    await primary.logged(`Innerweather runs 2 API processes at ${baseUrl}`, 60_000);
  }, 90_000);
  afterAll(async () => {
    await primary?.kill('SIGKILL');
    await database?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** Which processes answer /readyz over `n` new connections. */
  async function servingPids(n: number) {
    const answers = await Promise.all(Array.from({ length: n }, () => getJson(`${baseUrl}/readyz`)));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    return new Set(answers.map((a) => Number(a.body.pid)));
  }

  it('serves one port from two processes, replaces one that is killed, sums their metrics and drains both', async () => {
    const primaryPid = primary.proc.pid!;
    const workers = childPids(primaryPid);
    expect(workers).toHaveLength(2);
    expect([...(await servingPids(12))].sort()).toEqual(workers);

    // One dies: the other goes on answering, and a new one takes its place.
    const [killed, survivor] = workers as [number, number];
    process.kill(killed, 'SIGKILL');
    await primary.logged('an API process died; starting another');
    for (let i = 0; i < 3; i += 1) expect(await servingPids(4)).not.toContain(killed);
    const replaced = await eventually(
      () => {
        const now = childPids(primaryPid);
        return Promise.resolve(now.length === 2 && !now.includes(killed) ? now : undefined);
      },
      { timeoutMs: 30_000, what: 'a replacement process' },
    );
    expect(replaced).toContain(survivor);
    await eventually(async () => ((await servingPids(8)).size === 2 ? true : undefined), {
      timeoutMs: 30_000,
      what: 'both processes serving again',
    });

    // The primary's metrics port adds up its processes' counts.
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    const readyzCount = metrics
      .split('\n')
      .find((l) => l.startsWith('http_request_duration_seconds_count{') && l.includes('route="/readyz"'));
    expect(Number(readyzCount?.split(' ').at(-1))).toBeGreaterThanOrEqual(8);

    primary.proc.kill('SIGTERM');
    expect(await primary.exited).toBe(0);
    expect(childPids(primaryPid)).toEqual([]);
  });
});

describe('WEB_CONCURRENCY in embedded mode', () => {
  it('refuses more than one process at start-up, naming the variable', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'iw-cluster-embedded-'));
    try {
      const failed = await run(process.execPath, [server], {
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0', WEB_CONCURRENCY: '2' },
      }).then(
        () => ({ code: 0, stderr: '' }),
        (err: { code: number; stderr: string }) => err,
      );
      expect(failed.code).toBe(1);
      expect(failed.stderr).toContain('WEB_CONCURRENCY: must be 1 without DATABASE_URL');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

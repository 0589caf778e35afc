import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase } from '@innerweather/db/testing/test-database';
import { BENCH_ENTRY_CONTENT } from './journal-text.ts';

/**
 * `pnpm bench --soak [--duration=SECONDS]`: the API and a worker as they run in production (each its own process,
 * services mode) under mixed traffic from 50 users for 10 minutes by default. Reports the error rate, p99 per call
 * and how much the API's and the worker's resident memory grew after the warm-up. Fails on any 5xx, any connection
 * error, or a growth above 20%.
 */

const USERS = 50;
const RSS_GROWTH_LIMIT = 0.2;
const root = fileURLToPath(new URL('../..', import.meta.url));
const log = (line: string) => console.log(`[soak] ${line}`);

/** What a user does, and how often: the dashboard most, then reading, writing and the coach. */
const ACTIONS: Array<{
  name: string;
  weight: number;
  method: 'GET' | 'POST';
  path: string;
  body?: () => string;
}> = [
  {
    name: 'dashboard (tRPC batch of 6)',
    weight: 35,
    method: 'GET',
    path: `/trpc/content.list,stats.get,entries.recent,guidance.unacknowledgedCrisis,emotions.timeline,recommendations.list?batch=1&input=${encodeURIComponent(JSON.stringify({ 4: { days: 30 } }))}`,
  },
  { name: 'GET /api/entries?limit=10', weight: 20, method: 'GET', path: '/api/entries?limit=10' },
  {
    name: 'GET /api/emotions/timeline?days=365',
    weight: 10,
    method: 'GET',
    path: '/api/emotions/timeline?days=365',
  },
  {
    name: 'POST /api/entries',
    weight: 25,
    method: 'POST',
    path: '/api/entries',
    body: () =>
      JSON.stringify({
        content: `${BENCH_ENTRY_CONTENT} ${randomBytes(4).toString('hex')}`,
        category: 'work',
      }),
  },
  {
    name: 'POST /api/ai-coach/explore',
    weight: 5,
    method: 'POST',
    path: '/api/ai-coach/explore',
    body: () => JSON.stringify({ question: 'How can I sleep better when work keeps me up at night?' }),
  },
  { name: 'GET /api/auth/user', weight: 5, method: 'GET', path: '/api/auth/user' },
];
const totalWeight = ACTIONS.reduce((sum, a) => sum + a.weight, 0);
const pick = () => {
  let r = Math.random() * totalWeight;
  for (const action of ACTIONS) if ((r -= action.weight) < 0) return action;
  return ACTIONS[0]!;
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Resident memory of a process in bytes (Linux /proc), or NaN. */
function rss(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return line ? Number(line.split(/\s+/)[1]) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

function start(
  app: 'api' | 'worker',
  env: Record<string, string>,
): { proc: ChildProcess; ready: Promise<void> } {
  const [dir, entry, ready] =
    app === 'api'
      ? ['apps/api', 'dist/server.js', 'Innerweather is ready at']
      : ['apps/worker', 'dist/worker.js', 'Innerweather worker is ready'];
  // As in production: the bundle `pnpm build` makes (rebuilt from the sources here, in a few seconds).
  execFileSync(process.execPath, ['build.mjs'], { cwd: join(root, dir), stdio: 'inherit' });
  const proc = spawn(process.execPath, [entry], {
    cwd: join(root, dir),
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  proc.stderr.on('data', (c: Buffer) => (err += c.toString()));
  return {
    proc,
    ready: new Promise((resolve, reject) => {
      proc.stdout.on('data', (c: Buffer) => {
        out += c.toString();
        if (out.includes(ready)) resolve();
        // Only the start-up lines are kept.
        if (out.length > 100_000) out = out.slice(-1000);
      });
      proc.once('exit', (code) =>
        reject(new Error(`${app} exited (${code}) before it was ready: ${err}${out.slice(-2000)}`)),
      );
    }),
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : Number.NaN;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

export async function soak(durationSeconds: number): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL!;
  const redisUrl = process.env.REDIS_URL!;
  const testDb = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'iw-soak-'));
  const queuePrefix = `iw-soak-${randomBytes(4).toString('hex')}`;
  const children: ChildProcess[] = [];
  try {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const common = {
      DATABASE_URL: testDb.url!,
      REDIS_URL: redisUrl,
      DATA_DIR: dataDir,
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      QUEUE_PREFIX: queuePrefix,
      ANALYZER: 'lexicon',
      LOG_LEVEL: 'warn',
      METRICS_PORT: '0',
      FREE_ENTRIES_PER_MONTH: '0',
      APP_URL: url,
    };
    const api = start('api', { ...common, PORT: String(port), HOST: '127.0.0.1', WEB_CONCURRENCY: '1' });
    const worker = start('worker', common);
    children.push(api.proc, worker.proc);
    await Promise.all([api.ready, worker.ready]);
    log(
      `API (pid ${api.proc.pid}) and worker (pid ${worker.proc.pid}) on ${databaseUrl.replace(/\/[^/]*$/, '/…')}`,
    );

    const cookies: string[] = [];
    for (let i = 0; i < USERS; i++) {
      const email = `soak-${i}-${randomBytes(3).toString('hex')}@example.com`;
      const res = await fetch(`${url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email,
          password: 'soak-password-123',
          firstName: 'Soak',
          lastName: `User ${i}`,
        }),
      });
      if (!res.ok) throw new Error(`register answered ${res.status}: ${await res.text()}`);
      cookies.push(
        res.headers
          .getSetCookie()
          .find((c) => c.startsWith('iw_session=') && !c.startsWith('iw_session=;'))!
          .split(';')[0]!,
      );
    }
    await testDb.db.updateTable('users').set({ subscriptionStatus: 'pro' }).execute();

    const warmupMs = Math.max(10_000, durationSeconds * 200);
    const startedAt = Date.now();
    const deadline = startedAt + durationSeconds * 1000;
    log(
      `${USERS} users for ${durationSeconds} s (memory baseline after ${warmupMs / 1000} s), load average ${loadavg()[0]!.toFixed(1)}`,
    );
    const stats = new Map(
      ACTIONS.map((a) => [
        a.name,
        { latencies: [] as number[], statuses: new Map<number, number>(), errors: 0 },
      ]),
    );
    const samples: Array<{ at: number; api: number; worker: number }> = [];
    const sampler = setInterval(
      () =>
        samples.push({ at: Date.now() - startedAt, api: rss(api.proc.pid!), worker: rss(worker.proc.pid!) }),
      2_000,
    );

    await Promise.all(
      cookies.map(async (cookie) => {
        while (Date.now() < deadline) {
          const action = pick();
          const stat = stats.get(action.name)!;
          const body = action.body?.();
          const t0 = performance.now();
          try {
            const res = await fetch(url + action.path, {
              method: action.method,
              headers: body ? { cookie, 'content-type': 'application/json' } : { cookie },
              body,
            });
            await res.arrayBuffer();
            stat.latencies.push(performance.now() - t0);
            stat.statuses.set(res.status, (stat.statuses.get(res.status) ?? 0) + 1);
          } catch {
            stat.errors += 1;
          }
          // A person pauses between clicks: 0.2–1.2 s.
          await new Promise((r) => setTimeout(r, 200 + Math.random() * 1000));
        }
      }),
    );
    clearInterval(sampler);
    samples.push({ at: Date.now() - startedAt, api: rss(api.proc.pid!), worker: rss(worker.proc.pid!) });

    const rows: string[] = [];
    let total = 0;
    let failed = 0;
    let serverErrors = 0;
    for (const [name, s] of stats) {
      const sorted = [...s.latencies].sort((a, b) => a - b);
      const count = sorted.length + s.errors;
      const bad = s.errors + [...s.statuses].filter(([code]) => code >= 400).reduce((n, [, c]) => n + c, 0);
      serverErrors +=
        [...s.statuses].filter(([code]) => code >= 500).reduce((n, [, c]) => n + c, 0) + s.errors;
      total += count;
      failed += bad;
      const codes =
        [...s.statuses].map(([code, c]) => `${code}×${c}`).join(' ') +
        (s.errors ? ` errors×${s.errors}` : '');
      rows.push(
        `| ${name} | ${count} | ${bad} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} | ${codes} |`,
      );
    }
    const baseline = samples.find((s) => s.at >= warmupMs) ?? samples[0]!;
    const last = samples.at(-1)!;
    const growth = (which: 'api' | 'worker') => (last[which] - baseline[which]) / baseline[which];
    const memoryRows = (['api', 'worker'] as const).map(
      (which) =>
        `| ${which === 'api' ? 'API' : 'worker'} | ${mb(samples[0]![which])} | ${mb(baseline[which])} | ${mb(last[which])} | ${mb(Math.max(...samples.map((s) => s[which])))} | ${(100 * growth(which)).toFixed(1)}% |`,
    );
    const report = [
      `# Soak: ${USERS} users, ${durationSeconds} s`,
      '',
      `- When: ${new Date().toISOString()}; ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}; load average at the end ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')}`,
      `- API (1 process) and 1 worker as child processes in services mode (ANALYZER=lexicon); each user waits 0.2–1.2 s between calls`,
      `- Requests: ${total}, ${(total / durationSeconds).toFixed(1)}/s; error rate ${((100 * failed) / Math.max(1, total)).toFixed(2)}% (${failed}), of which 5xx or connection errors: ${serverErrors}`,
      '',
      '| Call | Requests | Errors | p50 (ms) | p99 (ms) | Statuses |',
      '| --- | ---: | ---: | ---: | ---: | --- |',
      ...rows,
      '',
      `| Process | RSS at start | after warm-up (${(baseline.at / 1000).toFixed(0)} s) | at the end | max | growth after warm-up |`,
      '| --- | ---: | ---: | ---: | ---: | ---: |',
      ...memoryRows,
      '',
    ].join('\n');
    console.log(`\n${report}`);
    const resultsDir = join(root, 'bench/results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(join(resultsDir, 'soak.md'), report);
    log('written to bench/results/soak.md');

    const problems = [
      ...(serverErrors ? [`${serverErrors} answers were 5xx or connection errors`] : []),
      ...(['api', 'worker'] as const)
        .filter((w) => growth(w) > RSS_GROWTH_LIMIT)
        .map(
          (w) =>
            `the ${w}'s RSS grew ${(100 * growth(w)).toFixed(1)}% after the warm-up (limit ${100 * RSS_GROWTH_LIMIT}%)`,
        ),
    ];
    if (problems.length) throw new Error(`soak failed:\n  ${problems.join('\n  ')}`);
  } finally {
    for (const child of children) {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
    }
    await testDb.destroy().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
    const { Redis } = await import('ioredis');
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    for await (const keys of redis.scanStream({ match: `${queuePrefix}:*`, count: 1000 }) as AsyncIterable<
      string[]
    >)
      if (keys.length) await redis.del(...keys);
    redis.disconnect();
  }
}

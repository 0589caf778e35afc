import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb } from '@innerweather/db/client';
import { createTestDatabase } from '@innerweather/db/testing/test-database';
import { sql } from 'kysely';
import { buildApp } from '@innerweather/api-app/app';
import { loadEnv } from '@innerweather/api-app/env';
import { createRuntime, loadEncryptor } from '@innerweather/runtime/runtime';
import { analyzersTable, measureAnalyzers } from './analyzers.ts';
import { startBareApp } from './bare-app.ts';
import { startBuiltServer } from './built-server.ts';
import { DASHBOARD_BATCH, dashboardBatch } from './dashboard-batch.ts';
import { cpuTargets } from './cpu-targets.ts';
import { BENCH_ENTRY_CONTENT } from './journal-text.ts';
import { type DatabaseCpuProbe, processCpuTicks, runLoad, type ServerCpuProbe } from './load.ts';
import type { LoadRequest } from './load-generator.ts';
import { costTable, failures, missedTargets, resultsTable, type ScenarioResult, TARGETS } from './report.ts';
import { removeQueues, waitingJobs } from './queues.ts';
import { seedJournal } from './seed-journal.ts';
import { runSoak } from './soak.ts';
import { type ConcurrencyRun, concurrencyTable, parseWebConcurrency } from './web-concurrency.ts';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
const JOURNAL_ENTRIES = 5_000;
const JOURNAL_DAYS = 400;

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number of at least 1, got "${raw}"`);
  return value;
}

const settings = {
  durationSeconds: positiveInt('BENCH_DURATION', 10),
  warmupSeconds: 2,
  connections: positiveInt('BENCH_CONNECTIONS', 32),
  /** Unset: the app's own pool (as `pnpm start` makes it). Set: a pool of this size, to see what the size changes. */
  poolSize: process.env.BENCH_POOL_SIZE ? positiveInt('BENCH_POOL_SIZE', 10) : undefined,
  /** Unset: the app in this process. Set: the built server (`pnpm build`) with WEB_CONCURRENCY of each count. */
  webConcurrency: parseWebConcurrency(process.env.BENCH_WEB_CONCURRENCY),
};

const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
const redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL;
const log = (line: string) => console.log(`[bench] ${line}`);

log(`Postgres: ${databaseUrl}${process.env.DATABASE_URL ? '' : ' (DATABASE_URL unset: default)'}`);
log(`Redis: ${redisUrl}${process.env.REDIS_URL ? '' : ' (REDIS_URL unset: default)'}`);
// createTestDatabase makes its throw-away database on the server DATABASE_URL names.
process.env.DATABASE_URL = databaseUrl;

interface Scenario {
  name: string;
  /** A reference point for the analysis (not one of the issue's endpoints): shown, not judged. */
  reference?: boolean;
  method: LoadRequest['method'];
  path: string;
  body?: string;
}

const entryBody = JSON.stringify({ content: BENCH_ENTRY_CONTENT, category: 'work', privacyLevel: 'private' });

// Reads first, the write last: the entries POSTed during the bench would otherwise grow the journal the reads see.
const allScenarios: Scenario[] = [
  // What every journal call pays before its own work: the app's hooks and one query; then the REST adapter + session.
  { name: 'GET /healthz', reference: true, method: 'GET', path: '/healthz' },
  { name: 'GET /api/auth/user', reference: true, method: 'GET', path: '/api/auth/user' },
  { name: 'GET /api/stats', method: 'GET', path: '/api/stats' },
  { name: 'GET /api/emotions/timeline?days=365', method: 'GET', path: '/api/emotions/timeline?days=365' },
  { name: 'GET /api/entries', method: 'GET', path: '/api/entries' },
  // The web app's page size (the spec: "Entries page size 10"); a reference row, the default page is what is judged.
  { name: 'GET /api/entries?limit=10', reference: true, method: 'GET', path: '/api/entries?limit=10' },
  { name: DASHBOARD_BATCH, reference: true, method: 'GET', path: dashboardBatch },
  { name: 'POST /api/entries', method: 'POST', path: '/api/entries', body: entryBody },
];
// BENCH_ONLY=stats,timeline measures only the endpoints whose name contains one of the words (for profiling).
const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((w) => w.trim())
  .filter(Boolean);
const scenarios = only.length
  ? allScenarios.filter((s) => only.some((w) => s.name.includes(w)))
  : allScenarios;
const load1 = () => loadavg()[0] ?? Number.NaN;

function gitDescription(): string {
  try {
    const cwd = fileURLToPath(new URL('../..', import.meta.url));
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd,
      encoding: 'utf8',
    }).trim();
    return dirty ? `${commit} with uncommitted changes` : commit;
  } catch {
    return 'unknown';
  }
}

async function main() {
  const testDb = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'iw-bench-'));
  const cleanups: Array<() => Promise<void>> = [
    () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })),
    () => testDb.destroy(),
  ];
  try {
    log(`throw-away database ${new URL(testDb.url!).pathname.slice(1)}`);
    // The POSTs' jobs go to queues of their own, so no worker of another installation on this Redis picks them up.
    const queuePrefix = `iw-bench-${randomBytes(4).toString('hex')}`;
    const encryptionKey = randomBytes(32).toString('base64');
    const env = loadEnv({
      DATA_DIR: dataDir,
      DATABASE_URL: testDb.url,
      REDIS_URL: redisUrl,
      APP_URL: 'http://127.0.0.1:3000',
      LOG_LEVEL: 'silent',
      ANALYZER: 'lexicon',
      ENCRYPTION_KEY: encryptionKey,
      QUEUE_PREFIX: queuePrefix,
    });
    // The app logs nothing, but what its services warn about (a job that could not be enqueued…) is counted.
    const warnings = new Map<string, number>();
    const count = (_details: unknown, message?: string) => {
      const key = message ?? 'warning without a message';
      warnings.set(key, (warnings.get(key) ?? 0) + 1);
    };
    const silent = { info: () => {}, warn: count, error: count };
    // The app's own wiring (its pool size, Redis rate limiter and job queue), as `pnpm start` in services mode.
    const runtime = await createRuntime(
      env,
      silent,
      settings.poolSize ? { db: createDb({ databaseUrl: testDb.url, poolSize: settings.poolSize }) } : {},
    );
    // As apps/api/src/server.ts does; in services mode this starts nothing (apps/worker would consume the queues).
    await runtime.startJobs();
    cleanups.unshift(() => runtime.close());
    cleanups.unshift(() => removeQueues(runtime.redis, queuePrefix));
    const app = await buildApp({ runtime });
    await app.listen({ port: 0, host: '127.0.0.1' });
    cleanups.unshift(() => app.close());
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('the app has no TCP address');
    const appUrl = `http://127.0.0.1:${address.port}`;

    const bare = await startBareApp();
    cleanups.unshift(() => bare.app.close());

    // The journal's owner, through the real sign-up (argon2id hashing and all).
    // A new address each run: sign-in attempts are rate-limited per address in Redis, which outlives the run.
    const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
    const password = 'bench-password-123';
    const registered = await fetch(`${appUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, firstName: 'Bench', lastName: 'Writer' }),
    });
    if (!registered.ok) throw new Error(`register failed: ${registered.status} ${await registered.text()}`);
    const { user } = (await registered.json()) as { user: { id: string } };
    // Pro, so the free plan's monthly limit does not refuse the POSTs; a time zone other than UTC, as most users have.
    await testDb.db
      .updateTable('users')
      .set({ subscriptionStatus: 'pro', timeZone: 'Europe/Berlin' })
      .where('id', '=', user.id)
      .execute();

    const seedStart = performance.now();
    await seedJournal(testDb.db, loadEncryptor(env), {
      userId: user.id,
      entries: JOURNAL_ENTRIES,
      days: JOURNAL_DAYS,
      now: new Date(),
    });
    log(
      `seeded ${JOURNAL_ENTRIES} analysed entries over ${JOURNAL_DAYS} days in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );

    const login = await fetch(`${appUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('iw_session=') && !c.startsWith('iw_session=;'))
      ?.split(';')[0];
    if (!cookie) throw new Error('login answered without a session cookie');

    const { rows: versionRows } = await sql<{ version: string }>`select version()`.execute(testDb.db);
    const postgresVersion = versionRows[0]?.version.split(' ').slice(0, 2).join(' ') ?? 'unknown';

    // Postgres's share of each measurement, read from /proc for the backends of the throw-away database.
    const databaseName = new URL(testDb.url!).pathname.slice(1);
    const postgresIsLocal = ['127.0.0.1', 'localhost', '[::1]', ''].includes(new URL(testDb.url!).hostname);
    const databaseCpu: DatabaseCpuProbe = async () => {
      if (!postgresIsLocal) return null;
      const { rows } = await sql<{ pid: number }>`
        select pid from pg_stat_activity where datname = ${databaseName} and pid <> pg_backend_pid()
      `.execute(testDb.db);
      const ticks = new Map<number, number>();
      for (const { pid } of rows) {
        const used = processCpuTicks(pid);
        if (used === null) return null;
        ticks.set(pid, used);
      }
      return ticks;
    };

    // BENCH_WEB_CONCURRENCY: the journal calls go to the built server instead, started now that the journal exists;
    // with several counts, one server each, every call measured against each in turn (so all see the same journal).
    const targets: Array<{ processes?: number; url: string; cpu?: ServerCpuProbe }> = [];
    for (const processes of settings.webConcurrency ?? []) {
      const built = await startBuiltServer(processes, {
        DATABASE_URL: testDb.url!,
        REDIS_URL: redisUrl,
        DATA_DIR: dataDir,
        ENCRYPTION_KEY: encryptionKey,
        QUEUE_PREFIX: queuePrefix,
      });
      cleanups.unshift(() => built.stop());
      log(`the built server, ${processes} API process(es) at ${built.url}`);
      targets.push({ processes, url: built.url, cpu: built.cpu });
    }
    if (targets.length === 0) targets.push({ url: appUrl });

    const request = (url: string, method: LoadRequest['method'], body?: string): LoadRequest => ({
      url,
      method,
      headers: body === undefined ? { cookie } : { cookie, 'content-type': 'application/json' },
      body,
      connections: settings.connections,
      warmupSeconds: settings.warmupSeconds,
      durationSeconds: settings.durationSeconds,
    });

    log(
      `measuring: ${settings.connections} connections, ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s each`,
    );
    const bareLoad = load1();
    log(`GET /bare (baseline) — load average ${bareLoad.toFixed(2)}`);
    const bareResult: ScenarioResult = {
      name: 'GET /bare (bare Fastify)',
      measurement: await runLoad({ ...request(`${bare.url}/bare`, 'GET'), headers: {} }, databaseCpu),
      loadAverage: bareLoad,
    };

    const runs = targets.map((target) => ({ ...target, results: [] as ScenarioResult[] }));
    for (const scenario of scenarios) {
      for (const run of runs) {
        // One call first: an endpoint that does not answer 2xx stops the run before it is measured.
        const probe = await fetch(`${run.url}${scenario.path}`, {
          method: scenario.method,
          headers: request('', scenario.method, scenario.body).headers,
          body: scenario.body,
        });
        if (!probe.ok) throw new Error(`${scenario.name} answered ${probe.status}: ${await probe.text()}`);
        const loadAverage = load1();
        const where = run.processes ? ` (WEB_CONCURRENCY=${run.processes})` : '';
        log(`${scenario.name}${where} — load average ${loadAverage.toFixed(2)}`);
        const measurement = await runLoad(
          request(`${run.url}${scenario.path}`, scenario.method, scenario.body),
          databaseCpu,
          run.cpu,
        );
        run.results.push({ name: scenario.name, reference: scenario.reference, measurement, loadAverage });
      }
    }
    // The tables below are the first count's; the others are set beside it in req/s.
    const results = runs[0]!.results;
    const byConcurrency = concurrencyTable(
      runs.flatMap((run): ConcurrencyRun[] =>
        run.processes ? [{ processes: run.processes, results: run.results }] : [],
      ),
    );

    // The table lists the endpoints in the issue's order.
    const order = [
      'GET /healthz',
      'GET /api/auth/user',
      'POST /api/entries',
      'GET /api/stats',
      'GET /api/emotions/timeline?days=365',
      'GET /api/entries',
      'GET /api/entries?limit=10',
      DASHBOARD_BATCH,
    ];
    results.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));

    // Every POSTed entry is still pending (no worker ran) and should have queued its screen job (the worker queues
    // the analysis once the entry is screened, so that second job never waits here). Requests still in
    // flight when the load generator stopped get longer than a dispatch may take (1.5 s) to finish first.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const jobs = await waitingJobs(runtime.redis, queuePrefix);
    const { pending } = await testDb.db
      .selectFrom('entries')
      .select((eb) => eb.fn.countAll<number>().as('pending'))
      .where('analysisStatus', '=', 'pending')
      .executeTakeFirstOrThrow();
    const jobsLine = `- Jobs: ${pending} entries were POSTed (warm-up and probe included) and ${jobs ?? 'no'} jobs were waiting in Redis afterwards (1 per entry expected: its crisis screen; the worker queues the analysis after it); no worker ran, and the queues were removed`;
    const warningLines = [...warnings].map(([message, times]) => `- App warning, ${times}×: ${message}`);
    // The worker's deterministic steps, measured here with the load generator stopped.
    const analyzers = analyzersTable(measureAnalyzers());
    const table = resultsTable(bareResult, results);
    const costs = costTable([bareResult, ...results]);
    const issue25 = cpuTargets(results);
    const missed = [...missedTargets(bareResult, results), ...issue25.missed];
    const problems = failures([bareResult, ...results]);
    const report = [
      '# Innerweather benchmark',
      '',
      `- When: ${new Date().toISOString()}, code at ${gitDescription()}`,
      `- Machine: ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}, ${postgresVersion}, Redis at ${redisUrl}`,
      `- Load: autocannon, ${settings.connections} connections, ${settings.warmupSeconds} s warm-up then ${settings.durationSeconds} s per endpoint, from a child process (the server keeps its own event loop)`,
      settings.webConcurrency
        ? `- App: the built server (apps/api/dist/server.js, NODE_ENV=production) with WEB_CONCURRENCY=${settings.webConcurrency.join(', then ')}, its own processes; app CPU is theirs summed${settings.webConcurrency.length > 1 ? ` (the tables are WEB_CONCURRENCY=${settings.webConcurrency[0]}'s; req/s of each below)` : ''}`
        : '- App: the real app in this process',
      `- App's wiring: services mode (${settings.poolSize ? `Postgres pool of ${settings.poolSize} set by BENCH_POOL_SIZE` : "the app's own Postgres pool"}, Redis rate limiter and job queue), LOG_LEVEL=silent; no worker runs, so POST /api/entries measures save + enqueue only`,
      `- Journal: one pro user (Europe/Berlin) with ${JOURNAL_ENTRIES} analysed entries over the last ${JOURNAL_DAYS} days; POST body is a ${BENCH_ENTRY_CONTENT.length}-character entry`,
      jobsLine,
      ...warningLines,
      `- Targets: p99 < ${TARGETS.p99Ms} ms and ≥ ${100 * TARGETS.shareOfBare}% of the bare route's req/s`,
      '',
      table,
      '',
      costs,
      '',
      issue25.table,
      '',
      ...(byConcurrency ? [byConcurrency, ''] : []),
      analyzers,
      '',
      missed.length === 0 ? 'All targets met.' : missed.join('\n'),
      ...(problems.length ? ['', 'INVALID RUN:', ...problems] : []),
      '',
    ].join('\n');

    console.log(
      `\n${table}\n\n${costs}\n\n${issue25.table}\n\n${byConcurrency ? `${byConcurrency}\n\n` : ''}${analyzers}\n\n${[jobsLine, ...warningLines].map((l) => l.slice(2)).join('\n')}\n`,
    );
    for (const line of missed) console.log(line);
    if (missed.length === 0) console.log('All targets met.');
    const resultsDir = fileURLToPath(new URL('../results', import.meta.url));
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(join(resultsDir, 'latest.md'), report);
    log(`written to bench/results/latest.md`);

    if (problems.length) {
      throw new Error(`the run is not valid, every answer must be 2xx:\n  ${problems.join('\n  ')}`);
    }
  } finally {
    for (const cleanup of cleanups) {
      await cleanup().catch((err: unknown) => console.error(`[bench] cleanup failed: ${String(err)}`));
    }
  }
}

(process.argv.includes('--soak') ? runSoak({ databaseUrl, redisUrl, log }) : main()).then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(`[bench] FAILED: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);

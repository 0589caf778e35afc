import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@innerweather/db/testing/test-database';
import { createRuntime, loadEncryptor } from '@innerweather/runtime/runtime';
import type { TEntry } from '@innerweather/validators/journal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/env.ts';
import { registerUser } from './test-app.ts';

const mode = process.env.DATABASE_URL ? 'services' : 'embedded';
const silent = { info: () => {}, warn: () => {}, error: () => {} };
const OLD = randomBytes(32).toString('base64');
const NEW = randomBytes(32).toString('base64');
const LEGACY_PER_USER = 120;

describe(`pnpm rotate-key (${mode})`, () => {
  let dataDir: string;
  let testDb: TestDatabase | null = null;
  const baseEnv = () => ({
    DATA_DIR: dataDir,
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    ANALYZER: 'lexicon',
    QUEUE_PREFIX: `iw-rotate-${randomBytes(4).toString('hex')}`,
    ...(testDb?.url ? { DATABASE_URL: testDb.url } : {}),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  });

  /** The real app on this DATA_DIR (embedded: its PGlite files; services: the throw-away database), then closed. */
  async function withApp<T>(
    encryptionKey: string,
    use: (run: Awaited<ReturnType<typeof open>>) => Promise<T>,
  ) {
    const run = await open(encryptionKey);
    try {
      return await use(run);
    } finally {
      await run.app.close();
      await run.runtime.close();
    }
  }
  async function open(encryptionKey: string) {
    const env = loadEnv({ ...baseEnv(), ENCRYPTION_KEY: encryptionKey });
    const runtime = await createRuntime(env, silent);
    const app = await buildApp({ runtime });
    await app.ready();
    return { env, runtime, app };
  }

  function rotate(): { child: ChildProcess; output: () => string; done: Promise<number | null> } {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/rotate-key.ts', '--batch-size=10'], {
      cwd: join(import.meta.dirname, '..'),
      env: { ...process.env, ...baseEnv(), ENCRYPTION_KEY: `new:${NEW},old:${OLD}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const done = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    return { child, output: () => output, done };
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'iw-rotate-'));
    if (process.env.DATABASE_URL) testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('re-wraps every key and re-seals every old value, resumes after a kill, and leaves all readable with the new key alone', async () => {
    // A journal under the old key: entries written through the API (per-user keys wrapped by it) and hundreds of
    // values of the format before per-user keys (text, tags and insights each under ENCRYPTION_KEY itself).
    const users = await withApp(`old:${OLD}`, async ({ env, runtime, app }) => {
      const enc = loadEncryptor(env);
      const made = [];
      for (const name of ['ada', 'bob']) {
        const { cookie, user } = await registerUser(app);
        await runtime.db
          .updateTable('users')
          .set({ subscriptionStatus: 'pro' })
          .where('id', '=', user.id)
          .execute();
        const res = await app.inject({
          method: 'POST',
          url: '/api/entries',
          headers: { cookie },
          payload: { content: `${name}: written today`, tags: ['today'] },
        });
        expect(res.statusCode).toBe(201);
        const rows = Array.from({ length: LEGACY_PER_USER }, (_, i) => ({
          userId: user.id,
          contentEnc: enc.encrypt(`${name}: old entry ${i}`),
          tagsEnc: enc.encryptJson([`tag${i}`]),
          createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
        }));
        await runtime.db.insertInto('entries').values(rows).execute();
        made.push({ name, cookie });
      }
      return made;
    });

    // Killed once it has done some batches, not all.
    const first = rotate();
    await new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (/… .*[1-9]\d* values sealed/.test(first.output())) {
          clearInterval(timer);
          first.child.kill('SIGKILL');
          resolve();
        }
      }, 20);
      void first.done.then(() => {
        clearInterval(timer);
        reject(new Error(`rotate-key ended before it was killed: ${first.output()}`));
      });
    });
    await first.done;
    expect(first.output()).not.toContain('Done');

    const second = rotate();
    expect(await second.done, second.output()).toBe(0);
    expect(second.output()).toContain('Done');

    // Every key file is wrapped by the new key; nothing in the database is under ENCRYPTION_KEY itself any more.
    const keys = readdirSync(join(dataDir, 'keys')).filter((f) => f.endsWith('.key'));
    expect(keys).toHaveLength(2);
    for (const file of keys) expect(readFileSync(join(dataDir, 'keys', file), 'utf8')).toMatch(/^v1\.new\./);

    await withApp(`new:${NEW}`, async ({ runtime, app }) => {
      const legacy = await runtime.db
        .selectFrom('entries')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('contentEnc', 'like', 'v1.%')
        .executeTakeFirstOrThrow();
      expect(Number(legacy.n)).toBe(0);
      for (const { name, cookie } of users) {
        const entries: TEntry[] = [];
        for (const offset of [0, 100]) {
          const url = `/api/entries?limit=100&offset=${offset}`;
          const res = await app.inject({ method: 'GET', url, headers: { cookie } });
          expect(res.statusCode).toBe(200);
          entries.push(...res.json<TEntry[]>());
        }
        expect(entries).toHaveLength(LEGACY_PER_USER + 1);
        expect(entries[0]).toMatchObject({ content: `${name}: written today`, tags: ['today'] });
        const old = entries.slice(1).reverse();
        old.forEach((e, i) =>
          expect(e).toMatchObject({ content: `${name}: old entry ${i}`, tags: [`tag${i}`] }),
        );
      }
    });
  }, 240_000);
});

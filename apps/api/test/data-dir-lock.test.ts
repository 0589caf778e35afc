import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { loadEnv } from '../src/env.ts';
import { createRuntime } from '@innerweather/runtime/runtime';

/**
 * Embedded mode: PGlite is one process's database. While a server has $DATA_DIR, a second server and
 * `pnpm promote-admin` are refused with the holder's pid and change nothing; afterwards the CLI works, and a lock
 * left by a process that died does not block the next start. Always embedded (no DATABASE_URL), whatever the pass.
 */
const run = promisify(execFile);
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const tsx = here('../node_modules/.bin/tsx');
const silent = { info: () => {}, warn: () => {}, error: () => {} };
const dataDir = mkdtempSync(join(tmpdir(), 'iw-lock-'));
const vars = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', ANALYZER: 'lexicon' };
const childEnv = { ...process.env, ...vars, DATABASE_URL: '', REDIS_URL: '', PORT: '0' };
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('refuses a second server and promote-admin while a server holds the data folder, then lets the CLI in', async () => {
  const server = await createRuntime(loadEnv(vars), silent);
  await server.services.auth.register(
    { email: 'owner@example.com', password: 'quiet-harbour-42', firstName: 'O', lastName: 'W' },
    'lock-test',
  );
  const { user } = await server.services.auth.register(
    { email: 'dana@example.com', password: 'quiet-harbour-42', firstName: 'D', lastName: 'A' },
    'lock-test',
  );
  const inUse = `This data folder is in use by another Innerweather (pid ${process.pid}).`;

  const second = run(tsx, [here('../src/server.ts')], { env: childEnv });
  await expect(second).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining(inUse) });

  const cli = run(tsx, [here('../src/cli/promote-admin.ts'), 'dana@example.com'], { env: childEnv });
  const refused = await cli.then(
    () => {
      throw new Error('promote-admin succeeded while the server held the data folder');
    },
    (err: { code: number; stdout: string; stderr: string }) => err,
  );
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain(inUse);
  expect(refused.stderr).toContain('Stop it first');
  expect(refused.stdout).not.toContain('is now an admin');
  const still = await server.db
    .selectFrom('users')
    .select('role')
    .where('id', '=', user.id)
    .executeTakeFirst();
  expect(still?.role).toBe('user');
  await server.close();
  expect(existsSync(join(dataDir, 'innerweather.pid'))).toBe(false);

  const { stdout } = await run(tsx, [here('../src/cli/promote-admin.ts'), 'dana@example.com'], {
    env: childEnv,
  });
  expect(stdout).toContain('dana@example.com is now an admin.');
  const after = await createRuntime(loadEnv(vars), silent);
  const promoted = await after.db
    .selectFrom('users')
    .select('role')
    .where('id', '=', user.id)
    .executeTakeFirst();
  expect(promoted?.role).toBe('admin');
  await after.close();
}, 300_000);

it('takes over a lock left by a process that died', async () => {
  // A pid far above any live one on this machine: the process that wrote it is gone.
  writeFileSync(join(dataDir, 'innerweather.pid'), '4194000');
  const runtime = await createRuntime(loadEnv(vars), silent);
  await runtime.close();
}, 120_000);

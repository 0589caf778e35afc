import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createTestDatabase } from '@innerweather/db/testing/test-database';
import { afterAll, expect, it } from 'vitest';
import { loadEnv } from '../src/env.ts';
import { createRuntime } from '@innerweather/runtime/runtime';

const run = promisify(execFile);
const cli = fileURLToPath(new URL('../src/cli/promote-admin.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));
const silent = { info: () => {}, warn: () => {}, error: () => {} };

const dataDir = mkdtempSync(join(tmpdir(), 'iw-cli-'));
// With Postgres the CLI opens the same throw-away database; embedded, it opens $DATA_DIR/pglite after the app closed it.
const testDb = process.env.DATABASE_URL ? await createTestDatabase() : null;
const vars = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(testDb?.url ? { DATABASE_URL: testDb.url } : {}) };
afterAll(async () => {
  await testDb?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

it('promotes a user to admin from the command line', async () => {
  const before = await createRuntime(loadEnv(vars), silent);
  await before.services.auth.register(
    {
      email: 'first@example.com',
      password: 'quiet-harbour-42',
      firstName: 'F',
      lastName: 'A',
    },
    'cli-test',
  );
  const { user } = await before.services.auth.register(
    {
      email: 'second@example.com',
      password: 'quiet-harbour-42',
      firstName: 'S',
      lastName: 'B',
    },
    'cli-test',
  );
  expect(user.role).toBe('user');
  await before.close();

  const env = { ...process.env, ...vars, DATABASE_URL: vars.DATABASE_URL ?? '' };
  const { stdout } = await run(tsx, [cli, 'Second@example.com'], { env });
  expect(stdout).toContain('Second@example.com is now an admin.');
  await expect(run(tsx, [cli, 'nobody@example.com'], { env })).rejects.toMatchObject({
    stderr: expect.stringContaining('No account with the e-mail nobody@example.com.'),
  });

  const after = await createRuntime(loadEnv(vars), silent);
  const promoted = await after.db
    .selectFrom('users')
    .select('role')
    .where('id', '=', user.id)
    .executeTakeFirst();
  expect(promoted?.role).toBe('admin');
  await after.close();
  // Two cold starts of the CLI through tsx: seconds each on a quiet machine, many more on a busy one.
}, 120_000);

it('opens the data folder of the directory `pnpm promote-admin` was typed in, not its package folder', async () => {
  // `pnpm start` at the root keeps ./.data there; `pnpm promote-admin` runs the CLI in apps/api with INIT_CWD = root.
  const root = mkdtempSync(join(tmpdir(), 'iw-cli-root-'));
  const embedded = { LOG_LEVEL: 'silent', DATABASE_URL: '', REDIS_URL: '', ANALYZER: 'lexicon' };
  try {
    const server = await createRuntime(loadEnv({ ...embedded, DATA_DIR: join(root, '.data') }), silent);
    await server.services.auth.register(
      { email: 'owner@example.com', password: 'quiet-harbour-42', firstName: 'O', lastName: 'W' },
      'cli-test',
    );
    await server.services.auth.register(
      { email: 'erin@example.com', password: 'quiet-harbour-42', firstName: 'E', lastName: 'R' },
      'cli-test',
    );
    await server.close();

    const { DATA_DIR: _unset, ...inherited } = process.env;
    const env = { ...inherited, ...embedded, INIT_CWD: root };
    const packageDir = fileURLToPath(new URL('..', import.meta.url));
    const { stdout } = await run(tsx, [cli, 'erin@example.com'], { env, cwd: packageDir });
    expect(stdout).toContain('erin@example.com is now an admin.');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}, 120_000);

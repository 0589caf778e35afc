import type { TEntry } from '@innerweather/validators/journal';
import { createDb } from '@innerweather/db/client';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from './test-app.ts';

// The app's own connections cut by the server (what a restart or a failover does): Postgres only.
const services = Boolean(process.env.DATABASE_URL);
let t: TestApp;
beforeAll(async () => {
  if (services) t = await createTestApp({ config: { freeEntriesPerMonth: 0 } });
});
afterAll(() => t?.close());

async function terminateAppConnections(): Promise<number> {
  const admin = createDb({ databaseUrl: process.env.DATABASE_URL, poolSize: 1 });
  const { rows } = await sql<{ n: number }>`
    select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
     where datname = ${new URL(t.databaseUrl!).pathname.slice(1)} and pid <> pg_backend_pid()`.execute(admin);
  await admin.destroy();
  return rows[0]?.n ?? 0;
}

it.skipIf(!services)(
  'survives its connections being cut: at worst a 503, then it answers again',
  async () => {
    const { cookie } = await registerUser(t.app);
    const save = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/entries',
        headers: { cookie },
        payload: { content: `Entry number ${n} written around a database restart.` },
      });
    expect((await save(0)).statusCode).toBe(201);
    // Idle pooled connections die here: without an error listener on the pool, this ends the process.
    expect(await terminateAppConnections()).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const statuses: number[] = [];
    for (let n = 1; n <= 10; n++) statuses.push((await save(n)).statusCode);
    expect(statuses.every((s) => s === 201 || s === 503)).toBe(true);
    expect(statuses.at(-1)).toBe(201);
    const list = await t.app.inject({ method: 'GET', url: '/api/entries', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json<TEntry[]>().length).toBe(1 + statuses.filter((s) => s === 201).length);
  },
);

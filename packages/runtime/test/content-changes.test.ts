import { spawnSync } from 'node:child_process';
import { createContentService } from '@innerweather/core/content/content-service';
import { systemClock } from '@innerweather/core/shared/clock';
import { eventually } from '@innerweather/db/testing/eventually';
import { createTestDatabase, type TestDatabase } from '@innerweather/db/testing/test-database';
import { startThrowawayRedis, type ThrowawayRedis } from '@innerweather/jobs/testing/throwaway-redis';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisContentChanges } from '../src/redis-content-changes.ts';

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
const silent = { info: () => {}, warn: () => {}, error: () => {} };
const ADMIN = '00000000-0000-0000-0000-0000000000a1';

/** Two API processes' content services over one database, told of changes through a Redis that goes away. */
describe.runIf(hasRedisServer)('managed content kept in each API process', () => {
  let redis: ThrowawayRedis;
  let t: TestDatabase;
  const connections: Redis[] = [];
  const processOver = () => {
    const connection = new Redis(redis.url, { maxRetriesPerRequest: 1 });
    connection.on('error', () => {});
    connections.push(connection);
    const changes = createRedisContentChanges(connection, { prefix: 'iw-content-test', logger: silent });
    return { changes, content: createContentService({ db: t.db, clock: systemClock, changes }) };
  };
  const welcome = async (content: ReturnType<typeof processOver>['content']) =>
    (await content.list()).find((i) => i.key === 'welcome_message')?.value;
  /** A change behind the app's back (SQL by hand): only a list read afresh shows it. */
  const setByHand = (value: string) =>
    t.db
      .updateTable('contentItems')
      .set({ value })
      .where('section', '=', 'dashboard')
      .where('key', '=', 'welcome_message')
      .execute();

  beforeAll(async () => {
    redis = await startThrowawayRedis();
    t = await createTestDatabase();
    await t.db
      .insertInto('users')
      .values({ id: ADMIN, email: 'admin@example.com', passwordHash: 'x', firstName: 'Ada', role: 'admin' })
      .execute();
  });
  afterAll(async () => {
    for (const connection of connections) connection.disconnect();
    await t?.destroy();
    await redis?.stop();
  });

  it('keeps the list only while it hears of changes, and hears them again after Redis came back', async () => {
    const saving = processOver();
    const reading = processOver();
    await welcome(saving.content);
    await welcome(reading.content);
    const heard = reading.changes.listen(() => {});
    await eventually(() => Promise.resolve(heard.listening() ? true : undefined), {
      what: 'the subscription',
    });

    // An admin's save on one process, seen by the other within a second.
    const saveAndSee = async (value: string, what: string) => {
      await saving.content.update(ADMIN, 'dashboard', 'welcome_message', { value, valueType: 'text' });
      await eventually(async () => ((await welcome(reading.content)) === value ? true : undefined), {
        timeoutMs: 1_000,
        everyMs: 5,
        what,
      });
    };

    // Kept: a change by hand does not show, an admin's save on the other process does.
    await welcome(reading.content);
    await setByHand('By hand, 1');
    expect(await welcome(reading.content)).not.toBe('By hand, 1');
    await saveAndSee('Saved, 1', 'the save on the other process');

    // Redis gone: announcements could be missed, so nothing is kept.
    await redis.stop();
    await eventually(() => Promise.resolve(heard.listening() ? undefined : true), {
      what: 'the lost connection',
    });
    await setByHand('By hand, 2');
    expect(await welcome(reading.content)).toBe('By hand, 2');
    await setByHand('By hand, 3');
    expect(await welcome(reading.content)).toBe('By hand, 3');

    // Back: kept again, and a save is heard again.
    await redis.start();
    await eventually(() => Promise.resolve(heard.listening() ? true : undefined), {
      timeoutMs: 15_000,
      what: 'the subscription again',
    });
    await saveAndSee('Saved, 2', 'the save after Redis came back');
  });
});

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createLucia } from '@innerweather/auth/lucia';
import { systemClock, type Clock } from '@innerweather/core/clock';
import { createEncryptor, parseKey, type Encryptor } from '@innerweather/core/encryption';
import { createMemoryRateLimiter, createRedisRateLimiter } from '@innerweather/core/rate-limiter';
import { createServices, type Logger, type ServicesConfig } from '@innerweather/core/services';
import { createDb, type Db } from '@innerweather/db/client';
import { migrateToLatest } from '@innerweather/db/migrate';
import { createMailer } from '@innerweather/email/mailer';
import { Redis } from 'ioredis';
import type { Env } from './env.ts';

/**
 * Keys from ENCRYPTION_KEY ("base64" or "id:base64,id:base64", the first being current); without it, the
 * embedded mode keeps a generated key in $DATA_DIR/secret.key (mode 0600).
 */
export function loadEncryptor(env: Pick<Env, 'ENCRYPTION_KEY' | 'DATA_DIR'>): Encryptor {
  if (env.ENCRYPTION_KEY) {
    const entries = env.ENCRYPTION_KEY.split(',').map((part, i) => {
      const [id, key] = part.includes(':') ? part.split(':') : [`k${i + 1}`, part];
      return [id!.trim(), parseKey(key!.trim())] as const;
    });
    return createEncryptor({ currentKeyId: entries[0]![0], keys: Object.fromEntries(entries) });
  }
  const file = join(env.DATA_DIR, 'secret.key');
  if (!existsSync(file)) {
    mkdirSync(env.DATA_DIR, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  return createEncryptor({ currentKeyId: 'local', keys: { local: parseKey(readFileSync(file, 'utf8').trim()) } });
}

export interface RuntimeOverrides {
  clock?: Clock;
  db?: Db;
  config?: Partial<ServicesConfig>;
}

/** Everything a process needs, wired from the configuration: the embedded defaults unless services are named. */
export async function createRuntime(env: Env, logger: Logger, overrides: RuntimeOverrides = {}) {
  const db = overrides.db ?? createDb({ databaseUrl: env.DATABASE_URL, pgliteDir: join(env.DATA_DIR, 'pglite') });
  await migrateToLatest(db);
  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: false }) : null;
  redis?.on('error', (err) => logger.warn({ err: err.message }, 'redis connection problem'));
  const auth = createLucia(db, { secureCookies: env.APP_URL.startsWith('https://') });
  const mailer = createMailer({ from: env.MAIL_FROM, smtpUrl: env.SMTP_URL, outboxDir: join(env.DATA_DIR, 'outbox') });
  const clock = overrides.clock ?? systemClock;
  const encryptor = loadEncryptor(env);
  const services = createServices({
    db,
    auth,
    mailer,
    clock,
    encryptor,
    logger,
    rateLimiter: redis ? createRedisRateLimiter(redis) : createMemoryRateLimiter(),
    config: { appUrl: env.APP_URL, freeEntriesPerMonth: env.FREE_ENTRIES_PER_MONTH, ...overrides.config },
  });
  return {
    env,
    db,
    redis,
    auth,
    services,
    async close() {
      await db.destroy();
      redis?.disconnect();
    },
  };
}

export type Runtime = Awaited<ReturnType<typeof createRuntime>>;

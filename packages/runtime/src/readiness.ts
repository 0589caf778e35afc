import type { Db } from '@innerweather/db/client';
import { pendingMigrations } from '@innerweather/db/migrate';
import type { Redis } from 'ioredis';

/** A probe that does not answer within this long counts as down: a load balancer's probe must not hang. */
const CHECK_TIMEOUT_MS = 2000;

export interface Readiness {
  /** ready: serve traffic; not ready: a required check failed; draining: shutting down after SIGTERM. */
  status: 'ready' | 'not ready' | 'draining';
  database: 'ok' | 'unreachable' | 'not migrated';
  redis: 'ok' | 'unreachable' | 'not configured';
  /** Reported, never required: without it the lexicon analyses and the library answers the coach. */
  ollama: 'ok' | 'unavailable' | 'not used';
}

function within<T>(work: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), CHECK_TIMEOUT_MS)));
  return Promise.race([work.catch(() => fallback), late]).finally(() => clearTimeout(timer));
}

export interface ReadinessSources {
  db: Db;
  redis: Redis | null;
  /** Whether Ollama answers with the model; null when the analyzer is the lexicon (ANALYZER=lexicon). */
  ollamaAvailable: (() => Promise<boolean>) | null;
}

/** /readyz: the database reachable and migrated, Redis when configured; Ollama reported but not required. */
export async function checkReadiness(sources: ReadinessSources, draining: boolean): Promise<Readiness> {
  const [database, redis, ollama] = await Promise.all([
    within(
      (async (): Promise<Readiness['database']> => {
        // Reading the migrations table is the round trip that proves the database answers.
        return (await pendingMigrations(sources.db)).length === 0 ? 'ok' : 'not migrated';
      })(),
      'unreachable' as const,
    ),
    sources.redis
      ? within(
          sources.redis.ping().then((): Readiness['redis'] => 'ok'),
          'unreachable' as const,
        )
      : Promise.resolve('not configured' as const),
    sources.ollamaAvailable
      ? within(
          sources.ollamaAvailable().then((up): Readiness['ollama'] => (up ? 'ok' : 'unavailable')),
          'unavailable' as const,
        )
      : Promise.resolve('not used' as const),
  ]);
  const up = database === 'ok' && redis !== 'unreachable';
  return { status: draining ? 'draining' : up ? 'ready' : 'not ready', database, redis, ollama };
}

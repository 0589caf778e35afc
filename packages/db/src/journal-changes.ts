import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { type Db, notificationSourceOf } from './client.ts';
import { EVERY_JOURNAL_CHANGED, JOURNAL_CHANGES_CHANNEL } from './migrations/0004-journal-changes.ts';

export interface JournalChangeHandlers {
  /** A transaction that changed this user's journal committed. */
  changed: (userId: string) => void;
  /** Listening (again): changes are heard from now on; whatever happened before is unknown. */
  listening: () => void;
  /** The listening connection is gone: changes may go unheard until `listening` is called again. */
  deaf: () => void;
}

export interface JournalChangeFeed {
  close: () => Promise<void>;
}

interface FeedLogger {
  warn: (obj: object, msg?: string) => void;
}

const RETRY_MS = [100, 500, 1_000, 2_000, 5_000];
/**
 * A connection that went half-open raises no error, and a proxy that cannot LISTEN (PgBouncer in transaction mode)
 * accepts it and delivers nothing: every heartbeat sends a notification through the app's own pool and expects to
 * hear it here.
 */
const HEARTBEAT_MS = 15_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;
const PING_PREFIX = 'ping:';

/**
 * Hears the `journal_changes` notifications (migration 0004) of the database behind `db`: on a dedicated Postgres
 * connection, reopened with back-off when it drops, or through PGlite's own listener. `deaf` is called at once and
 * `listening` when the first LISTEN is in place, so a consumer never trusts a moment it could not hear.
 */
export function listenForJournalChanges(
  db: Db,
  handlers: JournalChangeHandlers,
  logger: FeedLogger,
  { heartbeatMs = HEARTBEAT_MS }: { heartbeatMs?: number } = {},
): JournalChangeFeed {
  const source = notificationSourceOf(db);
  handlers.deaf();
  if (!source) return { close: () => Promise.resolve() };

  let heard: (ping: string) => void = () => {};
  const hear = (payload: string) => {
    if (payload === EVERY_JOURNAL_CHANGED) handlers.listening();
    else if (payload.startsWith(PING_PREFIX)) heard(payload);
    else handlers.changed(payload);
  };

  if (source.kind === 'pglite') {
    const unlisten = source.pglite.listen(JOURNAL_CHANGES_CHANNEL, hear).then(
      (stop) => {
        handlers.listening();
        return stop;
      },
      (err: unknown) => {
        // Stays deaf: the journal reads are computed every time.
        logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'journal change feed could not listen');
        return undefined;
      },
    );
    return {
      close: async () => {
        handlers.deaf();
        const stop = await unlisten;
        if (stop && !source.pglite.closed) await stop().catch(() => undefined);
      },
    };
  }

  let closed = false;
  let client: pg.Client | null = null;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const retry = () => {
    if (closed || retryTimer) return;
    const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]!;
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delay);
    retryTimer.unref();
  };

  const connect = async () => {
    const current = new pg.Client({ connectionString: source.connectionString, keepAlive: true });
    client = current;
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      clearInterval(heartbeat);
      handlers.deaf();
      if (!closed) logger.warn({ err: err?.message }, 'journal change feed lost its connection; reconnecting');
      current.removeAllListeners('notification');
      void current.end().catch(() => undefined);
      retry();
    };
    current.on('error', onLost);
    current.on('end', () => onLost());
    current.on('notification', (message) => {
      if (message.channel === JOURNAL_CHANGES_CHANNEL && message.payload) hear(message.payload);
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${JOURNAL_CHANGES_CHANNEL}`);
      if (closed || lost) return;
      attempt = 0;
      handlers.listening();
      heartbeat = setInterval(() => {
        const ping = `${PING_PREFIX}${randomUUID()}`;
        const timeout = setTimeout(() => onLost(new Error('heartbeat notification not heard')), HEARTBEAT_TIMEOUT_MS);
        heard = (payload) => {
          if (payload === ping) clearTimeout(timeout);
        };
        sql`select pg_notify(${JOURNAL_CHANGES_CHANNEL}, ${ping})`.execute(db).catch((err: unknown) => {
          clearTimeout(timeout);
          onLost(err instanceof Error ? err : new Error(String(err)));
        });
      }, heartbeatMs);
      heartbeat.unref();
    } catch (err) {
      onLost(err as Error);
    }
  };

  void connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(heartbeat);
      handlers.deaf();
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}

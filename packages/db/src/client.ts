import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { makePrivateDir } from './private-dir.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

// count(*) and bigint come back as strings by default; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
// `date` columns stay plain YYYY-MM-DD strings, never shifted by the server's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export interface DbOptions {
  /** postgres://… — when absent, an embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; omitted means in memory. */
  pgliteDir?: string | undefined;
  poolSize?: number;
  /**
   * Told when an idle pooled connection dies (a restart, a failover, pg_terminate_backend). Without a listener
   * node-postgres' pool would throw the error and end the process; the pool drops the connection and opens another
   * for the next query.
   */
  onConnectionError?: (err: Error) => void;
}

/** Where a database's notifications can be heard: a Postgres server to open a listening connection to, or PGlite. */
export type NotificationSource =
  { kind: 'postgres'; connectionString: string } | { kind: 'pglite'; pglite: PGlite };

const notificationSources = new WeakMap<Db, NotificationSource>();

/** How to LISTEN on the database behind `db` (made by createDb); undefined for a Kysely made elsewhere. */
export function notificationSourceOf(db: Db): NotificationSource | undefined {
  return notificationSources.get(db);
}

/** At most this many distinct statements are prepared on each connection; any further ones are sent unnamed. */
export const MAX_PREPARED_STATEMENTS = 500;
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * A pool whose connections prepare each data statement once and then only bind and execute it: Postgres parses
 * and plans a statement on every unnamed execution, which cost more than running the journal's small queries
 * (the session check, the stats). Kysely writes the same text for the same query with its values as parameters, so
 * the statements are few; DDL (migrations) is never prepared, and past MAX_PREPARED_STATEMENTS texts (queries built
 * with a varying number of values) the rest go unnamed, so no connection holds an unbounded number.
 */
function preparingPool(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_PREPARED_STATEMENTS && PREPARABLE.test(text)) {
      name = `iw${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    const query = (statement: string | pg.Submittable, values?: unknown[]) => {
      // A cursor (kysely's stream()) is handed over as it is.
      if (typeof statement !== 'string') return client.query(statement);
      const name = nameOf(statement);
      return name === undefined
        ? client.query(statement, values)
        : client.query({ name, text: statement, values });
    };
    return { query: query as unknown as PostgresPoolClient['query'], release: () => client.release() };
  };
  return {
    connect: async () => {
      const client = await pool.connect();
      let face = wrapped.get(client);
      if (!face) {
        face = wrap(client);
        wrapped.set(client, face);
      }
      return face;
    },
    end: () => pool.end(),
  };
}

export function createDb(options: DbOptions): Db {
  const plugins = [new CamelCasePlugin()];
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    pool.on('error', (err) => options.onConnectionError?.(err));
    // A connection checked out (a transaction between statements) has no pool listener: give each its own.
    pool.on('connect', (client) => client.on('error', (err) => options.onConnectionError?.(err)));
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: preparingPool(pool) }),
      plugins,
    });
    notificationSources.set(db, { kind: 'postgres', connectionString: options.databaseUrl });
    return db;
  }
  if (options.pgliteDir) makePrivateDir(options.pgliteDir);
  // One options object: `new PGlite(undefined, options)` (an in-memory database) silently drops the options.
  const pglite = new PGlite({
    dataDir: options.pgliteDir,
    parsers: {
      [pg.types.builtins.INT8]: (v: string) => Number(v),
      [pg.types.builtins.DATE]: (v: string) => v,
    },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), plugins });
  notificationSources.set(db, { kind: 'pglite', pglite });
  return db;
}

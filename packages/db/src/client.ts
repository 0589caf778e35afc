import { PGlite } from '@electric-sql/pglite';
import {
  CamelCasePlugin,
  Kysely,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  type QueryExecutorProvider,
} from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { makePrivateDir } from './private-dir.ts';
import type { Database } from './schema.ts';
import { timestamptzParser } from './timestamptz.ts';

export type Db = Kysely<Database>;

// count(*) and bigint come back as strings by default; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
// `date` columns stay plain YYYY-MM-DD strings, never shifted by the server's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
// `timestamptz` in UTC is read without the driver's regular expressions (timestamptz.ts); other forms still use them.
const driverTimestamptz = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ, 'text') as (
  text: string,
) => unknown;
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, timestamptzParser(driverTimestamptz));

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
function statementNames() {
  const names = new Map<string, string>();
  return (text: string) => {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_PREPARED_STATEMENTS && PREPARABLE.test(text)) {
      name = `iw${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };
}

function preparingPool(
  pool: pg.Pool,
  nameOf: (text: string) => string | undefined,
  end: () => Promise<void>,
): PostgresPool {
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
    end: async () => {
      await end();
      await pool.end();
    },
  };
}

/**
 * At most this many shared connections. Statements queue on the first one (whose backend then rarely sleeps) until
 * SPILL_AT wait there, or until it has answered nothing for STALLED_MS (a slow statement at the head of its queue).
 */
const SHARED_CONNECTIONS = 4;
const SPILL_AT = 8;
const STALLED_MS = 5;

/**
 * Connections shared by the single statements that run outside any transaction (the compiled queries: the session
 * check and the journal's hot reads), in node-postgres' pipeline mode: each statement is sent without waiting for the
 * answers before it, each with its own Sync, so each is still its own transaction and an error fails only its
 * own statement. Statements issued in the same turn of the event loop leave in one write and reach Postgres
 * together: one wake-up of one backend instead of one per statement and connection, which cost Postgres ~28 µs a
 * statement, and no pool check-out per statement. A turn is everything the event loop's poll phase runs before its
 * `setImmediate` callbacks: a dashboard batch's reads, and the session checks (or the reads) of all the requests
 * whose bytes or answers arrived together; each write to the loopback socket cost the app 25–30 µs of CPU. A
 * connection that fails is dropped and the next statement opens another.
 */
function sharedConnections(
  connectionString: string,
  nameOf: (text: string) => string | undefined,
  camelCase: RowKeys,
  onConnectionError?: (err: Error) => void,
) {
  interface Slot {
    client: Promise<pg.Client>;
    inFlight: number;
    /** When it last answered a statement, or was given one while idle. */
    progressAt: number;
    /** Chosen in this turn of the event loop: its statements leave together. */
    inTurn: boolean;
  }
  const slots: Array<Slot | undefined> = [];
  let ended = false;
  const open = (at: number) => {
    const client = new pg.Client({ connectionString, pipeline: true });
    const slot: Slot = {
      client: client.connect().then(() => client),
      inFlight: 0,
      progressAt: 0,
      inTurn: false,
    };
    const drop = () => {
      if (slots[at] === slot) slots[at] = undefined;
    };
    client.on('error', (err) => {
      drop();
      onConnectionError?.(err);
    });
    client.on('end', drop);
    slot.client.catch(drop);
    slots[at] = slot;
    return slot;
  };
  /**
   * The connection this turn's statements already go to, while it has room; else the first with room that is not
   * stalled behind a slow statement (opened if need be); else the least busy.
   */
  const choose = (now: number): Slot => {
    const usable = (slot: Slot) =>
      slot.inFlight < SPILL_AT && (slot.inFlight === 0 || now - slot.progressAt < STALLED_MS);
    let first: Slot | undefined;
    let least: Slot | undefined;
    for (let at = 0; at < SHARED_CONNECTIONS; at++) {
      const slot = slots[at];
      if (slot?.inTurn && usable(slot)) return slot;
      if (!first && (!slot || usable(slot))) first = slot ?? open(at);
      if (slot && (!least || slot.inFlight < least.inFlight)) least = slot;
    }
    return first ?? least ?? open(0);
  };
  const pick = () => {
    const now = performance.now();
    const slot = choose(now);
    if (slot.inFlight === 0) slot.progressAt = now;
    if (!slot.inTurn) {
      slot.inTurn = true;
      setImmediate(() => (slot.inTurn = false));
    }
    return slot;
  };
  const corked = new WeakSet<pg.Client>();
  const run: SharedStatement = async <R>(sql: string, parameters: readonly unknown[]): Promise<R[]> => {
    if (ended) throw new Error('Client was closed and is not queryable');
    const slot = pick();
    slot.inFlight += 1;
    try {
      const client = await slot.client;
      // Every statement of this turn in one write: uncorked once the poll phase's callbacks have all run.
      const stream = (
        client as unknown as {
          connection: { stream: NodeJS.WritableStream & Partial<{ cork(): void; uncork(): void }> };
        }
      ).connection.stream;
      if (!corked.has(client) && stream.cork && stream.uncork) {
        corked.add(client);
        stream.cork();
        setImmediate(() => {
          corked.delete(client);
          stream.uncork?.();
        });
      }
      const name = nameOf(sql);
      const values = [...parameters];
      const result = await client.query<unknown[]>(
        name === undefined
          ? { text: sql, values, rowMode: 'array' }
          : { name, text: sql, values, rowMode: 'array' },
      );
      return rowsAsPluginMapsThem<R>(result, camelCase);
    } finally {
      slot.inFlight -= 1;
      slot.progressAt = performance.now();
    }
  };
  return {
    run,
    async end() {
      ended = true;
      const open = slots.splice(0);
      await Promise.all(
        open.map(async (slot) => {
          const client = await slot?.client.catch(() => null);
          await client?.end().catch(() => undefined);
        }),
      );
    },
  };
}

/** Kysely's CamelCasePlugin, its mapping also open to the shared connections, which map their rows themselves. */
class RowKeys extends CamelCasePlugin {
  keyOf(name: string): string {
    return this.camelCase(name);
  }
  rowOf(row: Record<string, unknown>): Record<string, unknown> {
    return this.mapRow(row);
  }
}

/** One statement on the shared connections, answering its rows as the database's CamelCasePlugin maps them. */
export type SharedStatement = <R>(sql: string, parameters: readonly unknown[]) => Promise<R[]>;

/**
 * The rows of an array-mode result with the keys and values the CamelCasePlugin would have given node-postgres'
 * object rows: the column names camel-cased, in order, a later column of the same name winning. A row holding an
 * object other than a Date (json) goes through the plugin itself, which maps nested keys too. Kysely's executor made
 * each row twice (node-postgres' object, then the plugin's copy) behind three promises per statement.
 */
function rowsAsPluginMapsThem<R>(result: pg.QueryResult<unknown[]>, camelCase: RowKeys): R[] {
  const columns = result.fields.map((field) => ({ name: field.name, key: camelCase.keyOf(field.name) }));
  return result.rows.map((values) => {
    const row: Record<string, unknown> = {};
    if (values.some(isNestedObject)) {
      // Defined, not assigned: a column named __proto__ stays a column, as in node-postgres' own rows.
      columns.forEach((column, i) =>
        Object.defineProperty(row, column.name, {
          value: values[i],
          writable: true,
          enumerable: true,
          configurable: true,
        }),
      );
      return camelCase.rowOf(row) as R;
    }
    columns.forEach((column, i) => (row[column.key] = values[i]));
    return row as R;
  });
}

const isNestedObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !(value instanceof Date);

const sharedStatements = new WeakMap<Db, SharedStatement>();

/**
 * Where a single statement outside any transaction can run on `db`: its shared pipelined connections (Postgres),
 * undefined for PGlite or a Kysely made elsewhere. compiled-query.ts sends the compiled queries there.
 */
export function sharedStatementsOf(db: QueryExecutorProvider): SharedStatement | undefined {
  return sharedStatements.get(db as Db);
}

export function createDb(options: DbOptions): Db {
  const camelCase = new RowKeys();
  const plugins = [camelCase];
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    pool.on('error', (err) => options.onConnectionError?.(err));
    // A connection checked out (a transaction between statements) has no pool listener: give each its own.
    pool.on('connect', (client) => client.on('error', (err) => options.onConnectionError?.(err)));
    const nameOf = statementNames();
    const shared = sharedConnections(options.databaseUrl, nameOf, camelCase, options.onConnectionError);
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: preparingPool(pool, nameOf, () => shared.end()) }),
      plugins,
    });
    notificationSources.set(db, { kind: 'postgres', connectionString: options.databaseUrl });
    sharedStatements.set(db, shared.run);
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

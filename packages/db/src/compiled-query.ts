import {
  type Compilable,
  CompiledQuery,
  type QueryExecutorProvider,
  type QueryResult,
  type RawBuilder,
} from 'kysely';
import { sharedStatementsOf } from './client.ts';

/** A statement that writes (or may: a data-modifying WITH); a read that only looks like one just takes the pool. */
const WRITES = /\b(insert\s+into|delete\s+from|merge\s+into)\b|\bupdate\s+\S+\s+set\b/i;

/** What runs a compiled query: the database (a Kysely) or a transaction. */
export interface QueryRunner {
  executeQuery<R>(query: CompiledQuery<R>): Promise<QueryResult<R>>;
}

/**
 * A query of fixed shape, built and compiled once. Kysely builds a query as a tree, copies it through the
 * CamelCasePlugin and compiles it to SQL on every call: 25–40 µs of CPU for the session check or a page of entries,
 * a tenth of a signed-in request's CPU. `build` is called once with one placeholder per parameter it declares, each
 * to be used as a plain value (not inside SQL text, a list or an expression computed in JavaScript), once or more;
 * every call then binds its arguments in their places and runs the same SQL text on `runner` (the database or a
 * transaction), whose plugins map the rows as usual. `db` compiles a raw sql`` template.
 */
export function compiledQuery<Row, Args extends unknown[]>(
  db: QueryExecutorProvider,
  build: (...placeholders: Args) => Compilable<Row> | RawBuilder<Row>,
): (runner: QueryRunner, ...args: Args) => Promise<Row[]> {
  const marker = `\u0000Placeholder-${Math.random().toString(36).slice(2)}-`;
  const placeholders = Array.from({ length: build.length }, (_, i) => `${marker}${i}`);
  const query = build(...(placeholders as Args));
  // A raw sql`` template compiles with the database's dialect and plugins; a query builder already has them.
  const compiled = query.compile(db);
  // Where each argument goes among the compiled parameters; the others are constants of the query.
  const slots: Array<{ at: number; arg: number }> = [];
  compiled.parameters.forEach((value, at) => {
    const arg = placeholders.indexOf(value as string);
    if (arg !== -1) slots.push({ at, arg });
    else if (typeof value === 'string' && value.includes(marker))
      throw new Error('compiledQuery: an argument was changed before it reached the query');
  });
  placeholders.forEach((_, arg) => {
    if (!slots.some((slot) => slot.arg === arg))
      throw new Error(`compiledQuery: argument ${arg} is not a value of the query`);
  });
  // Outside a transaction a read goes to the database's shared pipelined connections (client.ts). A write goes to
  // the pool: its commit waits for the WAL flush, and on a shared connection the saves queued behind it waited for
  // each flush in turn; on connections of their own Postgres flushes concurrent commits together.
  const shared = WRITES.test(compiled.sql) ? undefined : sharedStatementsOf(db);
  return async (runner, ...args) => {
    const parameters = [...compiled.parameters];
    for (const { at, arg } of slots) parameters[at] = args[arg];
    if (shared && (runner as unknown) === db) return shared<Row>(compiled.sql, parameters);
    const { rows } = await runner.executeQuery<Row>(CompiledQuery.raw(compiled.sql, parameters));
    return rows;
  };
}

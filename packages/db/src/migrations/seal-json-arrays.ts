import { type Kysely, sql } from 'kysely';

/**
 * Seals the non-empty JSON arrays of `table.column` into `table.<column>_enc` (text, already added), row by row,
 * with the journal key; `clear` also empties the clear value. A database with values to seal and no key is refused
 * with `missingKeyMessage`: the migration fails rather than leaving them in clear.
 */
export async function sealJsonArrays(
  db: Kysely<unknown>,
  options: {
    table: string;
    column: string;
    encryptJson: ((value: unknown) => string) | undefined;
    missingKeyMessage: string;
    clear?: boolean;
  },
): Promise<void> {
  const { table, column, encryptJson } = options;
  const found = await sql<{ id: string; value: unknown[] }>`select id, ${sql.ref(column)} as value
    from ${sql.table(table)} where jsonb_array_length(${sql.ref(column)}) > 0`.execute(db);
  const clear = options.clear ? sql`, ${sql.ref(column)} = '[]'::jsonb` : sql``;
  for (const row of found.rows) {
    // Before the first update: without the key nothing is written.
    if (!encryptJson) throw new Error(options.missingKeyMessage);
    await sql`update ${sql.table(table)} set ${sql.ref(`${column}_enc`)} = ${encryptJson(row.value)}${clear}
      where id = ${row.id}`.execute(db);
  }
}

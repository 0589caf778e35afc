import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as initial from './migrations/0001-initial.ts';
import * as failedEntriesIndex from './migrations/0002-failed-entries-index.ts';
import * as journalDays from './migrations/0003-journal-days.ts';
import * as journalChanges from './migrations/0004-journal-changes.ts';

/** Migrations are imported statically so a bundled server carries them. Append new ones in order. */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-failed-entries-index': failedEntriesIndex,
  '0003-journal-days': journalDays,
  '0004-journal-changes': journalChanges,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

export async function migrateToLatest<T>(db: Kysely<T>): Promise<void> {
  const migrator = new Migrator({ db: db as Kysely<unknown>, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : `migration ${failed?.migrationName ?? 'unknown'} failed`;
    throw new Error(`Database migration failed: ${reason}`);
  }
}

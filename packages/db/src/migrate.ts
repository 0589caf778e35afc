import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as initial from './migrations/0001-initial.ts';
import * as failedEntriesIndex from './migrations/0002-failed-entries-index.ts';
import * as journalDays from './migrations/0003-journal-days.ts';
import * as journalChanges from './migrations/0004-journal-changes.ts';
import * as retireJournalAnnouncements from './migrations/0005-retire-journal-announcements.ts';
import { type HardeningMigrationOptions, hardeningMigration } from './migrations/0006-hardening.ts';
import * as safetyScreens from './migrations/0007-safety-screens.ts';
import * as admin from './migrations/0008-admin.ts';
import * as coach from './migrations/0009-coach.ts';
import * as learning from './migrations/0010-learning.ts';
import * as notifications from './migrations/0011-notifications.ts';
import { screenKindsMigration } from './migrations/0012-screen-kinds-encrypted.ts';
import * as accountsMail from './migrations/0014-accounts-mail.ts';
import * as yourData from './migrations/0015-your-data.ts';
import * as journalExperience from './migrations/0016-journal-experience.ts';
import * as dataKeys from './migrations/0018-data-keys.ts';
import { toolkitTagsMigration } from './migrations/0019-toolkit-tags-encrypted.ts';
import * as notAboutMe from './migrations/0020-not-about-me.ts';
import * as accountSessionsDeletion from './migrations/0021-account-sessions-deletion.ts';
import * as otherLanguages from './migrations/0022-other-languages.ts';
import * as crisisEvidence from './migrations/0023-crisis-evidence.ts';
import * as timelinePoints from './migrations/0024-timeline-points.ts';
import * as streakRuns from './migrations/0025-streak-runs.ts';
import * as crisisGuidancePerUser from './migrations/0026-crisis-guidance-per-user.ts';
import * as shareableExport from './migrations/0027-shareable-export.ts';
import * as ownMoodCounts from './migrations/0028-own-mood-counts.ts';
import * as flaggedMoodLocked from './migrations/0029-flagged-mood-locked.ts';

/** What some migrations need from the app (the journal key); see each migration. */
export type MigrateOptions = HardeningMigrationOptions;

/** Migrations are imported statically so a bundled server carries them. Append new ones in order. */
const migrationsFor = (options: MigrateOptions): Record<string, Migration> => ({
  '0001-initial': initial,
  '0002-failed-entries-index': failedEntriesIndex,
  '0003-journal-days': journalDays,
  '0004-journal-changes': journalChanges,
  '0005-retire-journal-announcements': retireJournalAnnouncements,
  '0006-hardening': hardeningMigration(options),
  '0007-safety-screens': safetyScreens,
  '0008-admin': admin,
  '0009-coach': coach,
  '0010-learning': learning,
  '0011-notifications': notifications,
  '0012-screen-kinds-encrypted': screenKindsMigration(options),
  '0014-accounts-mail': accountsMail,
  '0015-your-data': yourData,
  '0016-journal-experience': journalExperience,
  '0018-data-keys': dataKeys,
  '0019-toolkit-tags-encrypted': toolkitTagsMigration(options),
  '0020-not-about-me': notAboutMe,
  '0021-account-sessions-deletion': accountSessionsDeletion,
  '0022-other-languages': otherLanguages,
  '0023-crisis-evidence': crisisEvidence,
  '0024-timeline-points': timelinePoints,
  '0025-streak-runs': streakRuns,
  '0026-crisis-guidance-per-user': crisisGuidancePerUser,
  '0027-shareable-export': shareableExport,
  '0028-own-mood-counts': ownMoodCounts,
  '0029-flagged-mood-locked': flaggedMoodLocked,
});

export async function migrateToLatest<T>(db: Kysely<T>, options: MigrateOptions = {}): Promise<void> {
  await migrateTo(db, 'latest', options);
}

/** Migrates up (or down) to the named migration; tests of a migration start from the one before it. */
export async function migrateTo<T>(
  db: Kysely<T>,
  target: string,
  options: MigrateOptions = {},
): Promise<void> {
  const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrationsFor(options)) };
  // Numbers are handed out to work in parallel, so one may land after a higher one has run somewhere.
  const migrator = new Migrator({ db: db as Kysely<unknown>, provider, allowUnorderedMigrations: true });
  const { error, results } =
    target === 'latest' ? await migrator.migrateToLatest() : await migrator.migrateTo(target);
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason =
      error instanceof Error ? error.message : `migration ${failed?.migrationName ?? 'unknown'} failed`;
    throw new Error(`Database migration failed: ${reason}`);
  }
}

/** The migrations this build knows that the database has not run: none when it is fully migrated (/readyz). */
export async function pendingMigrations<T>(db: Kysely<T>): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrationsFor({})) };
  const migrator = new Migrator({ db: db as Kysely<unknown>, provider, allowUnorderedMigrations: true });
  return (await migrator.getMigrations()).filter((m) => !m.executedAt).map((m) => m.name);
}

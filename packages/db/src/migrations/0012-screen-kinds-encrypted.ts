import { type Kysely, type Migration, sql } from 'kysely';
import type { HardeningMigrationOptions } from './0006-hardening.ts';
import { sealJsonArrays } from './seal-json-arrays.ts';

export const MISSING_KEY_MESSAGE =
  'migration 0012 encrypts the kinds of existing crisis screens and needs the encryption key: start the API or ' +
  'the worker once (they migrate at start-up with ENCRYPTION_KEY, or $DATA_DIR/secret.key in embedded mode)';

/**
 * The kinds the crisis screen found (ideation, intent, self-harm, danger from another person) are read from what
 * the user wrote, so they are encrypted like the writing: `kinds_enc` holds the JSON array, sealed with the journal
 * key, or null when the screen found none. The tier and the layer stay in clear, like a guidance item's urgency,
 * so screens can be counted and reviewed without the key.
 */
export function screenKindsMigration({ encryptJson }: HardeningMigrationOptions): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`alter table safety_screens add column kinds_enc text`.execute(db);
      await sealJsonArrays(db, {
        table: 'safety_screens',
        column: 'kinds',
        encryptJson,
        missingKeyMessage: MISSING_KEY_MESSAGE,
      });
      await sql`alter table safety_screens drop column kinds`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      // Without the key the kinds cannot be read back: the screens keep their tier and layer, with no kinds.
      await sql`alter table safety_screens add column kinds jsonb not null default '[]'::jsonb`.execute(db);
      await sql`alter table safety_screens drop column kinds_enc`.execute(db);
    },
  };
}

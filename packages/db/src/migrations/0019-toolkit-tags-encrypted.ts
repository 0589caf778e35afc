import { type Kysely, type Migration, sql } from 'kysely';
import type { HardeningMigrationOptions } from './0006-hardening.ts';
import { sealJsonArrays } from './seal-json-arrays.ts';

export const MISSING_KEY_MESSAGE =
  'migration 0019 encrypts the tags of existing toolkit items and needs the encryption key: start the API or ' +
  'the worker once (they migrate at start-up with ENCRYPTION_KEY, or $DATA_DIR/secret.key in embedded mode)';

/**
 * A toolkit item's tags are the user's words about an answer they kept, so they are sealed like its title and
 * content (issue 22): `tags_enc` holds the JSON array, encrypted with the journal key. Existing clear tags are
 * sealed here and the clear `tags` column is emptied; it stays (always `[]` from now on) so a row the older code
 * wrote still reads, its clear tags standing until it is sealed.
 */
export function toolkitTagsMigration({ encryptJson }: HardeningMigrationOptions): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`alter table toolkit_items add column tags_enc text`.execute(db);
      await sealJsonArrays(db, {
        table: 'toolkit_items',
        column: 'tags',
        encryptJson,
        missingKeyMessage: MISSING_KEY_MESSAGE,
        clear: true,
      });
    },
    async down(db: Kysely<unknown>): Promise<void> {
      // Without the key the tags cannot be read back: the items keep their title and content, with no tags.
      await sql`alter table toolkit_items drop column tags_enc`.execute(db);
    },
  };
}

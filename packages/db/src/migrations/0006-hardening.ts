import { type Kysely, type Migration, sql } from 'kysely';

/** What migration 0006 needs from the app: the journal key, to encrypt guidance written before it. */
export interface HardeningMigrationOptions {
  /** AES-256-GCM of a JSON value with the current key (packages/core encryption's encryptJson). */
  encryptJson?: ((value: unknown) => string) | undefined;
}

export const MISSING_KEY_MESSAGE =
  'migration 0006 encrypts existing guidance and needs the encryption key: start the API or the worker once ' +
  '(they migrate at start-up with ENCRYPTION_KEY, or $DATA_DIR/secret.key in embedded mode)';

/**
 * What a leaked backup must not give away:
 * - sessions keep only the SHA-256 of the session token (a dump holds no working cookie); existing sessions stay
 *   valid because their tokens are hashed in place;
 * - guidance (concern, recommendation, reasoning: words drawn from the entry) is encrypted like the entry itself,
 *   as one JSON value;
 * - a retried save finds the entry its Idempotency-Key already created (POST /api/entries).
 */
export function hardeningMigration({ encryptJson }: HardeningMigrationOptions): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`alter table sessions rename column id to token_hash`.execute(db);
      await sql`update sessions set token_hash = encode(sha256(convert_to(token_hash, 'UTF8')), 'hex')`.execute(
        db,
      );

      await sql`alter table guidance add column details_enc text`.execute(db);
      const plain = await sql<{
        id: string;
        concern: string;
        recommendation: string;
        reasoning: string;
      }>`select id, concern, recommendation, reasoning from guidance`.execute(db);
      if (plain.rows.length > 0 && !encryptJson) throw new Error(MISSING_KEY_MESSAGE);
      for (const row of plain.rows) {
        const { concern, recommendation, reasoning } = row;
        const detailsEnc = encryptJson!({ concern, recommendation, reasoning });
        await sql`update guidance set details_enc = ${detailsEnc} where id = ${row.id}`.execute(db);
      }
      await sql`alter table guidance alter column details_enc set not null,
        drop column concern, drop column recommendation, drop column reasoning`.execute(db);

      await sql`create table entry_idempotency_keys (
        user_id uuid not null references users (id) on delete cascade,
        key text not null,
        entry_id uuid not null references entries (id) on delete cascade,
        created_at timestamptz not null default now(),
        primary key (user_id, key)
      )`.execute(db);
      await sql`create index entry_idempotency_keys_entry_id_idx on entry_idempotency_keys (entry_id)`.execute(
        db,
      );
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`drop table if exists entry_idempotency_keys`.execute(db);
      // Guidance stays encrypted and sessions hashed: neither can be turned back without the key or the tokens.
      await sql`delete from guidance`.execute(db);
      await sql`alter table guidance drop column details_enc,
        add column concern text not null, add column recommendation text not null,
        add column reasoning text not null default ''`.execute(db);
      await sql`delete from sessions`.execute(db);
      await sql`alter table sessions rename column token_hash to id`.execute(db);
    },
  };
}

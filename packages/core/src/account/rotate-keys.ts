import type { Db } from '@innerweather/db/client';
import { sql } from 'kysely';
import { openEntryBody, sealEntryBody } from '../journal/entry-body.ts';
import type { Encryptor } from '../shared/encryption.ts';

/** Journal columns of one value each, sealed under their row's user's data key. */
const USER_COLUMNS: ReadonlyArray<readonly [table: string, column: string]> = [
  ['guidance', 'details_enc'],
  ['safety_screens', 'kinds_enc'],
  ['safety_screens', 'evidence_enc'],
  ['coach_conversations', 'question_enc'],
  ['coach_conversations', 'response_enc'],
  ['goals', 'title_enc'],
  ['goals', 'description_enc'],
  ['goal_check_ins', 'reflection_enc'],
  ['goal_check_ins', 'ai_response_enc'],
  ['toolkit_items', 'title_enc'],
  ['toolkit_items', 'content_enc'],
  ['toolkit_items', 'tags_enc'],
];

export interface RotationReport {
  /** Users' data keys wrapped again under the current ENCRYPTION_KEY. */
  rewrapped: number;
  /** Values of the old format (under ENCRYPTION_KEY itself) sealed again under their user's key. */
  resealed: number;
  /** Values of no user (the mail outbox) sealed again under the current ENCRYPTION_KEY. */
  reencrypted: number;
}

/**
 * `pnpm rotate-key`: wraps every user's data key under the current ENCRYPTION_KEY and seals every value still under
 * ENCRYPTION_KEY itself (the format before per-user keys) under its user's key; an entry's text, tags and insights
 * become one value. It works in batches, each its own transaction, and picks only what is still to do, so a run
 * killed half-way is resumed by running it again; until then every value stays readable with the older key in the
 * key ring. When it reports nothing left, the older keys can leave ENCRYPTION_KEY.
 */
export async function rotateKeys(
  { db, encryptor }: { db: Db; encryptor: Encryptor },
  { batchSize = 200, onBatch }: { batchSize?: number; onBatch?: (report: RotationReport) => void } = {},
): Promise<RotationReport> {
  const report: RotationReport = { rewrapped: 0, resealed: 0, reencrypted: 0 };
  const legacy = sql<string>`'v1.%'`;

  for (const userId of encryptor.userKeys.staleUsers()) {
    if (!encryptor.userKeys.rewrap(userId)) continue;
    report.rewrapped += 1;
    if (report.rewrapped % batchSize === 0) onBatch?.(report);
  }

  /** Runs `apply` on each row `select` still finds, a batch per transaction, until it finds none. */
  async function drain<R>(
    count: keyof RotationReport,
    select: () => Promise<R[]>,
    apply: (trx: Db, row: R) => Promise<boolean>,
  ) {
    for (;;) {
      const rows = await select();
      if (rows.length === 0) return;
      await db.transaction().execute(async (trx) => {
        for (const row of rows) if (await apply(trx, row)) report[count] += 1;
      });
      onBatch?.(report);
    }
  }
  const changed = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows) > 0;

  // Entries and their revisions: text, tags (and insights) sealed as one (entry-body.ts).
  await drain(
    'resealed',
    () =>
      db
        .selectFrom('entries as e')
        .leftJoin('entryAnalyses as a', 'a.entryId', 'e.id')
        .select(['e.id', 'e.userId', 'e.contentEnc', 'e.tagsEnc', 'a.detailsEnc'])
        .where('e.contentEnc', 'like', legacy)
        .limit(batchSize)
        .execute(),
    async (trx, row) => {
      const contentEnc = sealEntryBody(encryptor, row.userId, openEntryBody(encryptor, row));
      const done = await trx
        .updateTable('entries')
        .set({ contentEnc, tagsEnc: null })
        .where('id', '=', row.id)
        .where('contentEnc', '=', row.contentEnc)
        .executeTakeFirst();
      if (!changed(done)) return false;
      await trx
        .updateTable('entryAnalyses')
        .set({ detailsEnc: null })
        .where('entryId', '=', row.id)
        .execute();
      return true;
    },
  );
  await drain(
    'resealed',
    () =>
      db
        .selectFrom('entryRevisions')
        .select(['id', 'userId', 'contentEnc', 'tagsEnc'])
        .where('contentEnc', 'like', legacy)
        .limit(batchSize)
        .execute(),
    async (trx, row) =>
      changed(
        await trx
          .updateTable('entryRevisions')
          .set({
            contentEnc: sealEntryBody(encryptor, row.userId, openEntryBody(encryptor, row)),
            tagsEnc: null,
          })
          .where('id', '=', row.id)
          .where('contentEnc', '=', row.contentEnc)
          .executeTakeFirst(),
      ),
  );

  for (const [table, column] of USER_COLUMNS) {
    await drain(
      'resealed',
      async () =>
        (
          await sql<{ id: string; owner: string; value: string }>`
            select id, user_id as owner, ${sql.ref(column)} as value from ${sql.table(table)}
            where ${sql.ref(column)} like ${legacy} limit ${batchSize}`.execute(db)
        ).rows,
      async (trx, row) => {
        const sealed = encryptor.seal(row.owner, encryptor.decrypt(row.value));
        const done = await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${sealed}
          where id = ${row.id} and ${sql.ref(column)} = ${row.value}`.execute(trx);
        return Number(done.numAffectedRows ?? 0) > 0;
      },
    );
  }

  // The mail outbox belongs to no user: it stays under ENCRYPTION_KEY, the current one.
  const current = `v1.${encryptor.currentKeyId}.%`;
  await drain(
    'reencrypted',
    () =>
      db
        .selectFrom('mailOutbox')
        .select(['id', 'message'])
        .where('message', 'like', legacy)
        .where('message', 'not like', current)
        .limit(batchSize)
        .execute(),
    async (trx, row) =>
      changed(
        await trx
          .updateTable('mailOutbox')
          .set({ message: encryptor.encrypt(encryptor.decrypt(row.message)) })
          .where('id', '=', row.id)
          .where('message', '=', row.message)
          .executeTakeFirst(),
      ),
  );
  return report;
}

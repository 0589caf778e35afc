import type { Db } from '@innerweather/db/client';
import type { UserKeys } from '../shared/data-keys.ts';

/** A value sealed under its user's data key (encryption.ts: `v2.<userId>.…`). */
const SEALED = 'v2.%';
/** Key files looked up in the database per query. */
const BATCH = 1_000;

/**
 * Whether this process's key folder (KEYS_DIR) is the one the journal's data keys were written to: null when it
 * holds the key of at least one account with sealed entries, or no entry is sealed yet; else how many accounts have
 * sealed entries, none of which this process could open. A single account without its key is a restored backup
 * (README "Back up and restore") and answers 409 on its own; none at all is a folder that is not the API's.
 */
export async function checkKeyFolder(
  db: Db,
  userKeys: Pick<UserKeys, 'list'>,
): Promise<{ accounts: number } | null> {
  const held = userKeys.list();
  for (let at = 0; at < held.length; at += BATCH) {
    const opened = await db
      .selectFrom('entries')
      .select('id')
      .where('userId', 'in', held.slice(at, at + BATCH))
      .where('contentEnc', 'like', SEALED)
      .limit(1)
      .executeTakeFirst();
    if (opened) return null;
  }
  const { accounts } = await db
    .selectFrom('entries')
    .select((eb) => eb.fn.count<string>('userId').distinct().as('accounts'))
    .where('contentEnc', 'like', SEALED)
    .executeTakeFirstOrThrow();
  return Number(accounts) > 0 ? { accounts: Number(accounts) } : null;
}

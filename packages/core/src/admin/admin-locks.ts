import type { Db } from '@innerweather/db/client';
import { sql } from 'kysely';

/**
 * Locks every admin's row, in one order, before the changed user's: two admins demoting or deleting each other at
 * once cannot leave the instance without one, and cannot deadlock. Answers the ids of the admins who can sign in
 * (a password is set): a never-activated invitation does not run the instance.
 */
export async function lockAdmins(trx: Db): Promise<string[]> {
  const admins = await trx
    .selectFrom('users')
    .select(['id', sql<boolean>`password_hash is not null`.as('canSignIn')])
    .where('role', '=', 'admin')
    .orderBy('id')
    .forUpdate()
    .execute();
  return admins.filter((a) => a.canSignIn).map((a) => a.id);
}

/** Whether an admin other than `id` can still sign in once `id` stops being one. */
export const anotherAdminLeft = (admins: string[], id: string) => admins.some((a) => a !== id);

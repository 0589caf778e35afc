import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@innerweather/db/client';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
/** The set-password link of an account an admin created: the new user may not read their mail for days. */
export const INVITE_TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export type ResetTokenPurpose = 'reset' | 'invite';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Issues a single-use token that sets the account's password: only its SHA-256 is stored, so a database leak cannot
 * reset passwords. An invite lives a week, a reset an hour.
 */
export async function issueResetToken(
  db: Db,
  userId: string,
  now: Date,
  purpose: ResetTokenPurpose = 'reset',
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const lifetime = purpose === 'invite' ? INVITE_TOKEN_LIFETIME_MS : RESET_TOKEN_LIFETIME_MS;
  await db
    .insertInto('passwordResetTokens')
    .values({
      tokenHash: hashToken(token),
      userId,
      purpose,
      expiresAt: new Date(now.getTime() + lifetime),
    })
    .execute();
  return token;
}

/** The user a token belongs to while it is unused and unexpired, else null. */
export async function findResetTokenUser(db: Db, token: string, now: Date): Promise<string | null> {
  const row = await db
    .selectFrom('passwordResetTokens')
    .select('userId')
    .where('tokenHash', '=', hashToken(token))
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return row?.userId ?? null;
}

/** Marks the token used in the same statement that checks it, so two concurrent resets cannot both pass. */
export async function consumeResetToken(db: Db, token: string, now: Date): Promise<string | null> {
  const row = await db
    .updateTable('passwordResetTokens')
    .set({ usedAt: now })
    .where('tokenHash', '=', hashToken(token))
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning('userId')
    .executeTakeFirst();
  return row?.userId ?? null;
}

/** Spends every unused token of a user: after a reset, no older link still works. */
export async function retireResetTokens(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('passwordResetTokens')
    .set({ usedAt: now })
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .execute();
}

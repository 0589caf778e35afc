import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@innerweather/db/client';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Issues a reset token: only its SHA-256 is stored, so a database leak cannot reset passwords. */
export async function issueResetToken(db: Db, userId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('passwordResetTokens')
    .values({ tokenHash: hashToken(token), userId, expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS) })
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

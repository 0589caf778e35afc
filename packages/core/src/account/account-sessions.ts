import { createHash } from 'node:crypto';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '@innerweather/auth/common-passwords';
import { hashSessionToken } from '@innerweather/auth/kysely-adapter';
import { hashPassword, PasswordWorkBusyError } from '@innerweather/auth/password';
import { retireResetTokens } from '@innerweather/auth/reset-tokens';
import type { Db } from '@innerweather/db/client';
import {
  SAME_PASSWORD_MESSAGE,
  type TAccountSession,
  type TChangePassword,
} from '@innerweather/validators/account';
import type { Clock } from '../shared/clock.ts';
import { badRequest, tooManyRequests } from '../shared/errors.ts';
import type { RateLimiter } from '../shared/rate-limiter.ts';
import { confirmPassword } from './delete-account.ts';
import { deviceName } from './user-agent.ts';

export interface AccountSessionsDeps {
  db: Db;
  clock: Clock;
  rateLimiter: RateLimiter;
}

/** Stands for a session in the list without being a credential or the stored hash. */
const listId = (tokenHash: string) =>
  createHash('sha256').update(`session-list\n${tokenHash}`).digest('hex').slice(0, 16);

/**
 * Settings' signed-in devices and password change. `currentToken` is the session the request came with (lucia's
 * session id, the cookie's token): it is "this one", and it stays signed in when the others are signed out.
 */
export function createAccountSessions({ db, clock, rateLimiter }: AccountSessionsDeps) {
  async function endOtherSessions(trx: Db, userId: string, currentToken: string): Promise<number> {
    const result = await trx
      .deleteFrom('sessions')
      .where('userId', '=', userId)
      .where('tokenHash', '<>', hashSessionToken(currentToken))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  return {
    /** The account's live sessions: this one, then the others, the most recently used first. */
    async list(userId: string, currentToken: string): Promise<TAccountSession[]> {
      const current = hashSessionToken(currentToken);
      const rows = await db
        .selectFrom('sessions')
        .select(['tokenHash', 'userAgent', 'createdAt', 'lastSeenAt'])
        .where('userId', '=', userId)
        .where('expiresAt', '>', clock.now())
        .orderBy('lastSeenAt', 'desc')
        .execute();
      // This one first, then the others, the most recently used first.
      rows.sort((a, b) => Number(b.tokenHash === current) - Number(a.tokenHash === current));
      return rows.map((row) => ({
        id: listId(row.tokenHash),
        ...deviceName(row.userAgent),
        userAgent: row.userAgent,
        signedInAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.tokenHash === current,
      }));
    },

    /** Signs out every session of the account but this one; answers how many ended. */
    async signOutOthers(userId: string, currentToken: string): Promise<{ signedOut: number }> {
      return { signedOut: await endOtherSessions(db, userId, currentToken) };
    },

    /**
     * With the current password (403 when wrong, throttled per account), sets a new one that follows the sign-up
     * rules; every other session ends and every unused reset link stops working. This session stays.
     */
    async changePassword(
      userId: string,
      currentToken: string,
      input: TChangePassword,
    ): Promise<{ signedOut: number }> {
      await confirmPassword(db, rateLimiter, userId, input.currentPassword);
      if (isCommonPassword(input.newPassword)) throw badRequest(COMMON_PASSWORD_MESSAGE);
      if (input.newPassword === input.currentPassword) throw badRequest(SAME_PASSWORD_MESSAGE);
      let passwordHash: string;
      try {
        passwordHash = await hashPassword(input.newPassword);
      } catch (err) {
        if (err instanceof PasswordWorkBusyError)
          throw tooManyRequests('The server is busy. Please try again in 5 seconds.', 5);
        throw err;
      }
      const now = clock.now();
      const signedOut = await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ passwordHash, failedLogins: 0, loginDelayUntil: null, updatedAt: now })
          .where('id', '=', userId)
          .execute();
        await retireResetTokens(trx, userId, now);
        return endOtherSessions(trx, userId, currentToken);
      });
      return { signedOut };
    },
  };
}

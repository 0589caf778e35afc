import { createHash } from 'node:crypto';
import type { Db } from '@innerweather/db/client';
import { compiledQuery } from '@innerweather/db/compiled-query';
import { PUBLIC_USER_COLUMNS } from '@innerweather/db/user-columns';
import { sql } from 'kysely';
import type { Adapter, DatabaseSession, DatabaseUser } from 'lucia';
import {
  SESSION_IDLE_MS,
  SESSION_LAST_SEEN_INTERVAL_MS,
  SESSION_MAX_AGE_MS,
  SESSION_TOUCH_INTERVAL_MS,
} from './session-lifetimes.ts';

/** The longest User-Agent kept: enough to read the browser and system from. */
const USER_AGENT_MAX = 512;

/** What the database keeps of a session token: a dump or a leaked backup holds no working cookie. */
export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * lucia's storage contract over our Kysely sessions and users tables. lucia hands us the token (its "session id");
 * only its SHA-256 is written or looked up, and the token travels back to lucia in the session it reads.
 */
export function createKyselyAdapter(db: Db): Adapter {
  // Every signed-in request runs it: compiled once.
  const sessionAndUser = compiledQuery(db, (tokenHash: string) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.userId')
      .select([
        'sessions.expiresAt',
        'sessions.createdAt as sessionCreatedAt',
        'sessions.lastSeenAt',
        'sessions.userAgent',
        ...PUBLIC_USER_COLUMNS.map((column) => `users.${column}` as const),
      ])
      .where('sessions.tokenHash', '=', tokenHash),
  );
  return {
    async getSessionAndUser(sessionId) {
      const tokenHash = hashSessionToken(sessionId);
      const [row] = await sessionAndUser(db, tokenHash);
      if (!row) return [null, null];
      const {
        expiresAt: storedExpiry,
        sessionCreatedAt,
        lastSeenAt,
        userAgent,
        id: userId,
        ...attributes
      } = row;
      const now = Date.now();
      const endOfLife = sessionCreatedAt.getTime() + SESSION_MAX_AGE_MS;
      // 180 days after sign-in the session ends, however recently it was used.
      if (endOfLife <= now) {
        await db.deleteFrom('sessions').where('tokenHash', '=', tokenHash).execute();
        return [null, null];
      }
      let expiresAt = storedExpiry;
      // Each use restarts the 30-day idle clock (written at most once a day; never past the 180 days), and says
      // when the session was last seen (Settings' devices; written at most every few minutes).
      const restartIdle =
        expiresAt.getTime() > now && expiresAt.getTime() < now + SESSION_IDLE_MS - SESSION_TOUCH_INTERVAL_MS;
      if (restartIdle) expiresAt = new Date(Math.min(now + SESSION_IDLE_MS, endOfLife));
      if (restartIdle || now - lastSeenAt.getTime() > SESSION_LAST_SEEN_INTERVAL_MS) {
        await db
          .updateTable('sessions')
          .set({ expiresAt, lastSeenAt: new Date(now) })
          .where('tokenHash', '=', tokenHash)
          .execute();
      }
      const session: DatabaseSession = { id: sessionId, userId, expiresAt, attributes: { userAgent } };
      const user: DatabaseUser = { id: userId, attributes };
      return [session, user];
    },
    /** Only hashes are kept, so these sessions carry the hash as their id: enough to count or list them. */
    async getUserSessions(userId) {
      const rows = await db.selectFrom('sessions').selectAll().where('userId', '=', userId).execute();
      return rows.map((r) => ({
        id: r.tokenHash,
        userId: r.userId,
        expiresAt: r.expiresAt,
        attributes: { userAgent: r.userAgent },
      }));
    },
    async setSession(session) {
      await db
        .insertInto('sessions')
        .values({
          tokenHash: hashSessionToken(session.id),
          userId: session.userId,
          expiresAt: session.expiresAt,
          userAgent: session.attributes.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
        })
        .execute();
    },
    async updateSessionExpiration(sessionId, expiresAt) {
      await db
        .updateTable('sessions')
        .set({
          expiresAt: sql<Date>`least(${expiresAt}::timestamptz, created_at + ${`${SESSION_MAX_AGE_MS} milliseconds`}::interval)`,
        })
        .where('tokenHash', '=', hashSessionToken(sessionId))
        .execute();
    },
    async deleteSession(sessionId) {
      await db.deleteFrom('sessions').where('tokenHash', '=', hashSessionToken(sessionId)).execute();
    },
    async deleteUserSessions(userId) {
      await db.deleteFrom('sessions').where('userId', '=', userId).execute();
    },
    async deleteExpiredSessions() {
      await db.deleteFrom('sessions').where('expiresAt', '<=', new Date()).execute();
    },
  };
}

import type { Db } from '@innerweather/db/client';
import type { Adapter, DatabaseSession, DatabaseUser } from 'lucia';

/** lucia's storage contract over our Kysely sessions and users tables. */
export function createKyselyAdapter(db: Db): Adapter {
  return {
    async getSessionAndUser(sessionId) {
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.userId')
        .select([
          'sessions.id as sessionId',
          'sessions.expiresAt',
          'users.id as userId',
          'users.email',
          'users.firstName',
          'users.lastName',
          'users.profileImageUrl',
          'users.role',
          'users.subscriptionStatus',
          'users.timeZone',
          'users.createdAt',
        ])
        .where('sessions.id', '=', sessionId)
        .executeTakeFirst();
      if (!row) return [null, null];
      const session: DatabaseSession = { id: row.sessionId, userId: row.userId, expiresAt: row.expiresAt, attributes: {} };
      const user: DatabaseUser = {
        id: row.userId,
        attributes: {
          email: row.email,
          firstName: row.firstName,
          lastName: row.lastName,
          profileImageUrl: row.profileImageUrl,
          role: row.role,
          subscriptionStatus: row.subscriptionStatus,
          timeZone: row.timeZone,
          createdAt: row.createdAt,
        },
      };
      return [session, user];
    },
    async getUserSessions(userId) {
      const rows = await db.selectFrom('sessions').selectAll().where('userId', '=', userId).execute();
      return rows.map((r) => ({ id: r.id, userId: r.userId, expiresAt: r.expiresAt, attributes: {} }));
    },
    async setSession(session) {
      await db.insertInto('sessions').values({ id: session.id, userId: session.userId, expiresAt: session.expiresAt }).execute();
    },
    async updateSessionExpiration(sessionId, expiresAt) {
      await db.updateTable('sessions').set({ expiresAt }).where('id', '=', sessionId).execute();
    },
    async deleteSession(sessionId) {
      await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
    },
    async deleteUserSessions(userId) {
      await db.deleteFrom('sessions').where('userId', '=', userId).execute();
    },
    async deleteExpiredSessions() {
      await db.deleteFrom('sessions').where('expiresAt', '<=', new Date()).execute();
    },
  };
}

import type { Auth } from '@innerweather/auth/lucia';
import { decoyPasswordHash, hashPassword, verifyPassword } from '@innerweather/auth/password';
import { consumeResetToken, findResetTokenUser, issueResetToken } from '@innerweather/auth/reset-tokens';
import type { Db } from '@innerweather/db/client';
import type { Mailer } from '@innerweather/email/mailer';
import { passwordResetMail } from '@innerweather/email/templates';
import type {
  TLogin,
  TPreferences,
  TPreferencesUpdate,
  TProfileUpdate,
  TRegister,
  TUser,
} from '@innerweather/validators/auth';
import {
  EMAIL_TAKEN_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  INVALID_RESET_TOKEN_MESSAGE,
} from '@innerweather/validators/errors';
import { sql } from 'kysely';
import type { Clock } from './clock.ts';
import { AppError, conflict, tooManyRequests, unauthorized } from './errors.ts';
import type { RateLimiter, RateLimitRule } from './rate-limiter.ts';
import { publicUserColumns, toPublicUser } from './users.ts';

export interface AuthRateLimits {
  login: RateLimitRule;
  forgotPassword: RateLimitRule;
}

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  login: { limit: 10, windowMs: 15 * 60 * 1000 },
  forgotPassword: { limit: 5, windowMs: 60 * 60 * 1000 },
};

export interface AuthServiceDeps {
  db: Db;
  auth: Auth;
  mailer: Mailer;
  clock: Clock;
  rateLimiter: RateLimiter;
  rateLimits?: AuthRateLimits;
  appUrl: string;
  logger?: { error: (obj: unknown, msg?: string) => void };
}

export interface SignedIn {
  user: TUser;
  sessionId: string;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, auth, mailer, clock, rateLimiter, appUrl } = deps;
  const limits = deps.rateLimits ?? DEFAULT_AUTH_RATE_LIMITS;

  async function throttle(kind: keyof AuthRateLimits, key: string, message: string) {
    const result = await rateLimiter.hit(`${kind}:${key}`, limits[kind]);
    if (!result.allowed) throw tooManyRequests(message, result.retryAfterSeconds);
  }

  async function startSession(userId: string) {
    const session = await auth.createSession(userId, {});
    return session.id;
  }

  return {
    async register(input: TRegister): Promise<SignedIn> {
      const passwordHash = await hashPassword(input.password);
      const user = await db.transaction().execute(async (trx) => {
        // Serialises registrations so exactly one account can be the instance's first (admin) user.
        await sql`select pg_advisory_xact_lock(7215001)`.execute(trx);
        const taken = await trx
          .selectFrom('users')
          .select('id')
          .where(sql`lower(email)`, '=', input.email.toLowerCase())
          .executeTakeFirst();
        if (taken) throw conflict(EMAIL_TAKEN_MESSAGE);
        const anyUser = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
        const created = await trx
          .insertInto('users')
          .values({
            email: input.email,
            passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
            profileImageUrl: null,
            role: anyUser ? 'user' : 'admin',
            ...(input.timeZone ? { timeZone: input.timeZone } : {}),
          })
          .returning(publicUserColumns)
          .executeTakeFirstOrThrow();
        await trx.insertInto('preferences').values({ userId: created.id }).execute();
        return created;
      });
      return { user: toPublicUser(user), sessionId: await startSession(user.id) };
    },

    async login(input: TLogin, clientKey: string): Promise<SignedIn> {
      await throttle('login', `${clientKey}:${input.email}`, 'Too many sign-in attempts. Please try again later.');
      const row = await db
        .selectFrom('users')
        .select([...publicUserColumns, 'passwordHash'])
        .where(sql`lower(email)`, '=', input.email.toLowerCase())
        .executeTakeFirst();
      // Unknown e-mail and wrong password take the same path and give the same answer.
      const ok = await verifyPassword(row?.passwordHash ?? (await decoyPasswordHash()), input.password);
      if (!row?.passwordHash || !ok) throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
      return { user: toPublicUser(row), sessionId: await startSession(row.id) };
    },

    async logout(sessionId: string) {
      await auth.invalidateSession(sessionId);
    },

    async currentUser(userId: string): Promise<TUser> {
      const row = await db.selectFrom('users').select(publicUserColumns).where('id', '=', userId).executeTakeFirst();
      if (!row) throw unauthorized();
      return toPublicUser(row);
    },

    async updateProfile(userId: string, input: TProfileUpdate): Promise<TUser> {
      const row = await db
        .updateTable('users')
        .set({
          firstName: input.firstName,
          lastName: input.lastName,
          ...(input.timeZone ? { timeZone: input.timeZone } : {}),
          updatedAt: clock.now(),
        })
        .where('id', '=', userId)
        .returning(publicUserColumns)
        .executeTakeFirst();
      if (!row) throw unauthorized();
      return toPublicUser(row);
    },

    /** Same answer whether or not the e-mail exists; the mail goes out off the request path. */
    async forgotPassword(email: string, clientKey: string): Promise<void> {
      await throttle('forgotPassword', `${clientKey}:${email}`, 'Too many reset requests. Please try again later.');
      const user = await db
        .selectFrom('users')
        .select(['id', 'email'])
        .where(sql`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst();
      if (!user) return;
      const token = await issueResetToken(db, user.id, clock.now());
      const link = new URL('/reset-password', appUrl);
      link.searchParams.set('token', token);
      await mailer.send(passwordResetMail(user.email, link.toString())).catch((err: unknown) => {
        deps.logger?.error({ err }, 'password reset e-mail could not be sent');
      });
    },

    async validateResetToken(token: string): Promise<boolean> {
      return (await findResetTokenUser(db, token, clock.now())) !== null;
    },

    /** Sets the new password and ends every session; answers the account's id. */
    async resetPassword(token: string, password: string): Promise<string> {
      const passwordHash = await hashPassword(password);
      const userId = await consumeResetToken(db, token, clock.now());
      if (!userId) throw new AppError('BAD_REQUEST', INVALID_RESET_TOKEN_MESSAGE);
      await db.updateTable('users').set({ passwordHash, updatedAt: clock.now() }).where('id', '=', userId).execute();
      // A reset means the old password may be known to someone else: every session ends.
      await auth.invalidateUserSessions(userId);
      return userId;
    },

    async getPreferences(userId: string): Promise<TPreferences> {
      const row = await db
        .selectFrom('preferences')
        .select(['dailyJournalReminder', 'weeklyProgressSummary', 'moodPatternAlerts'])
        .where('userId', '=', userId)
        .executeTakeFirst();
      return row ?? { dailyJournalReminder: true, weeklyProgressSummary: true, moodPatternAlerts: true };
    },

    async updatePreferences(userId: string, input: TPreferencesUpdate): Promise<TPreferences> {
      const row = await db
        .insertInto('preferences')
        .values({ userId, ...input })
        .onConflict((oc) => oc.column('userId').doUpdateSet({ ...input, updatedAt: clock.now() }))
        .returning(['dailyJournalReminder', 'weeklyProgressSummary', 'moodPatternAlerts'])
        .executeTakeFirstOrThrow();
      return row;
    },

    async promoteToAdmin(email: string): Promise<boolean> {
      const res = await db
        .updateTable('users')
        .set({ role: 'admin', updatedAt: clock.now() })
        .where(sql`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

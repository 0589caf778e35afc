import type { Auth } from '@innerweather/auth/lucia';
import { randomUUID } from 'node:crypto';
import {
  decoyPasswordHash,
  hashPassword,
  PasswordWorkBusyError,
  verifyPassword,
} from '@innerweather/auth/password';
import {
  consumeResetToken,
  findResetTokenUser,
  issueResetToken,
  retireResetTokens,
} from '@innerweather/auth/reset-tokens';
import type { Db } from '@innerweather/db/client';
import type { Mailer } from '@innerweather/email/mailer';
import { passwordResetMail } from '@innerweather/email/templates';
import type { TLogin, TProfileUpdate, TRegister, TUser } from '@innerweather/validators/auth';
import {
  EMAIL_TAKEN_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  INVALID_RESET_TOKEN_MESSAGE,
} from '@innerweather/validators/errors';
import { sql } from 'kysely';
import type { Clock } from '../shared/clock.ts';
import { AppError, conflict, tooManyRequests, unauthorized } from '../shared/errors.ts';
import { type JobDispatcher, noJobs } from '../shared/job-dispatcher.ts';
import type { RateLimiter, RateLimitRule } from '../shared/rate-limiter.ts';
import { publicUserColumns, toPublicUser } from './users.ts';

export interface AuthRateLimits {
  /** Per client address and e-mail. */
  login: RateLimitRule;
  /** Per client address, whatever the accounts tried (credential stuffing from one address). */
  loginPerClient: RateLimitRule;
  forgotPassword: RateLimitRule;
  /** Per client address: each registration and reset hashes a password. */
  register: RateLimitRule;
  resetPassword: RateLimitRule;
  validateResetToken: RateLimitRule;
}

const MINUTE = 60 * 1000;
export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  login: { limit: 10, windowMs: 15 * MINUTE },
  loginPerClient: { limit: 50, windowMs: 15 * MINUTE },
  forgotPassword: { limit: 5, windowMs: 60 * MINUTE },
  register: { limit: 10, windowMs: 60 * MINUTE },
  resetPassword: { limit: 10, windowMs: 15 * MINUTE },
  validateResetToken: { limit: 30, windowMs: 15 * MINUTE },
};

const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';
const BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';

export interface AuthServiceDeps {
  db: Db;
  auth: Auth;
  mailer: Mailer;
  clock: Clock;
  rateLimiter: RateLimiter;
  /** Overrides of DEFAULT_AUTH_RATE_LIMITS. */
  rateLimits?: Partial<AuthRateLimits> | undefined;
  appUrl: string;
  /** Where forgot-password's e-mail is queued (mail.passwordReset); sent from this process when absent. */
  jobs?: JobDispatcher;
  logger?: { error: (obj: unknown, msg?: string) => void };
  /** Told after an account is created or its time zone changes: its notification schedules follow. */
  onScheduleChange?: (userId: string) => Promise<void>;
}

export interface SignedIn {
  user: TUser;
  sessionId: string;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, auth, mailer, clock, rateLimiter, appUrl } = deps;
  const limits: AuthRateLimits = { ...DEFAULT_AUTH_RATE_LIMITS, ...deps.rateLimits };
  const jobs = deps.jobs ?? noJobs;

  async function throttle(kind: keyof AuthRateLimits, key: string, message = TOO_MANY_ATTEMPTS) {
    const result = await rateLimiter.hit(`${kind}:${key}`, limits[kind]);
    if (!result.allowed) throw tooManyRequests(message, result.retryAfterSeconds);
  }

  /** argon2 work refused because its lane is full reads as "try again", never as a server failure. */
  async function passwordWork<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof PasswordWorkBusyError) throw tooManyRequests(BUSY_MESSAGE, 5);
      throw err;
    }
  }

  async function sendPasswordReset(email: string): Promise<void> {
    const user = await db
      .selectFrom('users')
      .select(['id', 'email'])
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
    if (!user) return;
    const token = await issueResetToken(db, user.id, clock.now());
    const link = new URL('/reset-password', appUrl);
    link.searchParams.set('token', token);
    await mailer.send(passwordResetMail(user.email, link.toString()));
  }

  async function startSession(userId: string) {
    const session = await auth.createSession(userId, {});
    return session.id;
  }

  return {
    async register(input: TRegister, clientKey: string): Promise<SignedIn> {
      await throttle('register', clientKey, 'Too many sign-ups from your network. Please try again later.');
      const passwordHash = await passwordWork(() => hashPassword(input.password));
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
            // The instance's first account runs it: admin, and pro so its owner never meets the free limit.
            role: anyUser ? 'user' : 'admin',
            subscriptionStatus: anyUser ? 'trial' : 'pro',
            ...(input.timeZone ? { timeZone: input.timeZone } : {}),
          })
          .returning(publicUserColumns)
          .executeTakeFirstOrThrow();
        await trx.insertInto('preferences').values({ userId: created.id }).execute();
        return created;
      });
      await deps.onScheduleChange?.(user.id);
      return { user: toPublicUser(user), sessionId: await startSession(user.id) };
    },

    async login(input: TLogin, clientKey: string): Promise<SignedIn> {
      const message = 'Too many sign-in attempts. Please try again later.';
      await throttle('loginPerClient', clientKey, message);
      await throttle('login', `${clientKey}:${input.email}`, message);
      const row = await db
        .selectFrom('users')
        .select([...publicUserColumns, 'passwordHash'])
        .where(sql`lower(email)`, '=', input.email.toLowerCase())
        .executeTakeFirst();
      // Unknown e-mail and wrong password take the same path and give the same answer.
      const hash = row?.passwordHash ?? (await decoyPasswordHash());
      const ok = await passwordWork(() => verifyPassword(hash, input.password));
      if (!row?.passwordHash || !ok) throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
      return { user: toPublicUser(row), sessionId: await startSession(row.id) };
    },

    async logout(sessionId: string) {
      await auth.invalidateSession(sessionId);
    },

    async updateProfile(userId: string, input: TProfileUpdate): Promise<TUser> {
      const before = input.timeZone
        ? await db.selectFrom('users').select('timeZone').where('id', '=', userId).executeTakeFirst()
        : undefined;
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
      if (before && before.timeZone !== row.timeZone) await deps.onScheduleChange?.(userId);
      return toPublicUser(row);
    },

    /**
     * Same answer, in the same time, whether or not the e-mail exists: the look-up and the mail are a job
     * (mail.passwordReset). When it cannot be queued (Redis down), this process sends it after answering.
     */
    async forgotPassword(email: string, clientKey: string): Promise<void> {
      await throttle(
        'forgotPassword',
        `${clientKey}:${email}`,
        'Too many reset requests. Please try again later.',
      );
      const queued = await jobs.dispatch('mail.passwordReset', { email, requestId: randomUUID() });
      if (queued) return;
      setImmediate(() => {
        sendPasswordReset(email).catch((err: unknown) => {
          deps.logger?.error({ err }, 'password reset e-mail could not be sent');
        });
      });
    },

    /** Whether reset links reach an inbox or wait in the outbox folder (the web app says which). */
    mailDelivery: () => mailer.delivery,

    /** The job's work: issue a token and mail the link to a real account; nothing for an unknown e-mail. */
    sendPasswordReset,

    async validateResetToken(token: string, clientKey: string): Promise<boolean> {
      await throttle('validateResetToken', clientKey);
      return (await findResetTokenUser(db, token, clock.now())) !== null;
    },

    /**
     * Sets the new password and ends every session; answers the account's id. The token is checked (and spent)
     * before any hashing, so made-up tokens cost no argon2 work; the reset retires every other link of the account.
     */
    async resetPassword(token: string, password: string, clientKey: string): Promise<string> {
      await throttle('resetPassword', clientKey);
      const now = clock.now();
      const userId = await consumeResetToken(db, token, now);
      if (!userId) throw new AppError('BAD_REQUEST', INVALID_RESET_TOKEN_MESSAGE);
      await retireResetTokens(db, userId, now);
      const passwordHash = await passwordWork(() => hashPassword(password));
      await db
        .updateTable('users')
        .set({ passwordHash, updatedAt: clock.now() })
        .where('id', '=', userId)
        .execute();
      // A reset means the old password may be known to someone else: every session ends.
      await auth.invalidateUserSessions(userId);
      return userId;
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

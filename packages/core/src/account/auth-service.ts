import type { Auth } from '@innerweather/auth/lucia';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '@innerweather/auth/common-passwords';
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
import { PUBLIC_USER_COLUMNS } from '@innerweather/db/user-columns';
import { passwordResetMail } from '@innerweather/email/templates';
import type { TLogin, TProfileUpdate, TRegister, TUser } from '@innerweather/validators/auth';
import {
  EMAIL_TAKEN_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  INVALID_RESET_TOKEN_MESSAGE,
} from '@innerweather/validators/errors';
import { sql } from 'kysely';
import { plural } from '@innerweather/validators/plural';
import type { Clock } from '../shared/clock.ts';
import { AppError, badRequest, conflict, tooManyRequests, unauthorized } from '../shared/errors.ts';
import { type JobDispatcher, noJobs } from '../shared/job-dispatcher.ts';
import type { RateLimiter, RateLimitRule } from '../shared/rate-limiter.ts';
import type { MailOutbox } from '../notifications/mail-outbox.ts';
import { toPublicUser } from './users.ts';

export interface AuthRateLimits {
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
  loginPerClient: { limit: 50, windowMs: 15 * MINUTE },
  forgotPassword: { limit: 5, windowMs: 60 * MINUTE },
  register: { limit: 10, windowMs: 60 * MINUTE },
  resetPassword: { limit: 10, windowMs: 15 * MINUTE },
  validateResetToken: { limit: 30, windowMs: 15 * MINUTE },
};

const TOO_MANY_ATTEMPTS = 'Too many attempts.';

/** "Please try again in 40 seconds." / "… in 15 minutes.": a refusal always says how long. */
export function tryAgainIn(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `Please try again in ${plural(s, 'second')}.`;
  const m = Math.ceil(s / 60);
  return `Please try again in ${plural(m, 'minute')}.`;
}

/** Wrong passwords an account takes before its slow-down starts. */
export const FREE_LOGIN_FAILURES = 5;
/** The longest wait the slow-down imposes between two sign-ins from unknown devices. */
export const LONGEST_LOGIN_DELAY_SECONDS = 15 * 60;
/** The wait after `failures` wrong passwords: none for the first 4, then 1 s, 2 s, 4 s … at most 15 minutes. */
export const loginDelaySeconds = (failures: number) =>
  failures < FREE_LOGIN_FAILURES
    ? 0
    : Math.min(2 ** (failures - FREE_LOGIN_FAILURES), LONGEST_LOGIN_DELAY_SECONDS);

const DEVICE_PURPOSE = 'login-device-v1';
const BUSY_MESSAGE = `The server is busy. ${tryAgainIn(5)}`;

export interface AuthServiceDeps {
  db: Db;
  auth: Auth;
  /** Where reset e-mails are committed before they are sent. */
  outbox: MailOutbox;
  clock: Clock;
  rateLimiter: RateLimiter;
  /** Signs the known-device cookie (a key derived from the journal key for this one purpose). */
  deviceKey: Buffer;
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
  /** The known-device cookie's value for this account: set it, so this device skips the account's slow-down. */
  deviceToken: string;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, auth, outbox, clock, rateLimiter, appUrl } = deps;
  const limits: AuthRateLimits = { ...DEFAULT_AUTH_RATE_LIMITS, ...deps.rateLimits };
  const jobs = deps.jobs ?? noJobs;

  async function throttle(kind: keyof AuthRateLimits, key: string, message = TOO_MANY_ATTEMPTS) {
    const result = await rateLimiter.hit(`${kind}:${key}`, limits[kind]);
    if (!result.allowed)
      throw tooManyRequests(`${message} ${tryAgainIn(result.retryAfterSeconds)}`, result.retryAfterSeconds);
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
    await outbox.send('password_reset', passwordResetMail(user.email, link.toString()), user.id);
  }

  async function startSession(userId: string, userAgent: string | null) {
    const session = await auth.createSession(userId, { userAgent });
    return session.id;
  }

  const deviceMac = (userId: string) =>
    createHmac('sha256', deps.deviceKey).update(`${DEVICE_PURPOSE}\n${userId}`).digest();
  /** `<userId>.<HMAC>`: proof that this browser signed in to that account before. */
  const deviceTokenFor = (userId: string) => `${userId}.${deviceMac(userId).toString('base64url')}`;
  function isKnownDevice(token: string | null | undefined, userId: string): boolean {
    const [id, mac, ...rest] = (token ?? '').split('.');
    if (id !== userId || !mac || rest.length > 0) return false;
    const given = Buffer.from(mac, 'base64url');
    const expected = deviceMac(userId);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  function refuseCommonPassword(password: string) {
    if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD_MESSAGE);
  }

  return {
    async register(input: TRegister, clientKey: string, userAgent: string | null = null): Promise<SignedIn> {
      await throttle('register', clientKey, 'Too many sign-ups from your network.');
      refuseCommonPassword(input.password);
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
          .returning(PUBLIC_USER_COLUMNS)
          .executeTakeFirstOrThrow();
        await trx.insertInto('preferences').values({ userId: created.id }).execute();
        return created;
      });
      await deps.onScheduleChange?.(user.id);
      return {
        user: toPublicUser(user),
        sessionId: await startSession(user.id, userAgent),
        deviceToken: deviceTokenFor(user.id),
      };
    },

    /**
     * Per address: a fixed limit. Per account: a slow-down instead of a lock-out. After FREE_LOGIN_FAILURES wrong
     * passwords, each further one makes a device that never signed in to the account wait longer (1 s, 2 s, 4 s …
     * 15 minutes) before its next try, told how long; a device holding the account's known-device cookie is never
     * made to wait and checks its password in its own lane, so no flood of guesses refuses the owner's right
     * password. A right password clears the count.
     */
    async login(
      input: TLogin,
      clientKey: string,
      deviceToken?: string | null,
      userAgent: string | null = null,
    ): Promise<SignedIn> {
      const message = 'Too many sign-in attempts.';
      await throttle('loginPerClient', clientKey, message);
      const row = await db
        .selectFrom('users')
        .select([...PUBLIC_USER_COLUMNS, 'passwordHash', 'failedLogins', 'loginDelayUntil'])
        .where(sql`lower(email)`, '=', input.email.toLowerCase())
        .executeTakeFirst();
      const knownDevice = row ? isKnownDevice(deviceToken, row.id) : false;
      if (row && !knownDevice && row.failedLogins >= FREE_LOGIN_FAILURES) {
        // One try per wait, even when many arrive at once: the try takes the slot in the statement that checks it.
        const now = clock.now();
        const slot = await db
          .updateTable('users')
          .set({ loginDelayUntil: new Date(now.getTime() + loginDelaySeconds(row.failedLogins) * 1000) })
          .where('id', '=', row.id)
          .where((eb) => eb.or([eb('loginDelayUntil', 'is', null), eb('loginDelayUntil', '<=', now)]))
          .returning('id')
          .executeTakeFirst();
        if (!slot) {
          const current = await db
            .selectFrom('users')
            .select('loginDelayUntil')
            .where('id', '=', row.id)
            .executeTakeFirst();
          const waitMs = (current?.loginDelayUntil?.getTime() ?? now.getTime()) - now.getTime();
          const seconds = Math.max(1, Math.ceil(waitMs / 1000));
          throw tooManyRequests(`Too many failed sign-ins for this account. ${tryAgainIn(seconds)}`, seconds);
        }
      }
      // Unknown e-mail and wrong password take the same path and give the same answer.
      const hash = row?.passwordHash ?? (await decoyPasswordHash());
      const ok = await passwordWork(() => verifyPassword(hash, input.password, { knownDevice }));
      if (!row?.passwordHash || !ok) {
        if (row) {
          const now = clock.now();
          await db
            .updateTable('users')
            .set((eb) => ({
              failedLogins: eb('failedLogins', '+', 1),
              loginDelayUntil: sql<Date | null>`case when ${eb.ref('failedLogins')} + 1 >= ${FREE_LOGIN_FAILURES}
                then ${now}::timestamptz + least(power(2, ${eb.ref('failedLogins')} + 1 - ${FREE_LOGIN_FAILURES}),
                  ${LONGEST_LOGIN_DELAY_SECONDS}) * interval '1 second'
                else null end`,
            }))
            .where('id', '=', row.id)
            .execute();
        }
        throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
      }
      if (row.failedLogins > 0 || row.loginDelayUntil) {
        await db
          .updateTable('users')
          .set({ failedLogins: 0, loginDelayUntil: null })
          .where('id', '=', row.id)
          .execute();
      }
      return {
        user: toPublicUser(row),
        sessionId: await startSession(row.id, userAgent),
        deviceToken: deviceTokenFor(row.id),
      };
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
        .returning(PUBLIC_USER_COLUMNS)
        .executeTakeFirst();
      if (!row) throw unauthorized();
      if (before && before.timeZone !== row.timeZone) await deps.onScheduleChange?.(userId);
      return toPublicUser(row);
    },

    /**
     * Same answer, in the same time, whether or not the e-mail exists: the look-up and the mail are a job
     * (mail.passwordReset). When it cannot be queued (Redis down), this process sends it after answering.
     */
    async forgotPassword(email: string, clientKey: string, requestId?: string): Promise<void> {
      await throttle('forgotPassword', `${clientKey}:${email}`, 'Too many reset requests.');
      const queued = await jobs.dispatch('mail.passwordReset', { email, requestId: randomUUID() }, requestId);
      if (queued) return;
      setImmediate(() => {
        sendPasswordReset(email).catch((err: unknown) => {
          deps.logger?.error({ err, requestId }, 'password reset e-mail could not be sent');
        });
      });
    },

    /** Whether reset links reach an inbox or wait in the outbox folder (the web app says which). */
    mailDelivery: () => outbox.delivery,

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
    async resetPassword(
      token: string,
      password: string,
      clientKey: string,
      timeZone?: string,
    ): Promise<string> {
      await throttle('resetPassword', clientKey);
      refuseCommonPassword(password);
      const now = clock.now();
      const userId = await consumeResetToken(db, token, now);
      if (!userId) throw new AppError('BAD_REQUEST', INVALID_RESET_TOKEN_MESSAGE);
      await retireResetTokens(db, userId, now);
      const passwordHash = await passwordWork(() => hashPassword(password));
      const before = await db
        .selectFrom('users')
        .select(['passwordHash', 'timeZone'])
        .where('id', '=', userId)
        .executeTakeFirst();
      // An invited account (created by an admin, no password yet) starts in the browser's zone, as a sign-up does;
      // a reset, perhaps from a trip, leaves the zone as it was.
      const zone = before && before.passwordHash === null && timeZone ? timeZone : undefined;
      await db
        .updateTable('users')
        .set({
          passwordHash,
          failedLogins: 0,
          loginDelayUntil: null,
          ...(zone ? { timeZone: zone } : {}),
          updatedAt: clock.now(),
        })
        .where('id', '=', userId)
        .execute();
      if (zone && zone !== before?.timeZone) await deps.onScheduleChange?.(userId);
      // A reset means the old password may be known to someone else: every session ends.
      await auth.invalidateUserSessions(userId);
      return userId;
    },

    /** The role of the account with this e-mail, read back (the promote-admin CLI checks its change). */
    async roleOf(email: string): Promise<'user' | 'admin' | null> {
      const row = await db
        .selectFrom('users')
        .select('role')
        .where(sql`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst();
      return row?.role ?? null;
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

import { randomUUID } from 'node:crypto';
import { issueResetToken, retireResetTokens } from '@innerweather/auth/reset-tokens';
import type { Db } from '@innerweather/db/client';
import type { UserRow as UsersTableRow } from '@innerweather/db/schema';
import { PUBLIC_USER_COLUMNS, type PublicUserRow } from '@innerweather/db/user-columns';
import { accountInvitationMail } from '@innerweather/email/templates';
import type {
  TAdminCreatedUser,
  TAdminLogPage,
  TAdminLogsQuery,
  TAdminStats,
  TAdminUser,
  TAdminUserCreate,
  TAdminUserUpdate,
} from '@innerweather/validators/admin';
import {
  INVITATION_USED_MESSAGE,
  LAST_ADMIN_MESSAGE,
  type TAdminInvitation,
} from '@innerweather/validators/admin';
import { EMAIL_TAKEN_MESSAGE } from '@innerweather/validators/errors';
import { sql } from 'kysely';
import { anotherAdminLeft, lockAdmins } from './admin-locks.ts';
import { writeAdminLog } from './admin-log.ts';
import { notAboutMeCounts } from './not-about-me-counts.ts';
import type { Clock } from '../shared/clock.ts';
import { conflict, notFound } from '../shared/errors.ts';
import { isUuid } from '../shared/ids.ts';
import { type JobDispatcher, noJobs } from '../shared/job-dispatcher.ts';
import type { MailOutbox } from '../notifications/mail-outbox.ts';

export interface AdminServiceDeps {
  db: Db;
  /** Where invitations are committed before they are sent. */
  outbox: MailOutbox;
  clock: Clock;
  appUrl: string;
  /** Where the set-password e-mail of a new account is queued (mail.accountInvitation). */
  jobs?: JobDispatcher;
  logger?: { error: (obj: unknown, msg?: string) => void };
  /** Told after an account is created: its notification schedules are set up. */
  onScheduleChange?: (userId: string) => Promise<void>;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** A search typed by an admin, as a LIKE pattern that matches it literally anywhere. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A user as the admin area lists them: the public columns, and whether a password was ever set. */
const userColumns = [...PUBLIC_USER_COLUMNS, 'passwordHash'] as const;
type UserRow = PublicUserRow & Pick<UsersTableRow, 'passwordHash'>;

const toAdminUser = (row: UserRow, entryCount: number): TAdminUser => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  profileImageUrl: row.profileImageUrl,
  role: row.role,
  subscriptionStatus: row.subscriptionStatus,
  entryCount,
  invitationPending: row.passwordHash === null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The admin area (spec section 2): users and their plans, the instance's figures and the audit log. Every change
 * writes its log row in the transaction that makes it. Callers have checked the admin role (adminProcedure).
 */
export function createAdminService(deps: AdminServiceDeps) {
  const { db, outbox, clock, appUrl } = deps;
  const jobs = deps.jobs ?? noJobs;

  async function entryCountOf(trx: Db, userId: string): Promise<number> {
    const { count } = await trx
      .selectFrom('entries')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  /** Locks the user's row for the change; 404 when there is none (or the id is not one). */
  async function lockUser(trx: Db, id: string): Promise<UserRow> {
    if (!isUuid(id)) throw notFound('User');
    const row = await trx
      .selectFrom('users')
      .select(userColumns)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound('User');
    return row;
  }

  /** A fresh week-long single-use set-password link; every older one of the account stops working. */
  async function newInvitationLink(userId: string): Promise<string> {
    const now = clock.now();
    await retireResetTokens(db, userId, now);
    const token = await issueResetToken(db, userId, now, 'invite');
    // Its own page: a new user is setting the password of a new account, not resetting one.
    const link = new URL('/set-password', appUrl);
    link.searchParams.set('token', token);
    return link.toString();
  }

  /** Issues a week-long single-use link and mails it; nothing when the user has meanwhile set a password. */
  async function sendInvitation(userId: string): Promise<void> {
    const user = await db
      .selectFrom('users')
      .select(['id', 'email', 'firstName', 'passwordHash'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user || user.passwordHash) return;
    // The newest link is the one that works: a retried job does not leave two live links behind.
    const link = await newInvitationLink(user.id);
    await outbox.send('account_invitation', accountInvitationMail(user.email, user.firstName, link), user.id);
  }

  return {
    async listUsers({ search }: { search?: string | undefined }): Promise<TAdminUser[]> {
      const rows = await db
        .selectFrom('users')
        .select(userColumns)
        .select((eb) =>
          eb
            .selectFrom('entries')
            .select(eb.fn.countAll<number>().as('count'))
            .whereRef('entries.userId', '=', 'users.id')
            .as('entryCount'),
        )
        .$if(Boolean(search), (qb) =>
          qb.where((eb) =>
            eb.or([
              eb('email', 'ilike', containsPattern(search!)),
              eb(
                sql<string>`trim(coalesce(first_name, '') || ' ' || coalesce(last_name, ''))`,
                'ilike',
                containsPattern(search!),
              ),
            ]),
          ),
        )
        .orderBy('createdAt', 'desc')
        .orderBy('id')
        .execute();
      return rows.map((row) => toAdminUser(row, Number(row.entryCount ?? 0)));
    },

    /**
     * Creates an account without a password: its owner sets one from the e-mailed single-use link. The e-mail is
     * queued after the account exists; when the queue is unreachable this process sends it after answering.
     */
    async createUser(
      adminId: string,
      input: TAdminUserCreate,
      requestId?: string,
    ): Promise<TAdminCreatedUser> {
      const created = await db.transaction().execute(async (trx) => {
        const taken = await trx
          .selectFrom('users')
          .select('id')
          .where(sql`lower(email)`, '=', input.email.toLowerCase())
          .executeTakeFirst();
        if (taken) throw conflict(EMAIL_TAKEN_MESSAGE);
        const row = await trx
          .insertInto('users')
          .values({
            email: input.email,
            passwordHash: null,
            firstName: input.firstName || null,
            lastName: input.lastName || null,
            profileImageUrl: null,
            role: input.role,
            subscriptionStatus: input.subscriptionStatus,
          })
          .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
          .returning(userColumns)
          .executeTakeFirst();
        if (!row) throw conflict(EMAIL_TAKEN_MESSAGE);
        await trx.insertInto('preferences').values({ userId: row.id }).execute();
        await writeAdminLog(trx, {
          action: 'user_created',
          targetType: 'user',
          targetId: row.id,
          adminId,
          details: { email: row.email, role: row.role, subscriptionStatus: row.subscriptionStatus },
        });
        return row;
      });
      const queued = await jobs.dispatch(
        'mail.accountInvitation',
        { userId: created.id, requestId: randomUUID() },
        requestId,
      );
      if (!queued) {
        setImmediate(() => {
          sendInvitation(created.id).catch((err: unknown) => {
            deps.logger?.error({ err, requestId }, 'account invitation e-mail could not be sent');
          });
        });
      }
      await deps.onScheduleChange?.(created.id);
      return { ...toAdminUser(created, 0), invitationEmailed: outbox.delivery === 'email' };
    },

    /** The job's work (mail.accountInvitation). */
    sendInvitation,

    /**
     * A new set-password link for an account that has none yet, answered so the admin can copy it (the only way it
     * reaches the user without SMTP), and e-mailed when SMTP is configured. Older links stop working.
     */
    async renewInvitation(adminId: string, id: string): Promise<TAdminInvitation> {
      const user = await db.transaction().execute((trx) => lockUser(trx, id));
      if (user.passwordHash) throw conflict(INVITATION_USED_MESSAGE);
      const link = await newInvitationLink(user.id);
      const emailed = outbox.delivery === 'email';
      if (emailed)
        await outbox.send(
          'account_invitation',
          accountInvitationMail(user.email, user.firstName, link),
          user.id,
        );
      await writeAdminLog(db, {
        action: 'invitation_renewed',
        targetType: 'user',
        targetId: user.id,
        adminId,
        details: { email: user.email, emailed },
      });
      return {
        link,
        emailed,
        message: emailed
          ? `A new link was e-mailed to ${user.email}. You can also copy it and pass it on.`
          : `No e-mail is sent by this server: copy this link and pass it on to ${user.email}.`,
      };
    },

    /** Changes the fields given; the log row names what changed, with the old and new role and plan. */
    async updateUser(adminId: string, id: string, input: TAdminUserUpdate): Promise<TAdminUser> {
      return db.transaction().execute(async (trx) => {
        const admins = input.role === 'user' ? await lockAdmins(trx) : null;
        const before = await lockUser(trx, id);
        if (before.role === 'admin' && admins && !anotherAdminLeft(admins, id))
          throw conflict(LAST_ADMIN_MESSAGE);
        const next = {
          firstName: input.firstName === undefined ? before.firstName : input.firstName || null,
          lastName: input.lastName === undefined ? before.lastName : input.lastName || null,
          role: input.role ?? before.role,
          subscriptionStatus: input.subscriptionStatus ?? before.subscriptionStatus,
        };
        const changed = (Object.keys(next) as Array<keyof typeof next>).filter((f) => next[f] !== before[f]);
        const entryCount = await entryCountOf(trx, id);
        if (changed.length === 0) return toAdminUser(before, entryCount);
        const after = await trx
          .updateTable('users')
          .set({ ...next, updatedAt: clock.now() })
          .where('id', '=', id)
          .returning(userColumns)
          .executeTakeFirstOrThrow();
        const details: Record<string, unknown> = { email: after.email, changed };
        if (changed.includes('role')) details.role = { from: before.role, to: after.role };
        if (changed.includes('subscriptionStatus'))
          details.subscriptionStatus = { from: before.subscriptionStatus, to: after.subscriptionStatus };
        await writeAdminLog(trx, {
          action: 'user_updated',
          targetType: 'user',
          targetId: id,
          adminId,
          details,
        });
        return toAdminUser(after, entryCount);
      });
    },

    /** The figures of the admin dashboard. */
    async stats(): Promise<TAdminStats> {
      const now = clock.now();
      const weekAgo = new Date(now.getTime() - WEEK_MS);
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const { rows } = await sql<Record<Exclude<keyof TAdminStats, 'notAboutMeByMonth'>, number | string>>`
        select
          (select count(*) from users) as "totalUsers",
          (select count(*) from users where created_at >= ${weekAgo}) as "recentUsers",
          (select count(*) from users where subscription_status = 'pro') as "proUsers",
          (select count(*) from entries) as "totalEntries",
          (select count(*) from entries where created_at >= ${monthStart}) as "monthlyEntries"
      `.execute(db);
      const counts = Object.fromEntries(Object.entries(rows[0]!).map(([key, n]) => [key, Number(n)]));
      return {
        ...(counts as Omit<TAdminStats, 'notAboutMeByMonth'>),
        notAboutMeByMonth: await notAboutMeCounts(db, now),
      };
    },

    /** The audit log, newest first. */
    async logs({ page, limit }: TAdminLogsQuery): Promise<TAdminLogPage> {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('adminLogs as l')
          // The admin by name where the account still exists; a deleted admin keeps only the id.
          .leftJoin('users as u', 'u.id', 'l.adminId')
          .select([
            'l.id',
            'l.action',
            'l.targetType',
            'l.targetId',
            'l.adminId',
            'l.details',
            'l.createdAt',
            'u.firstName',
            'u.lastName',
            'u.email',
          ])
          .orderBy('l.createdAt', 'desc')
          .orderBy('l.seq', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        db
          .selectFrom('adminLogs')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        logs: rows.map(({ firstName, lastName, email, ...row }) => ({
          ...row,
          adminName: [firstName, lastName].filter(Boolean).join(' ') || email,
          details:
            typeof row.details === 'string'
              ? (JSON.parse(row.details) as Record<string, unknown>)
              : row.details,
          createdAt: row.createdAt.toISOString(),
        })),
        total: Number(total.count),
        page,
        limit,
      };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;

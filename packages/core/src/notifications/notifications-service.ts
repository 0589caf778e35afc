import type { Db } from '@innerweather/db/client';
import type { NotificationKind } from '@innerweather/db/schema';
import type { Mail } from '@innerweather/email/mailer';
import {
  dailyReminderMail,
  moodPatternMail,
  type MoodPattern,
  type Unsubscribe,
  weeklySummaryMail,
} from '@innerweather/email/templates';
import type { TPreferences, TPreferencesUpdate } from '@innerweather/validators/auth';
import {
  INVALID_UNSUBSCRIBE_LINK,
  type TNotificationSchedule,
  type TUnsubscribeResult,
} from '@innerweather/validators/notifications';
import { sql } from 'kysely';
import { countedMood } from '../journal/journal-entries.ts';
import type { Clock } from '../shared/clock.ts';
import { nextCronFiring } from '../shared/cron.ts';
import { addDays } from '../shared/dates.ts';
import type { Encryptor } from '../shared/encryption.ts';
import { AppError, unauthorized } from '../shared/errors.ts';
import type { JobScheduler } from '../shared/job-dispatcher.ts';
import type { StatsService } from '../journal/stats-service.ts';
import type { MailOutbox } from './mail-outbox.ts';
import { createUnsubscribeTokens } from './unsubscribe-tokens.ts';

export interface NotificationsLogger {
  info: (obj: unknown, msg?: string) => void;
  warn: (obj: unknown, msg?: string) => void;
}

export interface NotificationsServiceDeps {
  db: Db;
  clock: Clock;
  /** Where every message is committed before it is sent. */
  outbox: MailOutbox;
  encryptor: Encryptor;
  stats: StatsService;
  logger: NotificationsLogger;
  appUrl: string;
  /** Where the per-user schedules live; none (CLIs, pure tests) when absent. */
  scheduler?: JobScheduler | undefined;
}

/** Sunday, 19:00 in the user's zone. */
export const WEEKLY_SUMMARY_PATTERN = '0 19 * * 0';
export const dailyReminderPattern = (hour: number) => `0 ${hour} * * *`;
export const dailyReminderKey = (userId: string) => `notify.dailyReminder:${userId}`;
export const weeklySummaryKey = (userId: string) => `notify.weeklySummary:${userId}`;
/** A mood pattern alert comes at most once in this long. */
export const MOOD_ALERT_GAP_MS = 3 * 24 * 60 * 60 * 1000;

const DEFAULT_PREFERENCES: TPreferences = {
  dailyJournalReminder: true,
  weeklyProgressSummary: true,
  moodPatternAlerts: true,
  reminderHour: 20,
};

const KIND_LABEL: Record<NotificationKind, string> = {
  daily_reminder: 'Journal Reminder',
  weekly_summary: 'Progress Summary',
  mood_pattern: 'Mood Pattern Alerts',
};

const KIND_PREFERENCE: Record<NotificationKind, keyof Omit<TPreferences, 'reminderHour'>> = {
  daily_reminder: 'dailyJournalReminder',
  weekly_summary: 'weeklyProgressSummary',
  mood_pattern: 'moodPatternAlerts',
};

/** What a notification job did, for its log line and for tests. */
export type SendOutcome =
  | 'sent'
  | 'already-sent'
  | 'switched-off'
  | 'no-user'
  | 'not-due'
  | 'wrote-today'
  | 'quiet-week'
  | 'crisis-entry'
  | 'no-pattern'
  | 'too-soon';

interface Recipient extends TPreferences {
  id: string;
  email: string;
  firstName: string | null;
  timeZone: string;
}

/** The calendar date and clock of an instant in a zone: "2026-11-24", hour 20, weekday 0 (Sunday) to 6. */
export function localCalendar(at: Date, timeZone: string): { date: string; hour: number; weekday: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    weekday: weekdays.indexOf(parts.weekday!),
  };
}

function weekLabel(monday: string, sunday: string): string {
  const day = (date: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', ...options }).format(new Date(`${date}T00:00:00Z`));
  const sameMonth = monday.slice(0, 7) === sunday.slice(0, 7);
  const start = sameMonth ? day(monday, { day: 'numeric' }) : day(monday, { day: 'numeric', month: 'long' });
  return `${start}–${day(sunday, { day: 'numeric', month: 'long', year: 'numeric' })}`;
}

/**
 * E-mail notifications: the preferences behind the three switches, the per-user schedules in the user's time zone
 * (JobScheduler), the sending jobs' work, and one-click unsubscribe. Every send is claimed in notification_sends
 * (unique per user, kind and local date) with its mail_outbox row in one short transaction, sent after the commit
 * (the outbox retries a failure): a retry or a second worker finds the claim and never sends twice.
 */
export function createNotificationsService(deps: NotificationsServiceDeps) {
  const { db, clock, outbox, stats, logger, appUrl, scheduler } = deps;
  const tokens = createUnsubscribeTokens(deps.encryptor);
  const link = (path: string) => new URL(path, appUrl).toString();

  function unsubscribeLinks(userId: string, kind: NotificationKind): Unsubscribe {
    const token = encodeURIComponent(tokens.sign(userId, kind));
    return {
      pageUrl: link(`/unsubscribe?token=${token}`),
      postUrl: link(`/api/notifications/unsubscribe?token=${token}`),
    };
  }

  async function recipient(userId: string): Promise<Recipient | null> {
    const row = await db
      .selectFrom('users as u')
      .leftJoin('preferences as p', 'p.userId', 'u.id')
      .select([
        'u.id',
        'u.email',
        'u.firstName',
        'u.timeZone',
        'p.dailyJournalReminder',
        'p.weeklyProgressSummary',
        'p.moodPatternAlerts',
        'p.reminderHour',
      ])
      .where('u.id', '=', userId)
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      timeZone: row.timeZone,
      dailyJournalReminder: row.dailyJournalReminder ?? DEFAULT_PREFERENCES.dailyJournalReminder,
      weeklyProgressSummary: row.weeklyProgressSummary ?? DEFAULT_PREFERENCES.weeklyProgressSummary,
      moodPatternAlerts: row.moodPatternAlerts ?? DEFAULT_PREFERENCES.moodPatternAlerts,
      reminderHour: row.reminderHour ?? DEFAULT_PREFERENCES.reminderHour,
    };
  }

  /** Upserts or removes the two scheduled notifications of one user to match their switches, hour and zone. */
  async function applySchedules(user: Pick<Recipient, 'id' | 'timeZone' | keyof TPreferences>) {
    if (!scheduler) return;
    if (user.dailyJournalReminder) {
      await scheduler.upsert({
        key: dailyReminderKey(user.id),
        job: 'notify.dailyReminder',
        payload: { userId: user.id },
        pattern: dailyReminderPattern(user.reminderHour),
        tz: user.timeZone,
      });
    } else await scheduler.remove(dailyReminderKey(user.id));
    if (user.weeklyProgressSummary) {
      await scheduler.upsert({
        key: weeklySummaryKey(user.id),
        job: 'notify.weeklySummary',
        payload: { userId: user.id },
        pattern: WEEKLY_SUMMARY_PATTERN,
        tz: user.timeZone,
      });
    } else await scheduler.remove(weeklySummaryKey(user.id));
  }

  async function removeSchedules(userId: string) {
    if (!scheduler) return;
    await scheduler.remove(dailyReminderKey(userId));
    await scheduler.remove(weeklySummaryKey(userId));
  }

  /**
   * Brings one user's schedules in line with the database. Never fails the caller: the preference is saved either
   * way, each fired job checks it again, and start-up (or Redis coming back) syncs every schedule.
   */
  async function syncSchedules(userId: string): Promise<void> {
    try {
      const user = await recipient(userId);
      if (user) await applySchedules(user);
      else await removeSchedules(userId);
    } catch (err) {
      logger.warn(
        { userId, err: err instanceof Error ? err.message : String(err) },
        'notification schedules not updated; they are synced again at start-up',
      );
    }
  }

  /** Claims (user, kind, local date) and queues the mail in one short transaction; sends after the commit. */
  async function claimAndSend(
    userId: string,
    kind: NotificationKind,
    localDate: string,
    build: () => Mail,
    stillWanted?: (trx: Db) => Promise<SendOutcome | null>,
  ): Promise<SendOutcome> {
    const claim = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('notificationSends')
        .values({ userId, kind, localDate, sentAt: clock.now() })
        .onConflict((oc) => oc.columns(['userId', 'kind', 'localDate']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!claimed) return 'already-sent' as const;
      const veto = await stillWanted?.(trx);
      if (veto) {
        await trx.deleteFrom('notificationSends').where('id', '=', claimed.id).execute();
        return veto;
      }
      return { outboxId: await outbox.enqueue(trx, kind, build(), userId) };
    });
    if (typeof claim !== 'string') await outbox.deliver(claim.outboxId);
    return typeof claim === 'string' ? claim : 'sent';
  }

  async function entriesBetween(userId: string, timeZone: string, from: string, to: string) {
    const row = await db
      .selectFrom('entries')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('userId', '=', userId)
      .where(sql<string>`(created_at at time zone ${timeZone})::date`, '>=', sql<string>`${from}::date`)
      .where(sql<string>`(created_at at time zone ${timeZone})::date`, '<=', sql<string>`${to}::date`)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** The last mood pattern alert's time, for the 3-day gap. */
  async function lastMoodAlert(trx: Db, userId: string): Promise<Date | null> {
    const row = await trx
      .selectFrom('notificationSends')
      .select('sentAt')
      .where('userId', '=', userId)
      .where('kind', '=', 'mood_pattern')
      .orderBy('sentAt', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.sentAt ?? null;
  }

  /** Positive share (joy or calm dominant) of the analysed entries in two 7-day windows ending today, local. */
  async function positiveShares(userId: string, today: string) {
    const rows = await db
      .selectFrom('journalDays')
      .select([
        sql<boolean>`local_day > ${addDays(today, -7)}::date`.as('thisWeek'),
        sql<number>`sum(analysed_count)`.as('analysed'),
        sql<number>`sum(joy_dominant + calm_dominant)`.as('positive'),
      ])
      .where('userId', '=', userId)
      .where('localDay', '>', addDays(today, -14))
      .where('localDay', '<=', today)
      .groupBy(sql`1`)
      .execute();
    const share = (thisWeek: boolean) => {
      const row = rows.find((r) => Boolean(r.thisWeek) === thisWeek);
      const analysed = Number(row?.analysed ?? 0);
      return analysed === 0 ? null : Number(row?.positive ?? 0) / analysed;
    };
    return { lastWeek: share(false), thisWeek: share(true) };
  }

  /** Anxiety or sadness dominant in the latest three analysed entries, or the positive share halved. */
  async function findMoodPattern(userId: string, today: string): Promise<MoodPattern | null> {
    const latest = await db
      .selectFrom('entries as e')
      .innerJoin('entryAnalyses as a', 'a.entryId', 'e.id')
      .select(countedMood.as('dominantEmotion'))
      .where('e.userId', '=', userId)
      .orderBy('e.createdAt', 'desc')
      .orderBy('e.id', 'desc')
      .limit(3)
      .execute();
    if (
      latest.length === 3 &&
      latest.every((r) => r.dominantEmotion === 'anxiety' || r.dominantEmotion === 'sadness')
    ) {
      return { kind: 'heavy_run', emotions: latest.map((r) => r.dominantEmotion!) };
    }
    const shares = await positiveShares(userId, today);
    if (
      shares.lastWeek !== null &&
      shares.thisWeek !== null &&
      shares.lastWeek > 0 &&
      shares.thisWeek <= shares.lastWeek / 2
    ) {
      return {
        kind: 'positivity_drop',
        lastWeekPercent: Math.round(shares.lastWeek * 100),
        thisWeekPercent: Math.round(shares.thisWeek * 100),
      };
    }
    return null;
  }

  /** The crisis screen (or the LLM) gave this entry a tier: the crisis path speaks to it, not an alert. */
  async function isCrisisEntry(entryId: string): Promise<boolean> {
    const screened = await db
      .selectFrom('safetyScreens')
      .select('id')
      .where('subject', '=', 'entry')
      .where('subjectId', '=', entryId)
      .where('tier', 'is not', null)
      .executeTakeFirst();
    if (screened) return true;
    const guided = await db
      .selectFrom('guidance')
      .select('id')
      .where('entryId', '=', entryId)
      .where((eb) => eb.or([eb('professionalType', '=', 'crisis_support'), eb('urgency', '=', 'immediate')]))
      .executeTakeFirst();
    return guided !== undefined;
  }

  return {
    async getPreferences(userId: string): Promise<TPreferences> {
      const row = await db
        .selectFrom('preferences')
        .select(['dailyJournalReminder', 'weeklyProgressSummary', 'moodPatternAlerts', 'reminderHour'])
        .where('userId', '=', userId)
        .executeTakeFirst();
      return row ?? DEFAULT_PREFERENCES;
    },

    /** Saves the switches, then moves or cancels the schedules at once. */
    async updatePreferences(userId: string, input: TPreferencesUpdate): Promise<TPreferences> {
      const row = await db
        .insertInto('preferences')
        .values({ userId, ...input })
        .onConflict((oc) => oc.column('userId').doUpdateSet({ ...input, updatedAt: clock.now() }))
        .returning(['dailyJournalReminder', 'weeklyProgressSummary', 'moodPatternAlerts', 'reminderHour'])
        .executeTakeFirstOrThrow();
      await syncSchedules(userId);
      return row;
    },

    syncSchedules,

    /** Every user's schedules, at start-up (both modes) and when Redis comes back: schedules are not kept otherwise. */
    async syncAllSchedules(): Promise<number> {
      if (!scheduler) return 0;
      let after = '00000000-0000-0000-0000-000000000000';
      let count = 0;
      for (;;) {
        const users = await db
          .selectFrom('users as u')
          .leftJoin('preferences as p', 'p.userId', 'u.id')
          .select([
            'u.id',
            'u.timeZone',
            'p.dailyJournalReminder',
            'p.weeklyProgressSummary',
            'p.moodPatternAlerts',
            'p.reminderHour',
          ])
          .where('u.id', '>', after)
          .orderBy('u.id')
          .limit(500)
          .execute();
        for (const u of users) {
          await applySchedules({
            id: u.id,
            timeZone: u.timeZone,
            dailyJournalReminder: u.dailyJournalReminder ?? true,
            weeklyProgressSummary: u.weeklyProgressSummary ?? true,
            moodPatternAlerts: u.moodPatternAlerts ?? true,
            reminderHour: u.reminderHour ?? 20,
          });
          count += 1;
        }
        if (users.length < 500) return count;
        after = users[users.length - 1]!.id;
      }
    },

    /** For account deletion: the user's schedules go with them (a fired job for a gone user removes them too). */
    forgetUser: removeSchedules,

    /** The lines under the switches: when each notification is next due, in the user's zone. */
    async schedule(userId: string): Promise<TNotificationSchedule> {
      const user = await recipient(userId);
      if (!user) throw unauthorized();
      const now = clock.now();
      let nextReminder: Date | null = null;
      if (user.dailyJournalReminder) {
        nextReminder = nextCronFiring(dailyReminderPattern(user.reminderHour), user.timeZone, now);
        const day = localCalendar(nextReminder, user.timeZone).date;
        // Today's is skipped when today already has an entry.
        if (
          day === localCalendar(now, user.timeZone).date &&
          (await entriesBetween(userId, user.timeZone, day, day)) > 0
        ) {
          nextReminder = nextCronFiring(dailyReminderPattern(user.reminderHour), user.timeZone, nextReminder);
        }
      }
      const lastAlert = await lastMoodAlert(db, userId);
      const notBefore =
        lastAlert && lastAlert.getTime() + MOOD_ALERT_GAP_MS > now.getTime()
          ? new Date(lastAlert.getTime() + MOOD_ALERT_GAP_MS).toISOString()
          : null;
      return {
        timeZone: user.timeZone,
        mailDelivery: outbox.delivery,
        dailyJournalReminder: { nextAt: nextReminder?.toISOString() ?? null },
        weeklyProgressSummary: {
          nextAt: user.weeklyProgressSummary
            ? nextCronFiring(WEEKLY_SUMMARY_PATTERN, user.timeZone, now).toISOString()
            : null,
        },
        moodPatternAlerts: { notBefore: user.moodPatternAlerts ? notBefore : null },
      };
    },

    /** notify.dailyReminder: at the reminder hour, local, unless the user wrote today. */
    async sendDailyReminder(userId: string): Promise<SendOutcome> {
      const user = await recipient(userId);
      if (!user) {
        await removeSchedules(userId);
        return 'no-user';
      }
      if (!user.dailyJournalReminder) return 'switched-off';
      const local = localCalendar(clock.now(), user.timeZone);
      // A firing delivered after local midnight (an outage, a late retry) belongs to a day that is over.
      if (local.hour < user.reminderHour) return 'not-due';
      if ((await entriesBetween(userId, user.timeZone, local.date, local.date)) > 0) return 'wrote-today';
      const { currentStreak } = await stats.get(userId);
      return claimAndSend(userId, 'daily_reminder', local.date, () =>
        dailyReminderMail({
          to: user.email,
          firstName: user.firstName,
          streak: currentStreak,
          writeUrl: link('/entries'),
          settingsUrl: link('/notifications'),
          unsubscribe: unsubscribeLinks(userId, 'daily_reminder'),
        }),
      );
    },

    /** notify.weeklySummary: Sunday evening, local, the Monday-to-Sunday week; a quiet week only the first time. */
    async sendWeeklySummary(userId: string): Promise<SendOutcome> {
      const user = await recipient(userId);
      if (!user) {
        await removeSchedules(userId);
        return 'no-user';
      }
      if (!user.weeklyProgressSummary) return 'switched-off';
      const local = localCalendar(clock.now(), user.timeZone);
      if (local.weekday !== 0) return 'not-due';
      const monday = addDays(local.date, -6);
      const entries = await entriesBetween(userId, user.timeZone, monday, local.date);
      if (entries === 0) {
        const earlier = await db
          .selectFrom('notificationSends')
          .select('id')
          .where('userId', '=', userId)
          .where('kind', '=', 'weekly_summary')
          .executeTakeFirst();
        if (earlier) return 'quiet-week';
      }
      // The dashboard's own figures for this (Monday-start) week, read on its Sunday.
      const figures = await stats.get(userId);
      return claimAndSend(userId, 'weekly_summary', local.date, () =>
        weeklySummaryMail({
          to: user.email,
          firstName: user.firstName,
          weekLabel: weekLabel(monday, local.date),
          entries,
          positivePercent: figures.positivityPercentage,
          streak: figures.currentStreak,
          dominantEmotion: figures.dominantMood,
          timelineUrl: link('/timeline'),
          settingsUrl: link('/notifications'),
          unsubscribe: unsubscribeLinks(userId, 'weekly_summary'),
        }),
      );
    },

    /** notify.moodPattern, after each analysis: a gentle note when a pattern shows, at most once in 3 days. */
    async checkMoodPattern(userId: string, entryId: string): Promise<SendOutcome> {
      const user = await recipient(userId);
      if (!user) return 'no-user';
      if (!user.moodPatternAlerts) return 'switched-off';
      const entry = await db
        .selectFrom('entries')
        .select('id')
        .where('id', '=', entryId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      if (!entry) return 'no-pattern';
      if (await isCrisisEntry(entryId)) return 'crisis-entry';
      const now = clock.now();
      const last = await lastMoodAlert(db, userId);
      if (last && now.getTime() - last.getTime() < MOOD_ALERT_GAP_MS) return 'too-soon';
      const local = localCalendar(now, user.timeZone);
      const pattern = await findMoodPattern(userId, local.date);
      if (!pattern) return 'no-pattern';
      return claimAndSend(
        userId,
        'mood_pattern',
        local.date,
        () =>
          moodPatternMail({
            to: user.email,
            firstName: user.firstName,
            pattern,
            coachUrl: link('/ai-coach'),
            crisisLinesUrl: link('/about'),
            settingsUrl: link('/notifications'),
            unsubscribe: unsubscribeLinks(userId, 'mood_pattern'),
          }),
        // Checked again under the claim: two analyses finishing together on different days cannot both alert.
        async (trx) => {
          const previous = await trx
            .selectFrom('notificationSends')
            .select('sentAt')
            .where('userId', '=', userId)
            .where('kind', '=', 'mood_pattern')
            .where('localDate', '<>', local.date)
            .where('sentAt', '>', new Date(now.getTime() - MOOD_ALERT_GAP_MS))
            .executeTakeFirst();
          return previous ? 'too-soon' : null;
        },
      );
    },

    /** The one-click link's work, signed out: turns that one kind off and answers what was turned off. */
    async unsubscribe(token: string): Promise<TUnsubscribeResult> {
      const found = tokens.verify(token);
      if (!found) throw new AppError('BAD_REQUEST', INVALID_UNSUBSCRIBE_LINK);
      const exists = await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', found.userId)
        .executeTakeFirst();
      if (exists) {
        const update = { [KIND_PREFERENCE[found.kind]]: false } as TPreferencesUpdate;
        await db
          .insertInto('preferences')
          .values({ userId: found.userId, ...update })
          .onConflict((oc) => oc.column('userId').doUpdateSet({ ...update, updatedAt: clock.now() }))
          .execute();
        await syncSchedules(found.userId);
        logger.info({ userId: found.userId, kind: found.kind }, 'unsubscribed by e-mail link');
      }
      return { kind: found.kind, label: KIND_LABEL[found.kind] };
    },

    /** The signed link for a user and kind (tests, and the e-mails themselves). */
    unsubscribeLinks,
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

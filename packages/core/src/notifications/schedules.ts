import type { TPreferences } from '@innerweather/validators/auth';
import type { TNotificationSchedule } from '@innerweather/validators/notifications';
import { nextCronFiring } from '../shared/cron.ts';
import { unauthorized } from '../shared/errors.ts';
import type { JobScheduler } from '../shared/job-dispatcher.ts';
import {
  entriesBetween,
  findRecipient,
  localCalendar,
  type NotificationsDeps,
  type Recipient,
  recipientsAfter,
} from './recipients.ts';
import { lastMoodAlert, MOOD_ALERT_GAP_MS } from './send-claim.ts';

/** Sunday, 19:00 in the user's zone. */
export const WEEKLY_SUMMARY_PATTERN = '0 19 * * 0';
export const dailyReminderPattern = (hour: number) => `0 ${hour} * * *`;
export const dailyReminderKey = (userId: string) => `notify.dailyReminder:${userId}`;
export const weeklySummaryKey = (userId: string) => `notify.weeklySummary:${userId}`;

/** Upserts or removes the two scheduled notifications of one user to match their switches, hour and zone. */
async function applySchedules(
  scheduler: JobScheduler,
  user: Pick<Recipient, 'id' | 'timeZone' | keyof TPreferences>,
) {
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

/** Both schedules of a user, gone (account deletion, or a fired job that finds no user). */
export async function removeSchedules(scheduler: JobScheduler | undefined, userId: string) {
  if (!scheduler) return;
  await scheduler.remove(dailyReminderKey(userId));
  await scheduler.remove(weeklySummaryKey(userId));
}

/**
 * Brings one user's schedules in line with the database. Never fails the caller: the preference is saved either
 * way, each fired job checks it again, and start-up (or Redis coming back) syncs every schedule.
 */
export async function syncSchedules(
  { db, scheduler, logger }: Pick<NotificationsDeps, 'db' | 'scheduler' | 'logger'>,
  userId: string,
): Promise<void> {
  if (!scheduler) return;
  try {
    const user = await findRecipient(db, userId);
    if (user) await applySchedules(scheduler, user);
    else await removeSchedules(scheduler, userId);
  } catch (err) {
    logger.warn(
      { userId, err: err instanceof Error ? err.message : String(err) },
      'notification schedules not updated; they are synced again at start-up',
    );
  }
}

/** The per-user schedules in the user's zone (JobScheduler), and when each notification is next due. */
export function createNotificationSchedules(deps: NotificationsDeps) {
  const { db, clock, outbox, scheduler } = deps;
  return {
    syncSchedules: (userId: string) => syncSchedules(deps, userId),

    /** Every user's schedules, at start-up (both modes) and when Redis comes back: schedules are not kept otherwise. */
    async syncAllSchedules(): Promise<number> {
      if (!scheduler) return 0;
      let after = '00000000-0000-0000-0000-000000000000';
      let count = 0;
      for (;;) {
        const users = await recipientsAfter(db, after, 500);
        for (const user of users) {
          await applySchedules(scheduler, user);
          count += 1;
          after = user.id;
        }
        if (users.length < 500) return count;
      }
    },

    /** For account deletion: the user's schedules go with them (a fired job for a gone user removes them too). */
    forgetUser: (userId: string) => removeSchedules(scheduler, userId),

    /** The lines under the switches: when each notification is next due, in the user's zone. */
    async schedule(userId: string): Promise<TNotificationSchedule> {
      const user = await findRecipient(db, userId);
      if (!user) throw unauthorized();
      const now = clock.now();
      let nextReminder: Date | null = null;
      if (user.dailyJournalReminder) {
        nextReminder = nextCronFiring(dailyReminderPattern(user.reminderHour), user.timeZone, now);
        const day = localCalendar(nextReminder, user.timeZone).date;
        // Today's is skipped when today already has an entry.
        if (
          day === localCalendar(now, user.timeZone).date &&
          (await entriesBetween(db, userId, user.timeZone, day, day)) > 0
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
  };
}

import { dailyReminderMail, weeklySummaryMail } from '@innerweather/email/templates';
import { addDays } from '../shared/dates.ts';
import { entriesBetween, findRecipient, localCalendar, type NotificationsDeps } from './recipients.ts';
import { removeSchedules } from './schedules.ts';
import { claimAndSend, type SendOutcome } from './send-claim.ts';
import { appLink, unsubscribeLinker } from './unsubscribe.ts';

function weekLabel(monday: string, sunday: string): string {
  const day = (date: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', ...options }).format(new Date(`${date}T00:00:00Z`));
  const sameMonth = monday.slice(0, 7) === sunday.slice(0, 7);
  const start = sameMonth ? day(monday, { day: 'numeric' }) : day(monday, { day: 'numeric', month: 'long' });
  return `${start}–${day(sunday, { day: 'numeric', month: 'long', year: 'numeric' })}`;
}

/** The two scheduled e-mails, the daily reminder and the weekly summary: the fired jobs' work. */
export function createReminders(deps: NotificationsDeps) {
  const { db, clock, stats, scheduler, appUrl } = deps;
  const unsubscribeLinks = unsubscribeLinker(deps);
  const link = (path: string) => appLink(appUrl, path);

  return {
    /** notify.dailyReminder: at the reminder hour, local, unless the user wrote today. */
    async sendDailyReminder(userId: string): Promise<SendOutcome> {
      const user = await findRecipient(db, userId);
      if (!user) {
        await removeSchedules(scheduler, userId);
        return 'no-user';
      }
      if (!user.dailyJournalReminder) return 'switched-off';
      const local = localCalendar(clock.now(), user.timeZone);
      // A firing delivered after local midnight (an outage, a late retry) belongs to a day that is over.
      if (local.hour < user.reminderHour) return 'not-due';
      if ((await entriesBetween(db, userId, user.timeZone, local.date, local.date)) > 0) return 'wrote-today';
      const { currentStreak } = await stats.get(userId);
      return claimAndSend(deps, { userId, kind: 'daily_reminder', localDate: local.date }, () =>
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
      const user = await findRecipient(db, userId);
      if (!user) {
        await removeSchedules(scheduler, userId);
        return 'no-user';
      }
      if (!user.weeklyProgressSummary) return 'switched-off';
      const local = localCalendar(clock.now(), user.timeZone);
      if (local.weekday !== 0) return 'not-due';
      const monday = addDays(local.date, -6);
      const entries = await entriesBetween(db, userId, user.timeZone, monday, local.date);
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
      return claimAndSend(deps, { userId, kind: 'weekly_summary', localDate: local.date }, () =>
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
  };
}

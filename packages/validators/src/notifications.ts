import { z } from 'zod';

export const NOTIFICATION_KIND_VALUES = ['daily_reminder', 'weekly_summary', 'mood_pattern'] as const;
export const ZNotificationKindSchema = z.enum(NOTIFICATION_KIND_VALUES);
export type TNotificationKind = z.infer<typeof ZNotificationKindSchema>;

/** When each notification is next due, for the lines under the switches of /notifications. */
export const ZNotificationScheduleSchema = z.object({
  /** The user's time zone: the times below are read in it. */
  timeZone: z.string(),
  /** 'outbox' when this server writes e-mails to its outbox folder instead of sending them (no SMTP_URL). */
  mailDelivery: z.enum(['email', 'outbox']),
  /** The next daily reminder (ISO instant); null when switched off. Skipped on a day with an entry. */
  dailyJournalReminder: z.object({ nextAt: z.string().nullable() }),
  /** The next weekly summary, Sunday evening; null when switched off. */
  weeklyProgressSummary: z.object({ nextAt: z.string().nullable() }),
  /** Alerts follow analyses; after one, the next may come no sooner than `notBefore` (ISO) or null. */
  moodPatternAlerts: z.object({ notBefore: z.string().nullable() }),
});
export type TNotificationSchedule = z.infer<typeof ZNotificationScheduleSchema>;

export const ZUnsubscribeSchema = z.object({
  token: z
    .string()
    .trim()
    .min(1, 'The unsubscribe link is incomplete')
    .max(300, 'The unsubscribe link is invalid'),
});
export type TUnsubscribe = z.infer<typeof ZUnsubscribeSchema>;

export const ZUnsubscribeResultSchema = z.object({
  kind: ZNotificationKindSchema,
  /** What was turned off, in the words of /notifications: "Journal Reminder". */
  label: z.string(),
});
export type TUnsubscribeResult = z.infer<typeof ZUnsubscribeResultSchema>;

export const INVALID_UNSUBSCRIBE_LINK =
  'This unsubscribe link is not valid. You can change your e-mails on the Notifications page.';

import type { NotificationKind } from '@innerweather/db/schema';
import type { Unsubscribe } from '@innerweather/email/templates';
import type { TPreferences, TPreferencesUpdate } from '@innerweather/validators/auth';
import { INVALID_UNSUBSCRIBE_LINK, type TUnsubscribeResult } from '@innerweather/validators/notifications';
import { AppError } from '../shared/errors.ts';
import type { NotificationsDeps } from './recipients.ts';
import { syncSchedules } from './schedules.ts';
import { createUnsubscribeTokens } from './unsubscribe-tokens.ts';

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

/** A link into the web app. */
export const appLink = (appUrl: string, path: string) => new URL(path, appUrl).toString();

/** The signed one-click links every notification carries: the page in the body, the POST for List-Unsubscribe. */
export function unsubscribeLinker({ encryptor, appUrl }: Pick<NotificationsDeps, 'encryptor' | 'appUrl'>) {
  const tokens = createUnsubscribeTokens(encryptor);
  return (userId: string, kind: NotificationKind): Unsubscribe => {
    const token = encodeURIComponent(tokens.sign(userId, kind));
    return {
      pageUrl: appLink(appUrl, `/unsubscribe?token=${token}`),
      postUrl: appLink(appUrl, `/api/notifications/unsubscribe?token=${token}`),
    };
  };
}

/** One-click unsubscribe, signed out: the link turns one kind off and can do nothing else. */
export function createUnsubscribe(deps: NotificationsDeps) {
  const { db, clock, logger } = deps;
  const tokens = createUnsubscribeTokens(deps.encryptor);
  return {
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
        const update: TPreferencesUpdate = { [KIND_PREFERENCE[found.kind]]: false };
        await db
          .insertInto('preferences')
          .values({ userId: found.userId, ...update })
          .onConflict((oc) => oc.column('userId').doUpdateSet({ ...update, updatedAt: clock.now() }))
          .execute();
        await syncSchedules(deps, found.userId);
        logger.info({ userId: found.userId, kind: found.kind }, 'unsubscribed by e-mail link');
      }
      return { kind: found.kind, label: KIND_LABEL[found.kind] };
    },

    /** The signed link for a user and kind (tests, and the e-mails themselves). */
    unsubscribeLinks: unsubscribeLinker(deps),
  };
}

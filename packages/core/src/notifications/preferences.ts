import type { TPreferences, TPreferencesUpdate } from '@innerweather/validators/auth';
import { DEFAULT_PREFERENCES, type NotificationsDeps } from './recipients.ts';
import { syncSchedules } from './schedules.ts';

const PREFERENCE_COLUMNS = [
  'dailyJournalReminder',
  'weeklyProgressSummary',
  'moodPatternAlerts',
  'reminderHour',
] as const;

/** The three switches of /notifications and the reminder hour. */
export function createNotificationPreferences(deps: NotificationsDeps) {
  const { db, clock } = deps;
  return {
    async getPreferences(userId: string): Promise<TPreferences> {
      const row = await db
        .selectFrom('preferences')
        .select(PREFERENCE_COLUMNS)
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
        .returning(PREFERENCE_COLUMNS)
        .executeTakeFirstOrThrow();
      await syncSchedules(deps, userId);
      return row;
    },
  };
}

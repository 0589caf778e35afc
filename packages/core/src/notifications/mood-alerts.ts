import type { Db } from '@innerweather/db/client';
import { moodPatternMail, type MoodPattern } from '@innerweather/email/templates';
import type { TEmotion } from '@innerweather/validators/journal';
import { sql } from 'kysely';
import { countedMood, isOwnEntry } from '../journal/journal-entries.ts';
import { addDays } from '../shared/dates.ts';
import { findRecipient, localCalendar, type NotificationsDeps } from './recipients.ts';
import { claimAndSend, lastMoodAlert, MOOD_ALERT_GAP_MS, type SendOutcome } from './send-claim.ts';
import { appLink, unsubscribeLinker } from './unsubscribe.ts';

/** Positive share (joy or calm dominant) of the analysed entries in two 7-day windows ending today, local. */
async function positiveShares(db: Db, userId: string, today: string) {
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

const isHeavy = (emotion: TEmotion | null): emotion is 'anxiety' | 'sadness' =>
  emotion === 'anxiety' || emotion === 'sadness';

/** Anxiety or sadness dominant in the latest three analysed entries, or the positive share halved. */
async function findMoodPattern(db: Db, userId: string, today: string): Promise<MoodPattern | null> {
  const latest = await db
    .selectFrom('entries as e')
    .innerJoin('entryAnalyses as a', 'a.entryId', 'e.id')
    .select(countedMood.as('dominantEmotion'))
    .where('e.userId', '=', userId)
    .orderBy('e.createdAt', 'desc')
    .orderBy('e.id', 'desc')
    .limit(3)
    .execute();
  const heavy = latest.map((r) => r.dominantEmotion).filter(isHeavy);
  if (latest.length === 3 && heavy.length === 3) return { kind: 'heavy_run', emotions: heavy };
  const shares = await positiveShares(db, userId, today);
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
async function isCrisisEntry(db: Db, entryId: string): Promise<boolean> {
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

/** The mood pattern alert, checked after each analysis (it has no schedule). */
export function createMoodAlerts(deps: NotificationsDeps) {
  const { db, clock, appUrl } = deps;
  const unsubscribeLinks = unsubscribeLinker(deps);
  const link = (path: string) => appLink(appUrl, path);

  return {
    /** notify.moodPattern, after each analysis: a gentle note when a pattern shows, at most once in 3 days. */
    async checkMoodPattern(userId: string, entryId: string): Promise<SendOutcome> {
      const user = await findRecipient(db, userId);
      if (!user) return 'no-user';
      if (!user.moodPatternAlerts) return 'switched-off';
      if (!(await isOwnEntry(db, userId, entryId))) return 'no-pattern';
      if (await isCrisisEntry(db, entryId)) return 'crisis-entry';
      const now = clock.now();
      const last = await lastMoodAlert(db, userId);
      if (last && now.getTime() - last.getTime() < MOOD_ALERT_GAP_MS) return 'too-soon';
      const local = localCalendar(now, user.timeZone);
      const pattern = await findMoodPattern(db, userId, local.date);
      if (!pattern) return 'no-pattern';
      return claimAndSend(
        deps,
        { userId, kind: 'mood_pattern', localDate: local.date },
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
  };
}

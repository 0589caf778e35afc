import { CronExpressionParser } from 'cron-parser';

/** The first firing of a cron schedule strictly after `after`, in the schedule's time zone (UTC by default). */
export function nextCronFiring(pattern: string, tz: string | undefined, after: Date): Date {
  return CronExpressionParser.parse(pattern, { currentDate: after, tz: tz ?? 'UTC' })
    .next()
    .toDate();
}

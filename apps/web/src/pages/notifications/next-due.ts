import type { TNotificationSchedule } from '@innerweather/validators/notifications';

export type NotificationSwitch = 'dailyJournalReminder' | 'weeklyProgressSummary' | 'moodPatternAlerts';

interface LocalTime {
  date: string;
  time: string;
  weekday: string;
  dayMonth: string;
}

function local(at: Date, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const iso = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return {
    date: iso.format(at),
    time: `${parts.hour}:${parts.minute}`,
    weekday: parts.weekday ?? '',
    dayMonth: `${parts.day} ${parts.month}`,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** "today at 20:00", "tomorrow at 20:00", "Sunday at 19:00", "Sunday 6 December at 19:00", read in `timeZone`. */
function whenLabel(iso: string, now: Date, timeZone: string): string {
  const at = new Date(iso);
  const then = local(at, timeZone);
  const today = local(now, timeZone);
  if (then.date === today.date) return `today at ${then.time}`;
  if (then.date === local(new Date(now.getTime() + DAY_MS), timeZone).date) return `tomorrow at ${then.time}`;
  if (at.getTime() - now.getTime() < 6 * DAY_MS) return `${then.weekday} at ${then.time}`;
  return `${then.weekday} ${then.dayMonth} at ${then.time}`;
}

/**
 * The line under a switch of /notifications. The server says when each one is due (it owns the schedule); this only
 * words it. `on` is the switch as shown, which may be ahead of the server's answer while a change is saving.
 */
export function nextDueLine(
  key: NotificationSwitch,
  on: boolean,
  schedule: TNotificationSchedule | undefined,
  now: Date,
): string | null {
  if (!on) return 'Turned off';
  if (!schedule) return null;
  const when = (iso: string) => whenLabel(iso, now, schedule.timeZone);
  switch (key) {
    case 'dailyJournalReminder': {
      const next = schedule.dailyJournalReminder.nextAt;
      return next ? `Next reminder: ${when(next)}` : null;
    }
    case 'weeklyProgressSummary': {
      const next = schedule.weeklyProgressSummary.nextAt;
      return next ? `Next summary: ${when(next)}` : null;
    }
    case 'moodPatternAlerts': {
      const notBefore = schedule.moodPatternAlerts.notBefore;
      return notBefore
        ? `Next alert: not before ${when(notBefore)}`
        : 'Next alert: when your entries show a pattern (at most one every 3 days)';
    }
  }
}

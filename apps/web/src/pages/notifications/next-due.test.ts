import type { TNotificationSchedule } from '@innerweather/validators/notifications';
import { describe, expect, it } from 'vitest';
import { nextDueLine } from './next-due.ts';

const schedule = (over: Partial<TNotificationSchedule>): TNotificationSchedule => ({
  timeZone: 'UTC',
  mailDelivery: 'email',
  dailyJournalReminder: { nextAt: null },
  weeklyProgressSummary: { nextAt: null },
  moodPatternAlerts: { notBefore: null },
  ...over,
});

describe('the line under each notification switch', () => {
  it("words the reminder in the user's zone, not the browser's", () => {
    // 07:00 UTC on the 24th is 20:00 on the 24th in Auckland; at 06:00 UTC it is 19:00 there, the same day.
    const auckland = schedule({
      timeZone: 'Pacific/Auckland',
      dailyJournalReminder: { nextAt: '2026-11-24T07:00:00.000Z' },
    });
    expect(nextDueLine('dailyJournalReminder', true, auckland, new Date('2026-11-24T06:00:00Z'))).toBe(
      'Next reminder: today at 20:00',
    );
    // 04:00 UTC on the 25th is 20:00 on the 24th in Los Angeles; at 09:00 UTC on the 24th it is 01:00 there.
    const la = schedule({
      timeZone: 'America/Los_Angeles',
      dailyJournalReminder: { nextAt: '2026-11-25T04:00:00.000Z' },
    });
    expect(nextDueLine('dailyJournalReminder', true, la, new Date('2026-11-24T09:00:00Z'))).toBe(
      'Next reminder: today at 20:00',
    );
    // After the day's entry the server moves it to the next evening.
    expect(nextDueLine('dailyJournalReminder', true, la, new Date('2026-11-24T05:00:00Z'))).toBe(
      'Next reminder: tomorrow at 20:00',
    );
  });

  it('names the weekday of the summary, and the date when it is more than a week away', () => {
    const paris = schedule({
      timeZone: 'Europe/Paris',
      weeklyProgressSummary: { nextAt: '2026-11-29T18:00:00.000Z' },
    });
    expect(nextDueLine('weeklyProgressSummary', true, paris, new Date('2026-11-25T12:00:00Z'))).toBe(
      'Next summary: Sunday at 19:00',
    );
    expect(nextDueLine('weeklyProgressSummary', true, paris, new Date('2026-11-22T18:30:00Z'))).toBe(
      'Next summary: Sunday 29 November at 19:00',
    );
  });

  it('says when the next mood alert may come, and that a switch is off', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(
      nextDueLine(
        'moodPatternAlerts',
        true,
        schedule({ moodPatternAlerts: { notBefore: '2026-11-25T10:00:00.000Z' } }),
        now,
      ),
    ).toBe('Next alert: not before Wednesday at 10:00');
    expect(nextDueLine('moodPatternAlerts', true, schedule({}), now)).toBe(
      'Next alert: when your entries show a pattern (at most one every 3 days)',
    );
    expect(nextDueLine('dailyJournalReminder', false, schedule({}), now)).toBe('Turned off');
  });
});

import { join } from 'node:path';
import type { ScheduleSpec } from '@innerweather/core/shared/job-dispatcher';
import { eventually } from '@innerweather/db/testing/eventually';
import { parseMail, type ParsedMail, readOutbox } from '@innerweather/email/outbox';
import { createBullmqQueue } from '@innerweather/jobs/bullmq-queue';
import { startBullmqWorkers } from '@innerweather/jobs/bullmq-workers';
import type { InProcessScheduler } from '@innerweather/jobs/scheduler';
import { Queue } from 'bullmq';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptorOf, signUp, writeEntry } from './journal-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * E-mail notifications end to end, in the mode the environment names (PGlite + in-process jobs, or Postgres +
 * BullMQ workers): schedules per user in their zone, what each job sends (read back from the outbox as a mail
 * program would), the once-per-day guarantee, one-click unsubscribe, and that no journal text is ever in a message.
 * Time is the test's clock: the jobs read it, so "20:00 in Auckland" is a clock setting, not a wait.
 */

const servicesMode = Boolean(process.env.REDIS_URL);
const silent = { info: () => {}, warn: () => {}, error: () => {} };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ runJobs: true, config: { freeEntriesPerMonth: 0 } });
});
afterAll(() => t.close());

/** Everything written into any entry, keyword, insight or guidance of this file: none of it may be mailed. */
const JOURNAL_TEXT: string[] = [];
let textCounter = 0;
function journalText(kind: string): string {
  textCounter += 1;
  const text = `Secret ${kind} ${textCounter} about the lighthouse keeper Zephyrine`;
  JOURNAL_TEXT.push(text);
  return text;
}

async function entry(userId: string, at: string, dominant: 'joy' | 'calm' | 'anxiety' | 'sadness' | 'anger') {
  return writeEntry(t, userId, {
    at,
    content: journalText('entry'),
    analysis: { dominant, keywords: [journalText('keyword')], insights: [journalText('insight')] },
  });
}

async function mailsTo(email: string): Promise<ParsedMail[]> {
  return (await readOutbox(join(t.dataDir, 'outbox')))
    .map((m) => parseMail(m.raw))
    .filter((m) => m.to === email);
}

async function emailOf(userId: string): Promise<string> {
  const row = await t.runtime.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.email;
}

/** Waits for the `n`th mail to a user (jobs send off the request path). */
async function nthMail(userId: string, n = 1): Promise<ParsedMail> {
  const email = await emailOf(userId);
  const mails = await eventually(
    async () => {
      const found = await mailsTo(email);
      return found.length >= n ? found : undefined;
    },
    { what: `mail ${n} to ${email}`, timeoutMs: 20_000 },
  );
  return mails[n - 1]!;
}

async function scheduleOf(key: string): Promise<{ pattern?: string; tz?: string } | undefined> {
  if (!servicesMode) {
    const spec: ScheduleSpec | undefined = (t.runtime.jobs.scheduler as InProcessScheduler).get(key);
    return spec && { pattern: spec.pattern, tz: spec.tz };
  }
  const job = key.startsWith('notify.dailyReminder') ? 'notify.dailyReminder' : 'notify.weeklySummary';
  const queue = new Queue(job, { connection: t.runtime.redis!, prefix: t.runtime.env.QUEUE_PREFIX });
  try {
    const found = await queue.getJobScheduler(key);
    return found ? { pattern: found.pattern ?? undefined, tz: found.tz ?? undefined } : undefined;
  } finally {
    await queue.close();
  }
}

async function setTimeZone(cookie: string, timeZone: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/auth/user',
    headers: { cookie },
    payload: { firstName: 'Ada', lastName: 'Lovelace', timeZone },
  });
  expect(res.statusCode).toBe(200);
}

async function setPreference(cookie: string, payload: Record<string, boolean | number>) {
  const res = await t.app.inject({ method: 'PUT', url: '/api/preferences', headers: { cookie }, payload });
  expect(res.statusCode).toBe(200);
  return res.json<Record<string, unknown>>();
}

async function nextDue(cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/notifications/schedule', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json<{
    timeZone: string;
    mailDelivery: string;
    dailyJournalReminder: { nextAt: string | null };
    weeklyProgressSummary: { nextAt: string | null };
    moodPatternAlerts: { notBefore: string | null };
  }>();
}

async function sends(userId: string, kind: string) {
  return t.runtime.db
    .selectFrom('notificationSends')
    .select(sql<string>`local_date::text`.as('localDate'))
    .where('userId', '=', userId)
    .where('kind', '=', kind as 'daily_reminder')
    .orderBy('localDate')
    .execute();
}

/** The recorded sends, once there are some: the mail is written just before its claim commits. */
async function recordedSends(userId: string, kind: string) {
  return eventually(
    async () => {
      const rows = await sends(userId, kind);
      return rows.length > 0 ? rows : undefined;
    },
    { what: `the ${kind} send of ${userId} to be recorded` },
  );
}

const notifications = () => t.runtime.services.notifications;

describe('daily reminder', () => {
  it('is scheduled at 20:00 in Auckland and in Los Angeles, and sends for that local day', async () => {
    t.clock.set('2026-11-24T00:00:00Z');
    const auckland = await signUp(t);
    const la = await signUp(t);
    await setTimeZone(auckland.cookie, 'Pacific/Auckland');
    await setTimeZone(la.cookie, 'America/Los_Angeles');

    expect(await scheduleOf(`notify.dailyReminder:${auckland.userId}`)).toEqual({
      pattern: '0 20 * * *',
      tz: 'Pacific/Auckland',
    });
    expect(await scheduleOf(`notify.dailyReminder:${la.userId}`)).toEqual({
      pattern: '0 20 * * *',
      tz: 'America/Los_Angeles',
    });
    // 20:00 in Auckland (UTC+13 in November) is 07:00 UTC; in Los Angeles (UTC-8) it is 04:00 UTC.
    const aucklandDue = await nextDue(auckland.cookie);
    expect(aucklandDue.dailyJournalReminder.nextAt).toBe('2026-11-24T07:00:00.000Z');
    // Without SMTP_URL the page is told that mail goes to the outbox folder.
    expect(aucklandDue).toMatchObject({ timeZone: 'Pacific/Auckland', mailDelivery: 'outbox' });
    expect((await nextDue(la.cookie)).dailyJournalReminder.nextAt).toBe('2026-11-24T04:00:00.000Z');

    // Los Angeles' 20:00 on the 23rd: Auckland's is still to come (it is 17:00 there on the 24th).
    t.clock.set('2026-11-24T04:00:00Z');
    await t.runtime.jobs.dispatch('notify.dailyReminder', { userId: la.userId });
    expect(await notifications().sendDailyReminder(auckland.userId)).toBe('not-due');
    const laMail = await nthMail(la.userId);
    expect(laMail.subject).toBe('A moment for your journal tonight?');
    expect(await recordedSends(la.userId, 'daily_reminder')).toEqual([{ localDate: '2026-11-23' }]);

    t.clock.set('2026-11-24T07:00:00Z');
    await t.runtime.jobs.dispatch('notify.dailyReminder', { userId: auckland.userId });
    await nthMail(auckland.userId);
    expect(await recordedSends(auckland.userId, 'daily_reminder')).toEqual([{ localDate: '2026-11-24' }]);
  });

  it('is skipped on a local day that already has an entry, and the next-due line says tomorrow', async () => {
    const user = await signUp(t, { timeZone: 'Pacific/Auckland' });
    t.clock.set('2026-11-24T07:00:00Z');
    // 08:30 on the 24th in Auckland (19:30 UTC the day before).
    await entry(user.userId, '2026-11-23T19:30:00Z', 'calm');
    expect(await notifications().sendDailyReminder(user.userId)).toBe('wrote-today');
    t.clock.set('2026-11-24T06:00:00Z');
    expect((await nextDue(user.cookie)).dailyJournalReminder.nextAt).toBe('2026-11-25T07:00:00.000Z');

    // The next evening has no entry: the reminder comes, with the streak of one day.
    t.clock.set('2026-11-25T07:00:00Z');
    expect(await notifications().sendDailyReminder(user.userId)).toBe('sent');
    const mail = await nthMail(user.userId);
    expect(mail.text).toContain('You have written 1 day in a row.');
    expect(await mailsTo(await emailOf(user.userId))).toHaveLength(1);
  });

  it('follows the switch: off cancels the schedule at once and a firing already queued sends nothing', async () => {
    const user = await signUp(t, { timeZone: 'Europe/Paris' });
    await notifications().syncSchedules(user.userId);
    expect(await scheduleOf(`notify.dailyReminder:${user.userId}`)).toBeDefined();

    await setPreference(user.cookie, { dailyJournalReminder: false });
    expect(await scheduleOf(`notify.dailyReminder:${user.userId}`)).toBeUndefined();
    expect((await nextDue(user.cookie)).dailyJournalReminder.nextAt).toBeNull();
    t.clock.set('2026-11-24T19:00:00Z');
    expect(await notifications().sendDailyReminder(user.userId)).toBe('switched-off');
    expect(await mailsTo(await emailOf(user.userId))).toEqual([]);

    // On again, at another hour: the schedule comes back with it.
    await setPreference(user.cookie, { dailyJournalReminder: true, reminderHour: 7 });
    expect(await scheduleOf(`notify.dailyReminder:${user.userId}`)).toEqual({
      pattern: '0 7 * * *',
      tz: 'Europe/Paris',
    });
  });

  it('moves with a time-zone change', async () => {
    const user = await signUp(t);
    await setTimeZone(user.cookie, 'America/Los_Angeles');
    await setTimeZone(user.cookie, 'Asia/Tokyo');
    expect(await scheduleOf(`notify.dailyReminder:${user.userId}`)).toEqual({
      pattern: '0 20 * * *',
      tz: 'Asia/Tokyo',
    });
    expect(await scheduleOf(`notify.weeklySummary:${user.userId}`)).toEqual({
      pattern: '0 19 * * 0',
      tz: 'Asia/Tokyo',
    });
    t.clock.set('2026-11-24T00:00:00Z');
    // 20:00 in Tokyo (UTC+9) is 11:00 UTC.
    expect((await nextDue(user.cookie)).dailyJournalReminder.nextAt).toBe('2026-11-24T11:00:00.000Z');
    // A firing of the old zone's evening (20:00 in Los Angeles, 13:00 in Tokyo) sends nothing; Tokyo's does.
    t.clock.set('2026-11-25T04:00:00Z');
    expect(await notifications().sendDailyReminder(user.userId)).toBe('not-due');
    t.clock.set('2026-11-25T11:00:00Z');
    expect(await notifications().sendDailyReminder(user.userId)).toBe('sent');
    expect(await sends(user.userId, 'daily_reminder')).toEqual([{ localDate: '2026-11-25' }]);
  });

  it('sends exactly one message per user and day when two workers run the same firing', async () => {
    const user = await signUp(t, { timeZone: 'UTC' });
    t.clock.set('2026-11-26T20:00:00Z');
    if (servicesMode) {
      // A second worker process beside the test app's own, and two firings of the same day (a retry, a restart).
      const second = await startBullmqWorkers({
        redisUrl: t.runtime.env.REDIS_URL!,
        services: t.runtime.services,
        logger: silent,
        jobs: t.runtime.jobs,
        prefix: t.runtime.env.QUEUE_PREFIX,
      });
      const producer = createBullmqQueue({
        redisUrl: t.runtime.env.REDIS_URL!,
        logger: silent,
        prefix: t.runtime.env.QUEUE_PREFIX,
      });
      try {
        const queue = producer.queues.get('notify.dailyReminder')!;
        await Promise.all(
          ['firing-a', 'firing-b', 'firing-c'].map((jobId) =>
            queue.add('notify.dailyReminder', { userId: user.userId }, { jobId }),
          ),
        );
        await eventually(
          async () => {
            const states = await Promise.all(
              ['firing-a', 'firing-b', 'firing-c'].map((id) => queue.getJobState(id)),
            );
            return states.every((state) => state === 'completed') ? true : undefined;
          },
          { what: 'the three firings to finish', timeoutMs: 20_000 },
        );
      } finally {
        await second.close();
        await producer.close();
      }
    } else {
      const outcomes = await Promise.all([1, 2, 3].map(() => notifications().sendDailyReminder(user.userId)));
      expect(outcomes.sort()).toEqual(['already-sent', 'already-sent', 'sent']);
    }
    expect(await mailsTo(await emailOf(user.userId))).toHaveLength(1);
    expect(await sends(user.userId, 'daily_reminder')).toEqual([{ localDate: '2026-11-26' }]);
  });
});

describe('weekly summary', () => {
  it("sums up the user's Monday-to-Sunday week on Sunday evening, local", async () => {
    const user = await signUp(t, { timeZone: 'Europe/Paris' });
    // Paris is UTC+1 in November. Last Sunday, then this week: Monday, and Thursday to Sunday.
    await entry(user.userId, '2026-11-22T10:00:00Z', 'joy');
    await entry(user.userId, '2026-11-23T10:00:00Z', 'sadness');
    await entry(user.userId, '2026-11-26T10:00:00Z', 'joy');
    await entry(user.userId, '2026-11-27T10:00:00Z', 'calm');
    await entry(user.userId, '2026-11-28T10:00:00Z', 'joy');
    await entry(user.userId, '2026-11-29T10:00:00Z', 'anxiety');
    t.clock.set('2026-11-29T12:00:00Z');
    // Sunday 19:00 in Paris.
    expect((await nextDue(user.cookie)).weeklyProgressSummary.nextAt).toBe('2026-11-29T18:00:00.000Z');
    t.clock.set('2026-11-29T18:00:00Z');

    await t.runtime.jobs.dispatch('notify.weeklySummary', { userId: user.userId });
    const mail = await nthMail(user.userId);
    expect(mail.subject).toBe('Your week in Innerweather: 5 entries');
    expect(mail.text).toContain('Here is your week of 23–29 November 2026 at a glance.');
    expect(mail.text).toContain('- Entries this week: 5');
    expect(mail.text).toContain('- Positive mood: 60%');
    expect(mail.text).toContain('- Day streak: 4 days');
    expect(mail.text).toContain('- Dominant mood: Joy');
    expect(mail.html).toContain('Positive mood');
    expect(mail.text).toMatch(/See my emotion timeline: http:\/\/localhost:3000\/timeline/);

    // A week later with nothing written: no summary (it is not the first one).
    t.clock.set('2026-12-06T18:00:00Z');
    expect(await notifications().sendWeeklySummary(user.userId)).toBe('quiet-week');
    // And on a weekday the schedule's firing (a late retry) sends nothing either.
    t.clock.set('2026-12-07T18:00:00Z');
    expect(await notifications().sendWeeklySummary(user.userId)).toBe('not-due');
  });

  it('is opt-in: switched off, it has no schedule, no next-due time and sends nothing', async () => {
    const user = await signUp(t, { timeZone: 'Europe/Paris' });
    await setPreference(user.cookie, { weeklyProgressSummary: false });
    expect(await scheduleOf(`notify.weeklySummary:${user.userId}`)).toBeUndefined();
    expect(await scheduleOf(`notify.dailyReminder:${user.userId}`)).toBeDefined();
    expect((await nextDue(user.cookie)).weeklyProgressSummary.nextAt).toBeNull();
    // Sunday 19:00 in Paris: a firing queued before the switch went off finds it off.
    t.clock.set('2026-11-29T18:00:00Z');
    await t.runtime.jobs.dispatch('notify.weeklySummary', { userId: user.userId });
    expect(await notifications().sendWeeklySummary(user.userId)).toBe('switched-off');
    expect(await mailsTo(await emailOf(user.userId))).toEqual([]);
    expect(await sends(user.userId, 'weekly_summary')).toEqual([]);
  });

  it('comes the first time even for a week without entries', async () => {
    const user = await signUp(t, { timeZone: 'America/Los_Angeles' });
    // Sunday 29 November, 19:00 in Los Angeles.
    t.clock.set('2026-11-30T03:00:00Z');
    expect(await notifications().sendWeeklySummary(user.userId)).toBe('sent');
    const mail = await nthMail(user.userId);
    expect(mail.text).toContain('You did not write in the week of 23–29 November 2026.');
    expect(mail.text).toContain('- Entries this week: 0');
  });
});

describe('mood pattern alerts', () => {
  it('come after three heavy entries in a row, at most once in three days', async () => {
    const user = await signUp(t, { timeZone: 'UTC' });
    await entry(user.userId, '2026-11-20T09:00:00Z', 'anxiety');
    const second = await entry(user.userId, '2026-11-21T09:00:00Z', 'sadness');
    t.clock.set('2026-11-21T10:00:00Z');
    // Two in a row are not a pattern yet.
    expect(await notifications().checkMoodPattern(user.userId, second)).toBe('no-pattern');

    const third = await entry(user.userId, '2026-11-22T09:00:00Z', 'anxiety');
    t.clock.set('2026-11-22T10:00:00Z');
    await t.runtime.jobs.dispatch('notify.moodPattern', { userId: user.userId, entryId: third });
    const mail = await nthMail(user.userId);
    expect(mail.subject).toBe('Checking in on you');
    expect(mail.text).toContain('Your last three entries leaned towards anxiety and sadness.');
    expect(mail.text).toContain('Talk it through with the coach: http://localhost:3000/ai-coach');
    expect(mail.text).toContain('Crisis lines: http://localhost:3000/about');
    expect((await nextDue(user.cookie)).moodPatternAlerts.notBefore).toBe('2026-11-25T10:00:00.000Z');

    // A fourth heavy entry two days later: too soon for another note.
    const fourth = await entry(user.userId, '2026-11-24T09:00:00Z', 'sadness');
    t.clock.set('2026-11-24T10:00:00Z');
    expect(await notifications().checkMoodPattern(user.userId, fourth)).toBe('too-soon');
    // Three days after the first note, the pattern still there: one more.
    const fifth = await entry(user.userId, '2026-11-25T11:00:00Z', 'sadness');
    t.clock.set('2026-11-25T11:30:00Z');
    expect(await notifications().checkMoodPattern(user.userId, fifth)).toBe('sent');
    expect(await mailsTo(await emailOf(user.userId))).toHaveLength(2);
  });

  it('come when the share of positive moods halves week on week', async () => {
    const user = await signUp(t, { timeZone: 'UTC' });
    // Last week: four positive entries of four. This week: one of three.
    for (const day of ['09', '10', '11', '12']) await entry(user.userId, `2026-11-${day}T09:00:00Z`, 'joy');
    await entry(user.userId, '2026-11-17T09:00:00Z', 'calm');
    await entry(user.userId, '2026-11-18T09:00:00Z', 'anger');
    const last = await entry(user.userId, '2026-11-19T09:00:00Z', 'anxiety');
    t.clock.set('2026-11-19T10:00:00Z');
    expect(await notifications().checkMoodPattern(user.userId, last)).toBe('sent');
    const mail = await nthMail(user.userId);
    expect(mail.text).toContain(
      'The share of positive moods in your entries went from 100% last week to 33% this week.',
    );
  });

  it('never come for an entry the crisis screen flagged, nor when switched off', async () => {
    const user = await signUp(t, { timeZone: 'UTC' });
    await entry(user.userId, '2026-11-20T09:00:00Z', 'sadness');
    await entry(user.userId, '2026-11-21T09:00:00Z', 'sadness');
    const crisis = await entry(user.userId, '2026-11-22T09:00:00Z', 'sadness');
    await t.runtime.db
      .insertInto('safetyScreens')
      .values({
        userId: user.userId,
        subject: 'entry',
        subjectId: crisis,
        tier: 'crisis',
        kindsEnc: encryptorOf(t).encryptJson(['intent_to_die']),
        layer: 'rules',
      })
      .execute();
    t.clock.set('2026-11-22T10:00:00Z');
    expect(await notifications().checkMoodPattern(user.userId, crisis)).toBe('crisis-entry');

    const next = await entry(user.userId, '2026-11-22T11:00:00Z', 'anxiety');
    await setPreference(user.cookie, { moodPatternAlerts: false });
    expect(await notifications().checkMoodPattern(user.userId, next)).toBe('switched-off');
    expect(await mailsTo(await emailOf(user.userId))).toEqual([]);
  });
});

describe('one-click unsubscribe', () => {
  it('turns that kind off signed out, from the List-Unsubscribe header (RFC 8058) and from the page link', async () => {
    const user = await signUp(t, { timeZone: 'UTC' });
    t.clock.set('2026-11-27T20:00:00Z');
    expect(await notifications().sendDailyReminder(user.userId)).toBe('sent');
    t.clock.set('2026-11-29T19:00:00Z');
    expect(await notifications().sendWeeklySummary(user.userId)).toBe('sent');
    const reminder = await nthMail(user.userId, 1);
    const summary = await nthMail(user.userId, 2);

    expect(reminder.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(.+)>$/.exec(reminder.headers['list-unsubscribe'] ?? '')?.[1];
    expect(oneClick).toMatch(/^http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=/);
    // A mail provider's POST: no cookie, a form body, an Origin that is not ours.
    const res = await t.app.inject({
      method: 'POST',
      url: oneClick!.replace('http://localhost:3000', ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.net' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ kind: 'daily_reminder', label: 'Journal Reminder' });
    expect(await scheduleOf(`notify.dailyReminder:${user.userId}`)).toBeUndefined();
    expect(await scheduleOf(`notify.weeklySummary:${user.userId}`)).toBeDefined();

    // The link in the summary's text opens /unsubscribe, whose page posts the token.
    const page = /Turn off weekly summaries: (\S+)/.exec(summary.text)?.[1];
    const token = new URL(page!).searchParams.get('token')!;
    expect(new URL(page!).pathname).toBe('/unsubscribe');
    const fromPage = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/unsubscribe',
      payload: { token },
    });
    expect(fromPage.json()).toEqual({ kind: 'weekly_summary', label: 'Progress Summary' });

    const prefs = await t.app.inject({
      method: 'GET',
      url: '/api/preferences',
      headers: { cookie: user.cookie },
    });
    expect(prefs.json()).toMatchObject({
      dailyJournalReminder: false,
      weeklyProgressSummary: false,
      moodPatternAlerts: true,
    });
  });

  it('refuses a tampered or made-up token with a clear 400, and turns nothing off', async () => {
    const user = await signUp(t);
    const { pageUrl } = notifications().unsubscribeLinks(user.userId, 'mood_pattern');
    const token = new URL(pageUrl).searchParams.get('token')!;
    const [id, , signature = ''] = token.split('.');
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const tampered = [
      `${id}.daily_reminder.${signature}`,
      `${id}.mood_pattern.${flipped}`,
      `00000000-0000-4000-8000-000000000000.mood_pattern.${signature}`,
      'nonsense',
    ];
    for (const bad of tampered) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/notifications/unsubscribe',
        payload: { token: bad },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'This unsubscribe link is not valid. You can change your e-mails on the Notifications page.',
      );
    }
    const empty = await t.app.inject({ method: 'POST', url: '/api/notifications/unsubscribe', payload: {} });
    expect(empty.statusCode).toBe(400);
    const prefs = await t.app.inject({
      method: 'GET',
      url: '/api/preferences',
      headers: { cookie: user.cookie },
    });
    expect(prefs.json()).toMatchObject({ dailyJournalReminder: true, moodPatternAlerts: true });
  });
});

describe('every message', () => {
  it('has a plain-text and an HTML part with a preheader, and no journal text in its raw form', async () => {
    const raws = (await readOutbox(join(t.dataDir, 'outbox'))).map((m) => m.raw);
    // Every kind was sent above: reminders, summaries, both alert patterns.
    expect(raws.length).toBeGreaterThanOrEqual(8);
    expect(JOURNAL_TEXT.length).toBeGreaterThan(30);
    for (const raw of raws) {
      const mail = parseMail(raw);
      expect(mail.text.length).toBeGreaterThan(50);
      expect(mail.html).toContain('<div style="display:none');
      for (const secret of JOURNAL_TEXT) {
        expect(raw).not.toContain(secret);
        expect(mail.text).not.toContain(secret);
        expect(mail.html).not.toContain(secret);
      }
      // Not even a piece of it (quoted-printable could split a phrase, the decoded parts cannot).
      expect(`${mail.text}${mail.html}`).not.toMatch(/Zephyrine|lighthouse/);
    }
  });
});

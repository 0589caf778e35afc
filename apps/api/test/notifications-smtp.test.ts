import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { eventually } from '@innerweather/db/testing/eventually';
import { parseMail } from '@innerweather/email/outbox';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, writeEntry } from './journal-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The notifications as a mail server receives them: the app runs with SMTP_URL pointing at a real SMTP server
 * started here (smtp-server), and the jobs send through nodemailer's SMTP transport, in the mode the environment
 * names. What arrives is read raw, the way a mail provider would store it.
 */

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let smtp: SMTPServer;
let t: TestApp;

const SECRET = 'Zephyrine kept the lighthouse journal under the loose floorboard';

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    // Plain SMTP on the loopback: nodemailer would otherwise upgrade to TLS with a certificate it cannot trust.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({
    runJobs: true,
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Innerweather <hello@innerweather.test>' },
    config: { freeEntriesPerMonth: 0 },
  });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function receivedBy(email: string, n: number): Promise<Received[]> {
  return eventually(
    () => {
      const mine = received.filter((m) => m.to.includes(email));
      return Promise.resolve(mine.length >= n ? mine : undefined);
    },
    { what: `${n} messages to ${email} over SMTP`, timeoutMs: 20_000 },
  );
}

describe('notifications over SMTP', () => {
  it('a reminder, a summary and an alert arrive with text and HTML parts and one-click unsubscribe', async () => {
    const user = await signUp(t, { timeZone: 'America/Los_Angeles' });
    const { email } = await t.runtime.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    const entryIds: string[] = [];
    // Three heavy entries in a row, Thursday to Saturday in Los Angeles (UTC-8).
    for (const [at, dominant] of [
      ['2026-11-26T18:00:00Z', 'anxiety'],
      ['2026-11-27T18:00:00Z', 'sadness'],
      ['2026-11-28T18:00:00Z', 'anxiety'],
    ] as const) {
      entryIds.push(
        await writeEntry(t, user.userId, {
          at,
          content: SECRET,
          analysis: { dominant, keywords: ['floorboard'], insights: [`${SECRET}, an insight`] },
        }),
      );
    }

    // The schedule's firing on Sunday 29 November, 20:00 in Los Angeles: no entry that day, so a reminder.
    t.clock.set('2026-11-30T04:00:00Z');
    await t.runtime.jobs.dispatch('notify.dailyReminder', { userId: user.userId });
    await receivedBy(email, 1);
    // The weekly summary an hour earlier's firing would send, and the alert after the last analysis.
    t.clock.set('2026-11-30T03:00:00Z');
    await t.runtime.jobs.dispatch('notify.weeklySummary', { userId: user.userId });
    await receivedBy(email, 2);
    await t.runtime.jobs.dispatch('notify.moodPattern', { userId: user.userId, entryId: entryIds[2]! });
    const messages = await receivedBy(email, 3);

    const subjects = messages.map((m) => parseMail(m.raw).subject);
    expect(subjects).toEqual([
      'A moment for your journal tonight?',
      'Your week in Innerweather: 3 entries',
      'Checking in on you',
    ]);
    for (const message of messages) {
      expect(message.from).toBe('hello@innerweather.test');
      expect(message.to).toEqual([email]);
      expect(message.raw).toMatch(/^Content-Type: multipart\/alternative;/m);
      const mail = parseMail(message.raw);
      expect(mail.headers.from).toBe('Innerweather <hello@innerweather.test>');
      expect(mail.text).toContain('http://localhost:3000/');
      expect(mail.html).toMatch(/^<!DOCTYPE html>/i);
      expect(mail.html).toContain('<div style="display:none');
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.headers['list-unsubscribe']).toMatch(
        /^<http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=[^>]+>$/,
      );
      expect(message.raw).not.toMatch(/Zephyrine|lighthouse|floorboard/);
      expect(`${mail.text}${mail.html}`).not.toMatch(/Zephyrine|lighthouse|floorboard/);
    }
    const summary = parseMail(messages[1]!.raw);
    expect(summary.text).toContain('- Entries this week: 3');
    expect(summary.text).toContain('- Dominant mood: Anxiety');
    const alert = parseMail(messages[2]!.raw);
    expect(alert.text).toContain('Your last three entries leaned towards anxiety and sadness.');

    // The mail server's one-click POST (RFC 8058) with the alert's header: alerts are off, the rest stays on.
    const oneClick = /^<(.+)>$/.exec(alert.headers['list-unsubscribe']!)![1]!;
    const res = await t.app.inject({
      method: 'POST',
      url: oneClick.replace('http://localhost:3000', ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.net' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ kind: 'mood_pattern', label: 'Mood Pattern Alerts' });
    const prefs = await t.app.inject({
      method: 'GET',
      url: '/api/preferences',
      headers: { cookie: user.cookie },
    });
    expect(prefs.json()).toMatchObject({
      dailyJournalReminder: true,
      weeklyProgressSummary: true,
      moodPatternAlerts: false,
    });

    // SMTP mode writes nothing to the outbox, and the page is told mail is really sent.
    expect(existsSync(join(t.dataDir, 'outbox'))).toBe(false);
    const schedule = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/schedule',
      headers: { cookie: user.cookie },
    });
    expect(schedule.json()).toMatchObject({ mailDelivery: 'email', timeZone: 'America/Los_Angeles' });
  });
});

import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';
import { eventually } from '@innerweather/db/testing/eventually';
import { parseMail } from '@innerweather/email/outbox';
import { sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './journal-fixtures.ts';
import { createTestApp, uniqueEmail, type TestApp } from './test-app.ts';

/**
 * Mail is never lost or doubled (issue 22). A real SMTP server (smtp-server) sits behind a switch of this test:
 * "up" passes connections through, "down" refuses them (SMTP down), "stall" accepts and never says a word (a mail
 * server that hangs). Time is the test clock; the outbox's sweep (`mail.sweepOutbox`, every minute in production)
 * is called by hand.
 */
interface Received {
  to: string[];
  raw: string;
}
const received: Received[] = [];
let smtp: SMTPServer;
let front: Server;
let mode: 'up' | 'down' | 'stall' = 'up';
const held: Socket[] = [];
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  front = createServer((socket) => {
    if (mode === 'down') return socket.destroy();
    if (mode === 'stall') {
      held.push(socket);
      return;
    }
    const upstream = connect(smtpPort, '127.0.0.1', () => {
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const { port } = front.address() as AddressInfo;
  t = await createTestApp({
    now: '2026-11-25T12:00:00Z',
    env: {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      SMTP_TIMEOUT_MS: '1500',
      MAIL_FROM: 'Innerweather <hello@innerweather.test>',
    },
  });
}, 180_000);

afterAll(async () => {
  await t.close();
  for (const socket of held) socket.destroy();
  await new Promise<void>((resolve) => front.close(() => resolve()));
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const to = (email: string) => received.filter((m) => m.to.includes(email));
const advance = (ms: number) => t.clock.set(new Date(t.clock.now().getTime() + ms));
const emailOf = async (userId: string) =>
  (await t.runtime.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow())
    .email;

describe('the mail outbox', () => {
  it('sends a reminder outside any transaction: a stalled server holds no connection, and it arrives once', async () => {
    const user = await signUp(t, { timeZone: 'UTC' });
    const email = await emailOf(user.userId);
    t.clock.set('2026-11-25T20:30:00Z');
    mode = 'stall';
    const heldBefore = held.length;
    const job = t.runtime.services.notifications.sendDailyReminder(user.userId);
    // The reminder is being sent: the stalled server holds its connection (for SMTP_TIMEOUT_MS, 1.5 s).
    await eventually(() => Promise.resolve(held.length > heldBefore ? true : undefined), {
      everyMs: 20,
      what: 'the reminder to reach the stalled mail server',
    });
    // While the mail server says nothing, no session of this database sits idle in a transaction.
    if (t.databaseUrl) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and state like 'idle in transaction%'`.execute(t.runtime.db);
      expect(rows[0]!.n).toBe(0);
    }
    expect(await job).toBe('sent');
    expect(to(email)).toHaveLength(0);
    // The job's retry (or a second worker) finds the claim and does not queue it again.
    expect(await t.runtime.services.notifications.sendDailyReminder(user.userId)).toBe('already-sent');
    mode = 'up';
    expect((await t.runtime.services.mailOutbox.sweep()).sent).toBe(0); // still waiting its backoff
    advance(60_000);
    expect((await t.runtime.services.mailOutbox.sweep()).sent).toBe(1);
    advance(60 * 60_000);
    await t.runtime.services.mailOutbox.sweep();
    expect(to(email)).toHaveLength(1);
    expect(parseMail(to(email)[0]!.raw).subject).toMatch(/journal/i);
  });

  it('keeps resets and invitations while SMTP is down for 10 minutes and delivers each once when it is back', async () => {
    mode = 'down';
    const user = await signUp(t);
    const email = await emailOf(user.userId);
    const invited = await t.runtime.db
      .insertInto('users')
      .values({
        email: uniqueEmail('invited'),
        passwordHash: null,
        firstName: 'Ivy',
        lastName: null,
        profileImageUrl: null,
      })
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow();
    await t.runtime.services.auth.sendPasswordReset(email);
    await t.runtime.services.admin.sendInvitation(invited.id);
    const pending = await t.runtime.db
      .selectFrom('mailOutbox')
      .select(['kind', 'attempts', 'lastError', 'message'])
      .where('sentAt', 'is', null)
      .execute();
    expect(pending.map((p) => p.kind).sort()).toEqual(['account_invitation', 'password_reset']);
    expect(pending.every((p) => p.attempts === 1 && p.lastError)).toBe(true);
    // Stored encrypted: the reset link (a credential) is not in the table in clear.
    expect(pending.some((p) => p.message.includes('reset-password'))).toBe(false);
    for (let minute = 1; minute <= 10; minute++) {
      advance(60_000);
      await t.runtime.services.mailOutbox.sweep();
    }
    expect(to(email)).toHaveLength(0);
    mode = 'up';
    for (let i = 0; i < 6; i++) {
      advance(5 * 60_000);
      await t.runtime.services.mailOutbox.sweep();
    }
    expect(to(email)).toHaveLength(1);
    expect(to(invited.email)).toHaveLength(1);
    expect(parseMail(to(email)[0]!.raw).text).toMatch(/\/reset-password\?token=/);
    expect(parseMail(to(invited.email)[0]!.raw).text).toMatch(/\/set-password\?token=/);
  });

  it('keeps trying for a day before it gives a message up', async () => {
    mode = 'down';
    const user = await signUp(t);
    const email = await emailOf(user.userId);
    await t.runtime.services.auth.sendPasswordReset(email);
    for (let hour = 0; hour < 23; hour++) {
      advance(60 * 60_000);
      await t.runtime.services.mailOutbox.sweep();
    }
    mode = 'up';
    advance(60 * 60_000);
    await t.runtime.services.mailOutbox.sweep();
    expect(to(email)).toHaveLength(1);
  });
});

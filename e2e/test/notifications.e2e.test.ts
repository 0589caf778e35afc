import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseMail } from '@innerweather/email/outbox';
import type { Browser, BrowserContext, Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DESKTOP,
  expectToast,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
  uniqueEmail,
  watchForPageErrors,
  signUp,
} from '../src/browser.ts';

const ZONE = 'Pacific/Auckland';

/** "today at 20:00" or "tomorrow at 20:00": the reminder's next evening in Auckland, from the real clock. */
function nextAucklandEvening(): string {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', hourCycle: 'h23' }).format(
      new Date(),
    ),
  );
  return hour < 20 ? 'today at 20:00' : 'tomorrow at 20:00';
}

/** Waits for the e-mail to `to` whose subject is `subject` in the instance's outbox, as a mail program shows it. */
async function waitForMail(to: string, subject: string) {
  const outbox = join(inject('dataDir'), 'outbox');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
    for (const file of files.sort()) {
      const mail = parseMail(await readFile(join(outbox, file), 'utf8'));
      if (mail.to === to && mail.subject === subject) return mail;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No "${subject}" e-mail to ${to} arrived in the outbox`);
}

/** Holds the next preferences save until the test lets it go (or fails it), so the saving state can be seen. */
async function holdNextSave(page: Page) {
  let held: (route: Route) => void = () => {};
  const arrived = new Promise<Route>((resolve) => (held = resolve));
  await page.route('**/trpc/preferences.update**', (route) => held(route), { times: 1 });
  return arrived;
}

/** A switch toggles from the keyboard like a checkbox (its input is visually hidden behind the track). */
async function flip(toggle: Locator) {
  await toggle.focus();
  await toggle.page().keyboard.press('Space');
}

/** Spec section 2 /notifications and the unsubscribe link of the e-mails it controls. */
describe('notifications', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let page: Page;
  let pageErrors: string[];
  const email = uniqueEmail('noa');

  const open = async (viewport = DESKTOP) => {
    const context = await newContext(browser, { viewport });
    contexts.push(context);
    const opened = await context.newPage();
    return opened;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await open();
    pageErrors = watchForPageErrors(page);
    await signUp(page, { firstName: 'Noa', lastName: 'Tane', email: email });
    const res = await page.request.put('/api/auth/user', {
      data: { firstName: 'Noa', lastName: 'Tane', timeZone: ZONE },
    });
    expect(res.status()).toBe(200);
  });
  afterAll(async () => {
    expect(pageErrors).toEqual([]);
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  const row = (name: string) => ({
    toggle: page.getByRole('switch', { name }),
    nextDue: page.locator(`[id="${nextDueId(name)}"]`),
  });
  const nextDueId = (name: string) =>
    ({
      'Journal Reminder': 'pref-dailyJournalReminder-next',
      'Progress Summary': 'pref-weeklyProgressSummary-next',
      'Mood Pattern Alerts': 'pref-moodPatternAlerts-next',
    })[name];
  const allSwitches = () => [
    row('Journal Reminder').toggle,
    row('Progress Summary').toggle,
    row('Mood Pattern Alerts').toggle,
  ];
  const disabled = async (switches: Locator[]) => Promise.all(switches.map((s) => s.isDisabled()));

  it('says when each e-mail is next due, in the user’s zone, and that mail goes to the outbox', async () => {
    // The preferences held back a moment: the page says it is loading them.
    let heldBack = false;
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      '**/trpc/*preferences.get*',
      async (route) => {
        heldBack = true;
        await released;
        await route.continue();
      },
      { times: 1 },
    );
    await page.goto('/notifications');
    await page.getByText('Loading your preferences...', { exact: true }).waitFor();
    expect(await page.getByRole('switch').count()).toBe(0);
    expect(heldBack).toBe(true);
    release();
    const reminder = row('Journal Reminder');
    await reminder.toggle.waitFor();
    expect(await page.getByText('Loading your preferences...').count()).toBe(0);
    await page.getByText(`Next reminder: ${nextAucklandEvening()}`, { exact: true }).waitFor();
    expect(await row('Progress Summary').nextDue.textContent()).toMatch(
      /^Next summary: (today|tomorrow|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b.* at 19:00$/,
    );
    expect(await row('Mood Pattern Alerts').nextDue.textContent()).toBe(
      'Next alert: when your entries show a pattern (at most one every 3 days)',
    );
    await page.getByText(`Times are in your time zone, ${ZONE}.`).waitFor();
    await page.getByText('E-mail is not sent from this server').waitFor();
    await page.getByText(/notifications are written to the server's outbox folder/).waitFor();
    await screenshot(page, 'notifications-1280');
  });

  it('moves each switch at once, disables all three while saving, then confirms', async () => {
    for (const name of ['Journal Reminder', 'Progress Summary', 'Mood Pattern Alerts']) {
      const { toggle, nextDue } = row(name);
      expect(await toggle.isChecked()).toBe(true);
      const held = holdNextSave(page);
      await flip(toggle);
      const route = await held;
      // Saving: the switch already shows the new state and nothing can be toggled twice.
      expect(await toggle.isChecked()).toBe(false);
      expect(await disabled(allSwitches())).toEqual([true, true, true]);
      expect(await nextDue.textContent()).toBe('Turned off');
      await route.continue();
      await expectToast(page, 'Settings Updated');
      await expect.poll(() => disabled(allSwitches())).toEqual([false, false, false]);
      expect(await toggle.isChecked()).toBe(false);
    }
    await screenshot(page, 'notifications-all-off-1280');

    // On again: the line comes back from the server's schedule.
    await flip(row('Journal Reminder').toggle);
    await expectToast(page, 'Settings Updated');
    await page.getByText(`Next reminder: ${nextAucklandEvening()}`, { exact: true }).waitFor();
    await page.reload();
    await row('Journal Reminder').toggle.waitFor();
    expect(await row('Journal Reminder').toggle.isChecked()).toBe(true);
    expect(await row('Progress Summary').toggle.isChecked()).toBe(false);
  });

  it('moves the daily reminder to the hour the user picks, in their time zone', async () => {
    const hour = page.getByLabel('Remind me at');
    expect(await hour.inputValue()).toBe('20');
    await hour.selectOption({ label: '07:00' });
    await expectToast(page, 'Settings Updated');
    await expect
      .poll(() => row('Journal Reminder').nextDue.textContent())
      .toMatch(/^Next reminder: .* at 07:00$/);
    await page.reload();
    expect(await page.getByLabel('Remind me at').inputValue()).toBe('7');
    const saved = await page.request.get('/api/preferences');
    expect(((await saved.json()) as { reminderHour: number }).reminderHour).toBe(7);
    await screenshot(page, 'notifications-reminder-hour-1280');
    // Back to the evening, as the next tests expect.
    await page.getByLabel('Remind me at').selectOption({ label: '20:00' });
    await page.getByText(`Next reminder: ${nextAucklandEvening()}`, { exact: true }).waitFor();
  });

  it('puts the switch back and shows the server’s message when saving fails', async () => {
    const { toggle } = row('Journal Reminder');
    const held = holdNextSave(page);
    await flip(toggle);
    const route = await held;
    expect(await toggle.isChecked()).toBe(false);
    // The server's answer to a save it could not make, as the tRPC batch link receives it.
    const message = 'The database is not answering. Please try again in a moment.';
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify([
        { error: { message, code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 503 } } },
      ]),
    });
    await expectToast(page, 'Update Failed', message);
    await expect.poll(() => disabled(allSwitches())).toEqual([false, false, false]);
    expect(await toggle.isChecked()).toBe(true);
    await page.getByText(`Next reminder: ${nextAucklandEvening()}`, { exact: true }).waitFor();
  });

  it('shows the page on a phone', async () => {
    const phone = await open(PHONE);
    await phone.context().addCookies(await page.context().cookies());
    await phone.goto('/notifications');
    await phone.getByRole('switch', { name: 'Journal Reminder' }).waitFor();
    await phone.getByText(`Next reminder: ${nextAucklandEvening()}`, { exact: true }).waitFor();
    // Nothing wider than the screen.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone, 'notifications-375');
  });

  it('turns mood alerts off from the link in the e-mail, signed out; a tampered link says so', async () => {
    // Alerts on again, and three anxious entries: the third analysis sends a mood pattern alert.
    await page.request.put('/api/preferences', { data: { moodPatternAlerts: true } });
    const admin = inject('admin');
    const adminContext = await newContext(browser);
    contexts.push(adminContext);
    expect(
      (await adminContext.request.post('/api/auth/login', { data: admin })).status(),
      'the instance owner signs in',
    ).toBe(200);
    const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
    // Pro, so the three entries are not stopped by the free plan's monthly allowance.
    const promoted = await adminContext.request.put(`/api/admin/users/${me.id}`, {
      data: { subscriptionStatus: 'pro' },
    });
    expect(promoted.status()).toBe(200);
    for (const content of [
      'Anxious all day, worried about the move and scared it will overwhelm me.',
      'Still anxious and frightened, my anxiety kept me worried through the afternoon.',
      'Overwhelmed and anxious again tonight, worried and scared about tomorrow.',
    ]) {
      expect((await page.request.post('/api/entries', { data: { content } })).status()).toBe(201);
    }
    const alert = await waitForMail(email, 'Checking in on you');
    expect(alert.text).not.toMatch(/move|afternoon|tomorrow/);
    const link = /Turn off mood pattern alerts: (\S+)/.exec(alert.text)?.[1];
    expect(link).toMatch(/\/unsubscribe\?token=/);

    // Opened from a mail program: a browser with nobody signed in.
    const visitor = await open();
    const visitorErrors = watchForPageErrors(visitor);
    await visitor.goto(link!);
    await visitor.getByRole('heading', { name: 'Mood Pattern Alerts turned off' }).waitFor();
    await visitor
      .getByText('You will no longer get an e-mail when your entries show a mood pattern.', { exact: false })
      .waitFor();
    expect(await visitor.getByRole('link', { name: 'Notification settings' }).getAttribute('href')).toBe(
      '/notifications',
    );
    expect(await visitor.title()).toBe('Unsubscribe · Innerweather');
    await screenshot(visitor, 'unsubscribe-1280');

    // The person's own page now shows the switch off.
    await page.goto('/notifications');
    await row('Mood Pattern Alerts').toggle.waitFor();
    expect(await row('Mood Pattern Alerts').toggle.isChecked()).toBe(false);
    expect(await row('Journal Reminder').toggle.isChecked()).toBe(true);

    // A link with a changed signature turns nothing off and says it is not valid.
    const tampered = new URL(link!);
    const token = tampered.searchParams.get('token')!;
    tampered.searchParams.set('token', token.replace('mood_pattern', 'daily_reminder'));
    const phone = await open(PHONE);
    await phone.goto(tampered.toString());
    await phone.getByRole('heading', { name: 'Invalid Unsubscribe Link' }).waitFor();
    await phone
      .getByText(
        /This unsubscribe link is not valid\. You can change your e-mails on the Notifications page\./,
      )
      .waitFor();
    await screenshot(phone, 'unsubscribe-invalid-375');
    await phone.goto(link!);
    await phone.getByRole('heading', { name: 'Mood Pattern Alerts turned off' }).waitFor();
    await screenshot(phone, 'unsubscribe-375');
    await page.reload();
    await row('Journal Reminder').toggle.waitFor();
    expect(await row('Journal Reminder').toggle.isChecked()).toBe(true);
    expect(visitorErrors).toEqual([]);
  });
});

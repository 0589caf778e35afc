import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectToast,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
  toast,
  uniqueEmail,
  waitForPath,
  watchForPageErrors,
  signUp,
} from '../src/browser.ts';

const EXPORTED_ENTRY = 'Walked to the lighthouse with my sister and counted eleven seals on the rocks.';

/** Profile, notification preferences and settings as a signed-in person uses them, on desktop and on a phone. */
describe('the account screens', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[];
  const email = uniqueEmail('lena');

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
    page = await context.newPage();
    pageErrors = watchForPageErrors(page);
    await signUp(page, { firstName: 'Lena', lastName: 'Berg', email });
  });
  afterAll(async () => {
    expect(pageErrors).toEqual([]);
    await browser?.close();
  });

  it('refuses an empty name, then saves the profile and greets by the new name', async () => {
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await waitForPath(page, '/profile');

    const email = page.getByLabel('Email');
    expect(await email.isDisabled()).toBe(true);

    await page.getByLabel('First name').fill('  ');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Validation Error', 'Please fill in both first name and last name.');

    // Cancel puts the saved values back.
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByLabel('First name').inputValue()).toBe('Lena');

    await page.getByLabel('First name').fill('Helena');
    await page.getByLabel('Last name').fill('Berg-Nilsson');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Profile Updated');
    await screenshot(page, 'profile-updated');

    await page.reload();
    expect(await page.getByLabel('First name').inputValue()).toBe('Helena');
    expect(await page.getByLabel('Last name').inputValue()).toBe('Berg-Nilsson');
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: /Helena/ }).waitFor();
  });

  it('saves each notification switch on its own and keeps it after a reload', async () => {
    await page.goto('/notifications');
    const reminder = page.getByRole('switch', { name: 'Journal Reminder' });
    const summary = page.getByRole('switch', { name: 'Progress Summary' });
    const alerts = page.getByRole('switch', { name: 'Mood Pattern Alerts' });
    await reminder.waitFor();
    // New accounts start with all three on.
    expect([await reminder.isChecked(), await summary.isChecked(), await alerts.isChecked()]).toEqual([
      true,
      true,
      true,
    ]);

    const saved = page.waitForRequest((req) => req.url().includes('/trpc/preferences.update'));
    // A switch toggles from the keyboard like a checkbox.
    await summary.focus();
    await page.keyboard.press('Space');
    // Only the changed field travels.
    const body = (await saved).postData() ?? '';
    expect(body).toContain('"weeklyProgressSummary":false');
    expect(body).not.toContain('dailyJournalReminder');
    await expectToast(page, 'Settings Updated');
    await screenshot(page, 'notifications-saved');

    await page.reload();
    await page.getByRole('switch', { name: 'Progress Summary' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Progress Summary' }).isChecked()).toBe(false);
    expect(await page.getByRole('switch', { name: 'Journal Reminder' }).isChecked()).toBe(true);
  });

  it('shows the account read-only in settings, with the spec messages behind each button', async () => {
    await page.goto('/settings');
    // Read-only: shown as a list of terms and values, with no field to type in.
    const detail = (term: string) => page.locator(`dt:text-is("${term}") + dd`);
    expect(await detail('Email').textContent()).toBe(email);
    expect(await detail('First name').textContent()).toBe('Helena');
    expect(await page.getByRole('textbox').count()).toBe(0);

    await page.getByRole('button', { name: 'Two-Factor Authentication' }).click();
    await expectToast(page, 'Coming Soon');
    // Export My Data is real (design.md): a zip with the journal, downloaded through its signed link.
    const saved = await page.evaluate(async (content) => {
      const response = await fetch('/api/entries', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ content, category: 'personal' }),
      });
      return response.status;
    }, EXPORTED_ENTRY);
    expect(saved).toBe(201);
    await page.getByRole('button', { name: 'Export My Data' }).click();
    const link = page.getByRole('link', { name: 'Download your data (zip, link valid for an hour)' });
    await link.waitFor({ timeout: 60_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const zip = unzipSync(new Uint8Array(readFileSync(await download.path())));
    expect(Object.keys(zip).sort()).toEqual(['journal.json', 'journal.md']);
    expect(strFromU8(zip['journal.json'] ?? new Uint8Array())).toContain(EXPORTED_ENTRY);
    expect(strFromU8(zip['journal.md'] ?? new Uint8Array())).toContain(EXPORTED_ENTRY);
    // Delete Account asks for the password in the spec's "Confirmation Required" (account-data.e2e.test.ts deletes).
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmation Required' });
    await confirm.getByLabel('Your password').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    // At most one toast at a time: the newest replaced the others.
    expect(await page.locator('.mantine-Notification-root').count()).toBeLessThanOrEqual(1);
    await screenshot(page, 'settings');

    await page.getByRole('button', { name: 'Reset Password' }).click();
    // This instance has no SMTP server: the link waits in its outbox folder, and the toast says so.
    await expectToast(
      page,
      'Email Sent',
      `A password reset link for ${email} is waiting in this server's outbox folder: ask the person who runs it.`,
    );

    await page
      .getByRole('link', { name: /Notifications/ })
      .last()
      .click();
    await waitForPath(page, '/notifications');
  });

  it('works on a 375 px phone in dark mode: drawer with name, e-mail, links and sign-out', async () => {
    const phone = await newContext(browser, { viewport: PHONE, colorScheme: 'dark' });
    const mobile = await phone.newPage();
    const mobileErrors = watchForPageErrors(mobile);
    const phoneEmail = uniqueEmail('noor');
    await signUp(mobile, { firstName: 'Noor', lastName: 'Haddad', email: phoneEmail });
    await screenshot(mobile, 'phone-dark-dashboard');

    // Nothing is wider than the screen.
    const overflow = await mobile.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await mobile.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = mobile.getByRole('dialog');
    await drawer.getByText('Noor Haddad').waitFor();
    await drawer.getByText(phoneEmail).waitFor();
    for (const label of [
      'Dashboard',
      'Entries',
      'Timeline',
      'Innerweather Coach',
      'Learn',
      'Notifications',
      'Settings',
    ]) {
      await drawer.getByRole('link', { name: label, exact: true }).waitFor();
    }
    await screenshot(mobile, 'phone-dark-drawer');

    await drawer.getByRole('link', { name: 'Settings', exact: true }).click();
    await waitForPath(mobile, '/settings');
    await screenshot(mobile, 'phone-dark-settings');

    await mobile.getByRole('button', { name: 'Open navigation' }).click();
    await mobile.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    await expectToast(mobile, 'Signed out', "You've been successfully signed out.");
    await mobile.getByRole('link', { name: 'Start Free Today' }).first().waitFor();
    expect(await toast(mobile).count()).toBe(1);

    await mobile.goto('/auth');
    await screenshot(mobile, 'phone-dark-auth');
    expect(mobileErrors).toEqual([]);
    await phone.close();
  });

  it('remembers the colour scheme chosen with the header toggle', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe('dark');
    await page.reload();
    await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe('dark');
    await page.goto('/notifications');
    await page.getByRole('switch', { name: 'Journal Reminder' }).waitFor();
    await screenshot(page, 'desktop-dark-notifications');
    await page.goto('/settings');
    await screenshot(page, 'desktop-dark-settings');
  });

  it('moves through the header with the keyboard, with a visible focus ring', async () => {
    await page.goto('/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => ({
      text: document.activeElement?.textContent?.trim(),
      outline: getComputedStyle(document.activeElement!).outlineStyle,
    }));
    expect(focused.text).toBe('Dashboard');
    expect(focused.outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await waitForPath(page, '/');
  });
});

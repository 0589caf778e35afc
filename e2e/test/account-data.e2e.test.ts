import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInstance, type Instance } from '../src/global-setup.ts';
import {
  expectToast,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
  signUp,
  uniqueEmail,
  waitForPath,
  watchForPageErrors,
} from '../src/browser.ts';

/** A Daylio CSV export as the app writes it (newest first), three days. */
const DAYLIO_CSV = [
  'full_date,date,weekday,time,mood,activities,note_title,note',
  '2024-03-03,March 3,Sunday,9:15 pm,good,reading | tea,,"Finished the lighthouse novel by the window."',
  '2024-03-02,March 2,Saturday,8:00 am,meh,work,,"A long grey Saturday at the desk."',
  '2024-03-01,March 1,Friday,7:30 pm,rad,friends,,"Dinner with the marsh walkers, a lot of laughter."',
].join('\n');

async function openSettings(page: Page) {
  await page.goto('/settings');
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
}

describe('your data in Settings: import, sessions, deletion', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('imports a Daylio CSV with a preview, then a progress bar to done, and the entries appear', async () => {
    const page = await (await newContext(browser)).newPage();
    const errors = watchForPageErrors(page);
    await signUp(page, { firstName: 'Mira', lastName: 'Daylio' });
    const file = join(mkdtempSync(join(tmpdir(), 'iw-e2e-daylio-')), 'daylio_export.csv');
    writeFileSync(file, DAYLIO_CSV);

    await openSettings(page);
    // Daylio is the source chosen to begin with.
    expect(await page.getByRole('combobox', { name: 'From' }).inputValue()).toBe(
      'Daylio (CSV export or .daylio backup)',
    );
    // The source's whole name fits its field, and the blurb names every format the import reads.
    expect(
      await page
        .getByRole('combobox', { name: 'From' })
        .evaluate((input) => input.scrollWidth <= input.clientWidth),
    ).toBe(true);
    await page.getByText(/Day One or Daylio, or an export of Innerweather itself/).waitFor();
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = page.getByTestId('import-preview');
    await preview.waitFor();
    expect(await preview.textContent()).toMatch(
      /^3 entries from .*2024 to .*2024; 0 already here, 3 to add\.$/,
    );

    await page.getByRole('button', { name: 'Import 3 entries' }).click();
    const progress = page.getByTestId('import-progress');
    await progress.getByRole('progressbar', { name: 'Import progress' }).waitFor();
    await progress.getByText('Imported 3 entries (0 already here).').waitFor({ timeout: 30_000 });
    expect(
      await progress.getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow'),
    ).toBe('100');
    // Previewing another file starts a new import: the finished one's "Imported …" line does not stay under it.
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await expect.poll(() => preview.textContent()).toMatch(/3 already here, 0 to add/);
    expect(await page.getByTestId('import-progress').count()).toBe(0);

    await page.goto('/entries');
    for (const text of [
      'Finished the lighthouse novel',
      'A long grey Saturday',
      'Dinner with the marsh walkers',
    ])
      await page.getByText(text).first().waitFor();
    expect(errors).toEqual([]);
  });

  it('signs another session out from Settings, which lists both devices', async () => {
    const here = await (await newContext(browser)).newPage();
    const account = await signUp(here, { firstName: 'Tomas', lastName: 'Sessions' });
    const elsewhere = await (await newContext(browser)).newPage();
    await elsewhere.goto('/auth');
    await elsewhere.getByLabel('Email', { exact: true }).fill(account.email);
    await elsewhere.getByLabel('Password', { exact: true }).fill(account.password);
    await elsewhere.getByRole('button', { name: 'Sign In' }).click();
    await waitForPath(elsewhere, '/');

    await openSettings(here);
    const devices = here.getByRole('list', { name: 'Signed-in devices' });
    await devices.getByRole('listitem').nth(1).waitFor();
    expect(await devices.getByRole('listitem').count()).toBe(2);
    expect(await devices.getByText('This one').count()).toBe(1);
    // This one is listed first.
    expect(await devices.getByRole('listitem').first().getByText('This one').count()).toBe(1);
    expect(await devices.getByText(/Chrome on Linux/).count()).toBe(2);
    await devices.scrollIntoViewIfNeeded();
    await screenshot(here, 'settings-sessions-1280', { fullPage: false });

    await here.getByRole('button', { name: 'Sign out of other sessions' }).click();
    await expectToast(here, 'Signed out', 'One other session was signed out.');
    await devices.getByRole('listitem').nth(1).waitFor({ state: 'detached' });

    // The other browser is signed out: its next call is refused, and Settings shows it the landing page.
    const status = await elsewhere.evaluate(async () => (await fetch('/api/auth/user')).status);
    expect(status).toBe(401);
    await elsewhere.goto('/settings');
    await elsewhere.getByRole('link', { name: 'Start Free Today' }).first().waitFor();
    expect(await elsewhere.getByRole('heading', { level: 1, name: 'Settings' }).count()).toBe(0);
    // This one stays.
    await here.reload();
    await here.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  });

  it('deletes the account after the password: signed out on the landing page, and the e-mail registers again', async () => {
    const page = await (await newContext(browser)).newPage();
    const errors = watchForPageErrors(page);
    const email = uniqueEmail('leaving');
    await signUp(page, { firstName: 'Ada', lastName: 'Leaving', email });
    await openSettings(page);

    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmation Required' });
    await dialog.waitFor();
    await screenshot(page, 'settings-delete-dialog-1280', { fullPage: false });
    await dialog.getByLabel('Your password').fill('not-my-password-3');
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await dialog.getByRole('alert').getByText('Incorrect password: nothing was changed.').waitFor();

    await dialog.getByLabel('Your password').fill('quiet-harbour-7');
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await expectToast(page, 'Account deleted', 'Your account and all your entries have been deleted.');
    await waitForPath(page, '/');
    await page.getByRole('link', { name: 'Start Free Today' }).first().waitFor();
    expect(await page.evaluate(async () => (await fetch('/api/auth/user')).status)).toBe(401);

    // The same e-mail makes a new, empty account.
    await signUp(page, { firstName: 'Ada', lastName: 'Returning', email });
    await page.goto('/entries');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByText('Ada Leaving').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('fits Settings’ devices and the delete dialog on a 375 px phone', async () => {
    const phone = await (await newContext(browser, { viewport: PHONE })).newPage();
    await signUp(phone, { firstName: 'Noa', lastName: 'Phone' });
    await openSettings(phone);
    const devices = phone.getByRole('list', { name: 'Signed-in devices' });
    await devices.getByRole('listitem').first().waitFor();
    await devices.scrollIntoViewIfNeeded();
    await screenshot(phone, 'settings-sessions-375', { fullPage: false });
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.getByRole('button', { name: 'Delete Account' }).click();
    await phone.getByRole('dialog', { name: 'Confirmation Required' }).getByLabel('Your password').waitFor();
    await screenshot(phone, 'settings-delete-dialog-375', { fullPage: false });
    await screenshot(phone, 'settings-375-full');
  });
});

describe('the pricing card follows the configuration', () => {
  let browser: Browser;
  let unlimited: Instance | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await unlimited?.stop();
  });

  /** The landing page once the instance's plans have answered (the card says the default's sentence before). */
  async function landing(page: Page) {
    const plans = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/plans');
    await page.goto('/');
    expect((await plans).status()).toBe(200);
    return page.locator('#pricing');
  }

  it('says “2 entries a month on the free plan; unlimited on Pro” by default', async () => {
    const card = await landing(await (await newContext(browser)).newPage());
    await card.getByText('2 entries a month on the free plan; unlimited on Pro').waitFor();
    expect(await card.textContent()).not.toContain('Unlimited journal entries');
  });

  it('says “Unlimited journal entries” with FREE_ENTRIES_PER_MONTH=0', async () => {
    unlimited = await startInstance({ env: { FREE_ENTRIES_PER_MONTH: '0' } });
    const card = await landing(await (await newContext(browser, { baseUrl: unlimited.baseUrl })).newPage());
    await card.getByText('Unlimited journal entries').waitFor();
    expect(await card.textContent()).not.toContain('a month on the free plan');
  });
});

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  expectToast,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
  uniqueEmail,
  type ContextOptions,
  signUp,
  waitForPath,
} from '../src/browser.ts';
import { startInstance, type Instance } from '../src/global-setup.ts';
import { readInvitationLink } from '../src/outbox.ts';

const LIMIT_MESSAGE =
  'Free users are limited to 2 entries per month. For unlimited entries on Pro, ask the administrator of this Innerweather.';
const TIMELINE_TEXT = 'Watch the weather inside you change across the seasons of your year.';

const entryDialog = (page: Page) => page.getByRole('dialog', { name: 'New Journal Entry' });

/** Opens the New Journal Entry dialog from the dashboard and saves `content`. */
async function writeEntry(page: Page, content: string) {
  await page
    .getByRole('button', { name: /New Journal Entry|Create your first entry/ })
    .first()
    .click();
  const dialog = entryDialog(page);
  await dialog.getByLabel('How are you feeling today?').fill(content);
  await dialog.getByRole('button', { name: 'Analyze & Save' }).click();
}

/** An entry saved over the API with the page's session, for the entries before the one the test is about. */
async function postEntry(page: Page, content: string) {
  const res = await page.request.post('/api/entries', { data: { content } });
  expect(res.status()).toBe(201);
}

async function chooseOption(page: Page, field: ReturnType<Page['getByRole']>, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Spec section 2 /admin, on an instance of its own: its first account is the admin. */
describe('the admin area', () => {
  let instance: Instance;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let owner: Page;
  let fern: Page;
  const fernEmail = uniqueEmail('fern');

  const open = async (options: ContextOptions = {}) => {
    const context = await newContext(browser, { ...options, baseUrl: instance.baseUrl });
    contexts.push(context);
    return context.newPage();
  };

  beforeAll(async () => {
    instance = await startInstance();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await instance?.stop();
  });

  it('lets the first account write a third entry this month: it is admin and pro', async () => {
    owner = await open();
    await signUp(owner, { firstName: 'Olive', lastName: 'Owner' });
    await postEntry(owner, 'The first evening on my own instance felt calm.');
    await postEntry(owner, 'A second entry, written the same day.');
    await owner.reload();
    await owner.getByRole('button', { name: 'New Journal Entry' }).first().click();
    // Pro: the dialog shows no allowance.
    await entryDialog(owner).getByLabel('How are you feeling today?').waitFor();
    expect(await owner.getByTestId('entry-allowance').count()).toBe(0);
    await entryDialog(owner)
      .getByLabel('How are you feeling today?')
      .fill('A third entry, and nothing stops it.');
    await entryDialog(owner).getByRole('button', { name: 'Analyze & Save' }).click();
    await expectToast(owner, 'Entry saved');
    await owner.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).waitFor();
  });

  it('shows a free user their allowance, the limit, and Access Denied on /admin', async () => {
    fern = await open();
    await signUp(fern, { firstName: 'Fern', lastName: 'Field', email: fernEmail });
    await fern.getByRole('button', { name: 'Create your first entry' }).click();
    await entryDialog(fern).getByText('2 of 2 free entries left this month').waitFor();
    await entryDialog(fern).getByRole('button', { name: 'Cancel' }).click();
    await postEntry(fern, 'My first entry of the month, about the garden.');
    await postEntry(fern, 'My second entry of the month, about the rain.');
    await fern.reload();
    await writeEntry(fern, 'A third entry that the free plan refuses.');
    await entryDialog(fern).getByText('No free entries left this month').waitFor();
    await expectToast(fern, 'Entry Limit Reached', LIMIT_MESSAGE);
    await entryDialog(fern).getByRole('button', { name: 'Cancel' }).click();

    expect(
      await fern.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).count(),
    ).toBe(0);
    await fern.goto('/admin');
    await fern.getByText('Access Denied: You need admin privileges to access this page.').waitFor();
    await screenshot(fern, 'admin-access-denied-1280');
  });

  it('finds a user by name and upgrades them to pro, which lifts their limit at once', async () => {
    await owner.goto('/admin');
    await owner.getByRole('region', { name: 'Total Users' }).getByText('2', { exact: true }).waitFor();
    await owner.getByRole('region', { name: 'Pro Users' }).getByText('50% conversion').waitFor();
    await owner.getByRole('region', { name: 'Avg Entries/User' }).getByText('2.5', { exact: true }).waitFor();
    await screenshot(owner, 'admin-users-1280-light');

    await owner.getByLabel('Search users').fill('fern fie');
    const rows = owner.getByRole('row').filter({ hasText: fernEmail });
    await rows.waitFor();
    await owner.getByRole('row').filter({ hasText: 'Olive' }).waitFor({ state: 'detached' });
    await owner.getByRole('button', { name: `Edit ${fernEmail}` }).click();
    const dialog = owner.getByRole('dialog', { name: 'Edit User' });
    await chooseOption(owner, dialog.getByRole('combobox', { name: 'Subscription' }), 'Pro');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(owner, 'User updated successfully');
    await rows.getByText('pro', { exact: true }).waitFor();

    // Fern's next request sees the new plan: the third entry is saved, and the dialog shows no allowance.
    await fern.goto('/');
    await fern.getByRole('button', { name: 'New Journal Entry' }).first().click();
    await entryDialog(fern).getByLabel('How are you feeling today?').waitFor();
    expect(await fern.getByTestId('entry-allowance').count()).toBe(0);
    await entryDialog(fern)
      .getByLabel('How are you feeling today?')
      .fill('Now the third entry of the month is saved.');
    await entryDialog(fern).getByRole('button', { name: 'Analyze & Save' }).click();
    await expectToast(fern, 'Entry saved');
  });

  it('creates a user, whose delete dialog names their e-mail and entries', async () => {
    const email = uniqueEmail('new');
    await owner.getByLabel('Search users').fill('');
    await owner.getByRole('button', { name: 'Create User' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Create User' });
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expectToast(owner, 'Email is required', 'Please provide an email address for the new user.');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('First name').fill('Newt');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expectToast(owner, 'User created successfully');

    // Newt's e-mail link opens a page for setting the password of a new account, and works once.
    const link = await readInvitationLink(email, instance.dataDir);
    const newt = await open();
    await newt.goto(link);
    await newt.getByRole('heading', { name: 'Set your password' }).waitFor();
    await expect(newt.title()).resolves.toBe('Set Your Password · Innerweather');
    await screenshot(newt, 'admin-set-password-1280');
    await newt.getByLabel('Password', { exact: true }).fill('newts-own-pass');
    await newt.getByLabel('Confirm password').fill('newts-own-pass');
    await newt.getByRole('button', { name: 'Set Password' }).click();
    await expectToast(newt, 'Password Set', 'You can now sign in with your password.');
    await newt.getByRole('heading', { name: 'Your Account Is Ready' }).waitFor();
    await newt.getByRole('link', { name: 'Sign In Now' }).click();
    await newt.getByLabel('Email', { exact: true }).fill(email);
    await newt.getByLabel('Password', { exact: true }).fill('newts-own-pass');
    await newt.getByRole('button', { name: 'Sign In', exact: true }).click();
    await waitForPath(newt, '/');
    await newt.getByRole('heading', { name: /Newt/ }).waitFor();
    await newt.goto(link);
    await newt.getByRole('heading', { name: 'Invalid Invitation Link' }).waitFor();
    await owner.getByRole('button', { name: `Delete ${fernEmail}` }).click();
    const confirm = owner.getByRole('dialog', { name: 'Delete User' });
    await confirm.getByText(fernEmail).waitFor();
    await confirm.getByText(/3 entries will be deleted/).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
  });

  it('edits the landing page timeline text as HTML, which a visitor then reads formatted', async () => {
    await owner.getByRole('tab', { name: 'Content Management' }).click();
    await owner.getByLabel('Search content').fill('timeline');
    await owner.getByRole('button', { name: 'Edit features timeline_description' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Edit Content' });
    await chooseOption(owner, dialog.getByRole('combobox', { name: 'Type' }), 'HTML');
    await dialog
      .getByLabel('Value')
      .fill(
        `<p>${TIMELINE_TEXT.replace('change', '<strong>change</strong>')}</p><script>alert('x')</script>`,
      );
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(owner, 'Content updated successfully');
    await owner.getByRole('row').filter({ hasText: '<strong>change</strong>' }).waitFor();
    expect(await owner.getByRole('row').filter({ hasText: '<script>' }).count()).toBe(0);
    await owner.getByLabel('Search content').fill('no such text anywhere');
    await owner
      .getByText('No content found. Content items will appear here when added to the system.')
      .waitFor();

    const visitor = await open();
    await visitor.goto('/');
    const features = visitor.locator('#features');
    const paragraph = features.locator('p', { hasText: TIMELINE_TEXT });
    await paragraph.locator('strong', { hasText: 'change' }).waitFor();
    expect(await features.getByText('<strong>').count()).toBe(0);
    expect(await features.locator('script').count()).toBe(0);
    await paragraph.scrollIntoViewIfNeeded();
    await screenshot(visitor, 'admin-landing-managed-html-1280', { fullPage: false });
  });

  it('reads the admin logs at page size 25', async () => {
    await owner.getByRole('tab', { name: 'Admin Logs' }).click();
    await owner.getByText('Showing 1 to 3 of 3 logs').waitFor();
    await chooseOption(owner, owner.getByRole('combobox', { name: 'Logs per page' }), '25 per page');
    await owner.getByText('Showing 1 to 3 of 3 logs').waitFor();
    const rows = owner.getByRole('row');
    await rows.filter({ hasText: 'Content Updated' }).waitFor();
    await rows.filter({ hasText: 'User Updated' }).getByText('trial → pro').waitFor();
    await rows.filter({ hasText: 'User Created' }).waitFor();
    // Each row names the admin who acted.
    await rows.filter({ hasText: 'User Created' }).getByText('Olive Owner', { exact: true }).waitFor();
    expect(await owner.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await screenshot(owner, 'admin-logs-1280-light');
  });

  it('works at 375 px and in dark mode', async () => {
    const cookies = await owner.context().cookies();
    for (const [viewport, colorScheme, name] of [
      [PHONE, 'dark', '375-dark'],
      [PHONE, 'light', '375-light'],
      [DESKTOP, 'dark', '1280-dark'],
    ] as const) {
      const page = await open({ viewport, colorScheme });
      await page.context().addCookies(cookies);
      await page.goto('/admin');
      await page.getByRole('tab', { name: 'User Management' }).waitFor();
      await page.getByRole('button', { name: `Edit ${fernEmail}` }).waitFor();
      await screenshot(page, `admin-users-${name}`);
      // Role and plan badges show their whole word (the table scrolls instead of cutting them short).
      const cutBadges = await page
        .locator('table .mantine-Badge-label')
        .evaluateAll((labels) =>
          labels.filter((l) => l.scrollWidth > l.clientWidth).map((l) => l.textContent),
        );
      expect(cutBadges).toEqual([]);
      if (viewport === PHONE) {
        // On a phone the table is wider than the card, and its scrollbar shows it (nothing hovers to reveal it).
        const bar = page.locator('.mantine-ScrollArea-scrollbar[data-orientation="horizontal"]').first();
        await bar.waitFor();
        expect((await bar.boundingBox())?.height ?? 0).toBeGreaterThan(4);
      }
      await page.getByRole('tab', { name: 'Admin Logs' }).click();
      await page.getByText('Showing 1 to 3 of 3 logs').waitFor();
      await screenshot(page, `admin-logs-${name}`);
      // Wide tables scroll inside their card; the page itself never scrolls sideways.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });
});

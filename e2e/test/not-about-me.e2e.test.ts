import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  expectToast,
  launchBrowser,
  newContext,
  screenshot,
  signUp,
  watchForPageErrors,
} from '../src/browser.ts';
import { startInstance, type Instance } from '../src/global-setup.ts';

/**
 * Issue 21 in the browser: a crisis card answered "This isn't about me right now" folds to a one-line note that keeps
 * the crisis lines one tap away, stays folded after a reload, and the admin dashboard counts the answer this month.
 */
const CRISIS_ENTRY = 'Suicide keeps coming into my head. I have a plan and I have the means.';
const ANALYSIS_TIMEOUT_MS = 30_000;
const FOLDED = 'You said this isn’t about you right now. Support is here if that changes.';

describe('"This isn\'t about me right now"', () => {
  let instance: Instance;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    instance = await startInstance();
    browser = await launchBrowser();
    context = await newContext(browser, { baseUrl: instance.baseUrl });
    page = await context.newPage();
    pageErrors = watchForPageErrors(page);
    // The instance's first account: the admin who reads the monthly count.
    await signUp(page, { firstName: 'Robin', lastName: 'Hale' });
  });
  afterEach(() => {
    expect(pageErrors).toEqual([]);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await instance?.stop();
  });

  it('folds the crisis card, keeps the crisis lines one tap away, and stays folded after a reload', async () => {
    await page.getByRole('button', { name: 'New Journal Entry' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New Journal Entry' });
    await dialog.getByLabel('How are you feeling today?').fill(CRISIS_ENTRY);
    await dialog.getByRole('button', { name: 'Analyze & Save' }).click();
    await expectToast(page, 'Entry saved');
    await dialog.waitFor({ state: 'hidden' });

    const alert = page.getByRole('alert').filter({ hasText: 'Immediate Support Needed' });
    await alert.waitFor({ timeout: ANALYSIS_TIMEOUT_MS });
    await alert.getByRole('link', { name: 'Read the guidance on your entry' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/entries/'));
    const entryPath = new URL(page.url()).pathname;

    const guidance = page.getByRole('region', { name: 'AI guidance' });
    await guidance.getByRole('button', { name: "This isn't about me right now" }).first().click();
    await guidance.getByText(FOLDED).first().waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Immediate Support Needed' }).count()).toBe(0);

    const showLines = guidance.getByRole('button', { name: 'Show crisis lines' }).first();
    await showLines.click();
    const links = guidance.getByRole('list', { name: 'Crisis lines' }).first().locator('a[data-crisis-link]');
    await links.first().waitFor();
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.some((href) => href.startsWith('tel:'))).toBe(true);
    expect(hrefs.every((href) => /^(tel:|sms:|https:)/.test(href))).toBe(true);
    await screenshot(page, 'not-about-me-folded');

    await page.reload();
    await page.getByRole('region', { name: 'AI guidance' }).getByText(FOLDED).first().waitFor();
    expect(new URL(page.url()).pathname).toBe(entryPath);
    expect(await page.getByRole('alert').filter({ hasText: 'Immediate Support Needed' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Show crisis lines' }).count()).toBeGreaterThan(0);

    // The dashboard no longer raises the alert for it.
    await page.goto('/');
    await page.getByRole('button', { name: 'New Journal Entry' }).first().waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Immediate Support Needed' }).count()).toBe(0);
  });

  it('shows the admin 1 answer this month, numbers only', async () => {
    await page.goto('/admin');
    const month = new Date().toISOString().slice(0, 7);
    const counts = page.getByLabel('Crisis cards answered not about me');
    await counts.waitFor();
    expect((await counts.locator(`[data-month="${month}"] [data-count]`).textContent())?.trim()).toBe('1');
    expect(await counts.textContent()).not.toContain('Suicide');
    await screenshot(page, 'not-about-me-admin');
  });
});

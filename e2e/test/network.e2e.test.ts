import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectToast,
  launchBrowser,
  newContext,
  saveFirstEntryAndAwaitAnalysis,
  signUp,
} from '../src/browser.ts';

/** Every answer the page received with a 4xx or 5xx status, as "STATUS METHOD path (length of the path)". */
function watchFailedResponses(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (res: Response) => {
    if (res.status() < 400) return;
    const url = new URL(res.url());
    failed.push(`${res.status()} ${res.request().method()} ${url.pathname} (${url.pathname.length})`);
  });
  return failed;
}

describe('the network log of a new user', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('has no 4xx when a visitor opens the landing page, signs up and saves an entry', async () => {
    const page = await (await newContext(browser)).newPage();
    const failed = watchFailedResponses(page);
    const consoleErrors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') consoleErrors.push(msg.text());
    });
    const batches: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/trpc/')) batches.push(url.pathname.slice('/trpc/'.length));
    });

    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Start Free Today' }).first().waitFor();
    // Signed out is an answer, not an error: no 401 in the log and nothing in the console.
    expect(failed).toEqual([]);
    expect(consoleErrors).toEqual([]);

    await signUp(page, { firstName: 'Noor', lastName: 'Haddad' });

    // The dashboard reads everything again, then again when the analysis lands, and the guidance 2 s later.
    await saveFirstEntryAndAwaitAnalysis(
      page,
      'Slow breakfast in the sun, then a long call with an old friend. I feel light and grateful.',
    );
    await page.waitForTimeout(2_500);
    await page.waitForLoadState('networkidle');

    console.info(`tRPC calls: ${batches.join(' | ')}`);
    expect(failed).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('saves an entry once when the answer to Save is lost and Save is pressed again', async () => {
    const page = await (await newContext(browser)).newPage();
    await signUp(page, { firstName: 'Ines', lastName: 'Moreau' });

    // The first save reaches the server and is stored, but its answer never reaches the browser.
    const keys: string[] = [];
    let lost = false;
    await page.route(
      (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes('entries.create'),
      async (route) => {
        keys.push(route.request().headers()['idempotency-key'] ?? '(none)');
        if (lost) return route.continue();
        lost = true;
        await route.fetch();
        await route.abort('connectionreset');
      },
    );

    await page.getByRole('button', { name: 'Create your first entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Journal Entry' });
    await dialog
      .getByLabel('How are you feeling today?')
      .fill('Rain all morning, soup at noon, a long nap. Quietly content.');
    await dialog.getByRole('button', { name: 'Analyze & Save' }).click();
    await page.locator('.mantine-Notification-root').last().waitFor();
    expect(await dialog.isVisible()).toBe(true);

    await dialog.getByRole('button', { name: 'Analyze & Save' }).click();
    // The replayed answer is the saved entry as it is now: its analysis may already be there.
    await expectToast(
      page,
      'Entry saved',
      /^(Saved — analysing…|Your journal entry has been analyzed and saved!)$/,
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);

    await page.unrouteAll();
    await page.goto('/entries');
    await page.getByText('1 entry', { exact: true }).waitFor();
  });
});

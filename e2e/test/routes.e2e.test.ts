import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, path, screenshot, waitForPath, signUp } from '../src/browser.ts';

/** Spec section 2, "Route access", for visitors and for signed-in users. */
describe('route access', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows a visitor the landing page on /, /dashboard, journal paths and unknown paths', async () => {
    const page = await (await newContext(browser)).newPage();
    for (const visited of ['/', '/dashboard', '/entries', '/timeline', '/settings', '/no-such-page']) {
      await page.goto(visited);
      await page.getByRole('link', { name: 'Start Free Today' }).first().waitFor();
      expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    }
    await screenshot(page, 'visitor-on-entries-sees-landing');
    await page.goto('/about');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(path(page)).toBe('/about');
  });

  it('shows a signed-in user a 404 page for unknown paths and sends /auth back to /', async () => {
    const page = await (await newContext(browser)).newPage();
    await signUp(page, { firstName: 'Robin' });

    await page.goto('/nope');
    await page.getByRole('heading', { name: 'This page drifted away' }).waitFor();
    await screenshot(page, 'signed-in-404');
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await waitForPath(page, '/');

    await page.goto('/auth');
    await waitForPath(page, '/');
    await page.getByRole('heading', { level: 1, name: /Robin/ }).waitFor();

    for (const [visited, heading] of [
      ['/dashboard', /Robin/],
      ['/entries', 'Your Journal Entries'],
      ['/ai-coach', 'Innerweather Coach'],
      ['/learn', 'Learn'],
      ['/learn/track/calm-in-the-body', 'Calm in the Body'],
      ['/learn/track/no-such-track', 'Track not found'],
      ['/settings', 'Settings'],
      ['/profile', 'Profile'],
      ['/notifications', 'Notifications'],
    ] as const) {
      await page.goto(visited);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
  });

  it('refuses the admin page to a user who is not an admin', async () => {
    const page = await (await newContext(browser)).newPage();
    // Another test file may have registered the instance's first (admin) account; make sure this one is not it.
    await signUp(page, { firstName: 'First' });
    const context = await newContext(browser);
    const second = await context.newPage();
    await signUp(second, { firstName: 'Sam' });
    expect(
      await second.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).count(),
    ).toBe(0);
    await second.goto('/admin');
    await second.getByText('Access Denied: You need admin privileges to access this page.').waitFor();
    await screenshot(second, 'admin-access-denied');
  });
});

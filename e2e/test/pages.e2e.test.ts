import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { DESKTOP, launchBrowser, newContext, overlap, PHONE, signUp, waitForPath } from '../src/browser.ts';

async function titleOf(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<string> {
  await page.goto(path);
  await ready(page);
  await page.waitForFunction(() => document.title !== 'Innerweather');
  return page.title();
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();

describe('every page has its own browser title', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('for a visitor', async () => {
    const page = await (await newContext(browser)).newPage();
    expect(await titleOf(page, '/', heading)).toBe('Innerweather · Your private emotional journal');
    expect(await titleOf(page, '/auth', (p) => p.getByRole('tab', { name: 'Sign In' }).waitFor())).toBe(
      'Sign In · Innerweather',
    );
    expect(await titleOf(page, '/about', heading)).toBe('About · Innerweather');
    expect(await titleOf(page, '/privacy', heading)).toBe('Privacy Policy · Innerweather');
  });

  it('keeps the floating scroll-to-top button off the footer, on a phone and a desktop', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await (await newContext(browser, { viewport })).newPage();
      await page.goto('/');
      await page.getByRole('link', { name: 'Start Free Today' }).first().waitFor();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const button = page.getByRole('button', { name: 'Scroll to top' });
      await button.waitFor();
      await page.waitForTimeout(300);
      const footer = page.locator('footer');
      for (const part of await footer.locator('a, p').all()) {
        expect(await overlap(button, part), await part.innerText()).toBe(false);
      }
      await page.context().close();
    }
  });

  it('for a signed-in user, following the links of the navigation', async () => {
    const page = await (await newContext(browser)).newPage();
    await signUp(page, { firstName: 'Ines', lastName: 'Moreau' });
    await page.waitForFunction(() => document.title === 'Dashboard · Innerweather');

    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [link, path, title] of [
      ['Entries', '/entries', 'Journal Entries · Innerweather'],
      ['Timeline', '/timeline', 'Timeline · Innerweather'],
      ['Dashboard', '/', 'Dashboard · Innerweather'],
    ] as const) {
      await nav.getByRole('link', { name: link }).click();
      await waitForPath(page, path);
      await page.waitForFunction((expected) => document.title === expected, title);
    }
    expect(await titleOf(page, '/nowhere', heading)).toBe('Page Not Found · Innerweather');
  });
});

describe('robots.txt', () => {
  it('is a real robots.txt, not the app page', async () => {
    const res = await fetch(`${inject('baseUrl')}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).not.toContain('<div id="root">');
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot, watchForPageErrors } from '../src/browser.ts';

const HEADING = 'Notice your inner weather. Watch it clear.';
const LEAD = /^Write a few lines about your day\. Innerweather reads the emotions in your words/;

/** Where the hero's heading, lead text and first button sit on screen. */
async function heroBoxes(page: Page) {
  const boxes = await Promise.all([
    page.getByRole('heading', { level: 1, name: HEADING }).boundingBox(),
    page.getByText(LEAD).boundingBox(),
    page.getByRole('link', { name: 'Start Free Today' }).boundingBox(),
  ]);
  return boxes.map((box) => box && { x: Math.round(box.x), y: Math.round(box.y), w: Math.round(box.width) });
}

/**
 * Issue 24: a visitor at / sees the landing page's header and hero from the HTML itself, before any code has run,
 * and the app drawing its own page in their place moves nothing (no layout shift).
 */
describe('the landing page before and after its code runs', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [viewport, size] of [
    [PHONE, 'phone'],
    [DESKTOP, 'desktop'],
  ] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`shows the hero without JavaScript and keeps it in place (${size}, ${colorScheme})`, async () => {
        const bare = await newContext(browser, { viewport, colorScheme, javaScript: false });
        const before = await bare.newPage();
        await before.goto('/');
        await expect(before.getByRole('heading', { level: 1, name: HEADING }).isVisible()).resolves.toBe(
          true,
        );
        await expect(before.getByText(LEAD).isVisible()).resolves.toBe(true);
        await expect(before.getByRole('link', { name: 'Start Free Today' }).isVisible()).resolves.toBe(true);
        const drawn = await heroBoxes(before);
        await screenshot(before, `landing-first-screen-${size}-${colorScheme}-no-js`, { fullPage: false });
        await bare.close();

        const context = await newContext(browser, { viewport, colorScheme });
        const page = await context.newPage();
        const problems = watchForPageErrors(page);
        await page.goto('/', { waitUntil: 'networkidle' });
        // The whole page is React's: the sections after the hero are there.
        await page
          .getByRole('heading', { name: /how it works/i })
          .first()
          .waitFor();
        const shift = await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              new PerformanceObserver((list) => {
                const entries = list.getEntries() as unknown as Array<{
                  value: number;
                  hadRecentInput: boolean;
                }>;
                resolve(entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0));
              }).observe({ type: 'layout-shift', buffered: true });
              // No entry at all arrives when nothing moved.
              setTimeout(() => resolve(0), 500);
            }),
        );
        expect(shift).toBe(0);
        expect(await heroBoxes(page)).toEqual(drawn);
        await expect(
          page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme')),
        ).resolves.toBe(colorScheme);
        await screenshot(page, `landing-first-screen-${size}-${colorScheme}`, { fullPage: false });
        expect(problems).toEqual([]);
        await context.close();
      });
    }
  }

  it('draws no hero into the HTML of other pages', async () => {
    const context = await newContext(browser, { javaScript: false });
    const page = await context.newPage();
    for (const path of ['/auth', '/about', '/dashboard']) {
      await page.goto(path);
      await expect(page.getByText('Loading…').isVisible()).resolves.toBe(true);
      await expect(page.getByRole('heading', { name: HEADING }).count()).resolves.toBe(0);
    }
    await context.close();
  });
});

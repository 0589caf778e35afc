import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  launchBrowser,
  newContext,
  screenshot,
  signUp,
  toast,
  watchForPageErrors,
} from '../src/browser.ts';

/** Six lines in a card of the Entries grid at 1280 px: all of it shows, so nothing is left to "Show more". */
const ANGRY =
  "The electricity bill came today and it is almost three times what it was last month. I called the company and was on hold for forty minutes, then they hung up on me. I am furious. It's outrageous that they can charge this and nobody takes responsibility.";
const HAPPY =
  'Today was wonderful. My sister visited with her kids and we baked bread together, laughed at old photos, and walked to the park.';

/**
 * What a newcomer met in a first week: the save toast that outlived the analysis, a "Show more" that showed
 * nothing more, and an edit form poorer than the new-entry form.
 */
describe('a first week with Innerweather', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser, { viewport: DESKTOP });
    page = await context.newPage();
    problems = watchForPageErrors(page);
    await signUp(page, { firstName: 'Nell', lastName: 'Newcomer' });
  });

  afterAll(async () => {
    expect(problems).toEqual([]);
    await browser?.close();
  });

  it('replaces "Saved — analysing…" with the spec’s text as soon as the analysis lands', async () => {
    await page.getByRole('button', { name: 'Create your first entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Journal Entry' });
    await dialog.getByLabel('How are you feeling today?').fill(HAPPY);
    await dialog.getByRole('button', { name: 'Analyze & Save' }).click();
    await page
      .getByRole('region', { name: 'Recent Entries' })
      .getByRole('article')
      .first()
      .getByText('Joy', { exact: true })
      .waitFor({ timeout: 30_000 });
    // The analysis is on screen: the toast no longer says it is running.
    await toast(page)
      .getByText('Your journal entry has been analyzed and saved!')
      .waitFor({ timeout: 2_000 });
    expect(await page.getByText('Saved — analysing…').count()).toBe(0);
  });

  it('offers "Show more" only when a card hides at least a line of the entry', async () => {
    expect((await page.request.post('/api/entries', { data: { content: ANGRY } })).status()).toBe(201);
    await page.goto('/entries');
    await page.getByText(/The electricity bill came today/).waitFor();
    const hiding = await page.locator('.mantine-Spoiler-root').evaluateAll((spoilers) =>
      spoilers.map((spoiler) => {
        const shown = spoiler.querySelector('.mantine-Spoiler-content')?.getBoundingClientRect().height ?? 0;
        const full =
          spoiler.querySelector('.mantine-Spoiler-content > *')?.getBoundingClientRect().height ?? 0;
        const offered = spoiler.querySelector('.mantine-Spoiler-control') !== null;
        return { offered, hidden: Math.round(full - shown) };
      }),
    );
    expect(hiding.length).toBeGreaterThanOrEqual(2);
    for (const card of hiding) if (card.offered) expect(card.hidden).toBeGreaterThanOrEqual(20);
    await screenshot(page, 'first-week-entries-1280');
  });

  it('edits an entry with the counter, the category hint and its privacy, as the new-entry form has them', async () => {
    const listed = (await (await page.request.get('/api/entries?limit=1')).json()) as
      { entries?: Array<{ id: string }> } | Array<{ id: string }>;
    const [entry] = Array.isArray(listed) ? listed : (listed.entries ?? []);
    await page.goto(`/entries/${entry?.id ?? ''}`);
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByTestId('entry-counter').getByText(`${ANGRY.length} / 2000`).waitFor();
    const category = page.getByRole('combobox', { name: 'Category' });
    expect(await category.getAttribute('placeholder')).toBe('Choose one (optional)');
    await page.getByRole('combobox', { name: 'Privacy' }).click();
    await page.getByRole('option', { name: 'Shareable with therapist' }).click();
    await screenshot(page, 'first-week-edit-1280');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast(page).getByText('Entry updated').waitFor();
    const saved = (await (await page.request.get(`/api/entries/${entry?.id ?? ''}`)).json()) as {
      privacyLevel: string;
    };
    expect(saved.privacyLevel).toBe('shareable');
  });
});

import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DESKTOP,
  expectToast,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
  signUp,
  waitForPath,
  watchForPageErrors,
} from '../src/browser.ts';

const JOYFUL =
  'Picnic in the park with my sister, sunshine all afternoon. I laughed so much and felt happy and grateful.';
const WORRIED =
  'Awake half the night worrying about the exam results. Nervous, tense, my stomach in knots about failing.';
const LAST_YEAR = 'First snow of the year and a long walk with the dog before breakfast.';
const CRISIS = "I don't want to live anymore. I have decided to end my life this weekend.";
const ANALYSIS_TIMEOUT_MS = 30_000;

function writer(page: Page): Locator {
  return page.getByRole('dialog', { name: 'New Journal Entry' });
}

interface ApiEntry {
  id: string;
  content: string;
}

async function newestEntry(page: Page): Promise<ApiEntry> {
  const response = await page.request.get('/api/entries?limit=1');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { entries?: ApiEntry[] } | ApiEntry[];
  const entries = Array.isArray(body) ? body : (body.entries ?? []);
  const [entry] = entries;
  if (!entry) throw new Error('no entry');
  return entry;
}

/** YYYY-MM-DD in the browser's zone (the account's: it was signed up from this browser). */
async function browserDate(page: Page, yearsBack = 0): Promise<string> {
  return page.evaluate((back) => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear() - back}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  }, yearsBack);
}

/** "27 November" or "November 27": a day as the calendar names it, in the browser's language. */
async function dayName(page: Page, date: string): Promise<string> {
  return page.evaluate((iso) => {
    const [year, month, day] = iso.split('-').map(Number);
    return new Date(year ?? 0, (month ?? 1) - 1, day).toLocaleDateString(undefined, {
      day: 'numeric',
      month: 'long',
    });
  }, date);
}

/**
 * The header's links and buttons and the page's controls (in <main>) that the toast on screen covers where they can
 * be seen: the page's below the sticky header and inside the window. Empty when the toast leaves every control free
 * to read and tap; null with no toast.
 */
async function controlsUnderToast(page: Page): Promise<string[] | null> {
  return page.evaluate(() => {
    const toasts = [...document.querySelectorAll('.mantine-Notification-root')]
      .map((element) => element.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0);
    const t = toasts.at(-1);
    if (!t) return null;
    const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const covered: string[] = [];
    const controls = document.querySelectorAll(
      ':is(header, main) :is(a, button, input, textarea, [role="button"])',
    );
    for (const control of controls) {
      const r = control.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const top = control.closest('header') ? r.top : Math.max(r.top, headerBottom);
      const bottom = Math.min(r.bottom, window.innerHeight);
      if (top >= bottom) continue;
      if (r.left < t.right && t.left < r.right && top < t.bottom && t.top < bottom)
        covered.push(control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName);
    }
    return covered;
  });
}

/** Edits the entry (text unchanged) so that the "Entry updated" toast shows, at each scroll position. */
async function expectToastLeavesControlsFree(page: Page, entryId: string) {
  await page.goto(`/entries/${entryId}`);
  await page.getByRole('article', { name: 'Entry' }).waitFor();
  for (const scroll of ['top', 'bottom'] as const) {
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Entry updated');
    if (scroll === 'bottom') await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => controlsUnderToast(page), { message: scroll }).toEqual([]);
  }
}

describe('a journal to come back to', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser, { viewport: DESKTOP });
    page = await context.newPage();
    problems = watchForPageErrors(page);
    await signUp(page, { firstName: 'Mara', lastName: 'Lind' });
    // Pro, so the free plan's two entries a month do not stop the story.
    const admin = await newContext(browser);
    expect((await admin.request.post('/api/auth/login', { data: inject('admin') })).status()).toBe(200);
    const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
    const promoted = await admin.request.put(`/api/admin/users/${me.id}`, {
      data: { subscriptionStatus: 'pro' },
    });
    expect(promoted.status()).toBe(200);
    await admin.close();
  });

  afterAll(async () => {
    expect(problems).toEqual([]);
    await browser?.close();
  });

  it('keeps a draft across a reload, offers it back, and Ctrl+Enter saves it', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'New Journal Entry' }).click();
    await writer(page).getByLabel('How are you feeling today?').fill(JOYFUL);
    await page.reload();
    await page.getByRole('button', { name: 'New Journal Entry' }).click();
    const field = writer(page).getByLabel('How are you feeling today?');
    expect(await field.inputValue()).toBe('');
    await writer(page).getByText('You have an unsaved draft.').waitFor();
    await screenshot(page, 'writer-draft-offer-1280');
    await writer(page).getByRole('button', { name: 'Restore draft' }).click();
    expect(await field.inputValue()).toBe(JOYFUL);

    await field.press('Control+Enter');
    await expectToast(page, 'Entry saved');
    await writer(page).waitFor({ state: 'hidden' });
    expect((await newestEntry(page)).content).toBe(JOYFUL);
    // Saved, so the draft is gone: the writer opens empty with nothing to offer.
    await page.getByRole('button', { name: 'New Journal Entry' }).click();
    expect(await writer(page).getByText('You have an unsaved draft.').count()).toBe(0);
    await writer(page).getByRole('button', { name: 'Cancel' }).click();
  });

  it('edits an entry on its page: the new text is analysed again and the old one kept', async () => {
    const entry = await newestEntry(page);
    await page.goto(`/entries/${entry.id}`);
    const article = page.getByRole('article', { name: 'Entry' });
    await article.getByText(JOYFUL).waitFor();
    await page.getByText(/^Innerweather read: \d+% joy$/).waitFor({ timeout: ANALYSIS_TIMEOUT_MS });
    // The text reads in the bundled book face, served by this server (no font CDN).
    const face = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter((font) => font.family.replace(/"/g, '') === 'Literata')
        .map((font) => font.status);
    });
    expect(face).toContain('loaded');
    await screenshot(page, 'entry-page-1280');

    await page.getByRole('button', { name: 'Edit' }).click();
    await article.getByLabel('Entry').fill(WORRIED);
    await article.getByRole('button', { name: 'Save changes' }).click();
    await article.getByText(WORRIED).waitFor();
    await page.getByText(/^Innerweather read: \d+% anxiety$/).waitFor({ timeout: ANALYSIS_TIMEOUT_MS });
    await page.getByText(/· edited$/).waitFor();

    await page.getByRole('button', { name: 'Earlier versions' }).click();
    await page.getByRole('region', { name: 'Earlier version' }).getByText(JOYFUL).waitFor();
    await screenshot(page, 'entry-page-edited-1280');
  });

  it('sets my own mood with one tap, and the dashboard’s Dominant Mood follows it', async () => {
    const entry = await newestEntry(page);
    await page.goto(`/entries/${entry.id}`);
    const moods = page.getByRole('group', { name: 'My mood' });
    await moods.getByRole('button', { name: 'Calm' }).click();
    await expect
      .poll(() => moods.getByRole('button', { name: 'Calm' }).getAttribute('aria-pressed'))
      .toBe('true');
    // The analysis' reading stays beside the person's own.
    await page.getByText(/^Innerweather read: \d+% anxiety$/).waitFor();

    await page.goto('/');
    await page.getByRole('region', { name: 'Dominant Mood' }).getByText('Calm').waitFor();
    const saved = await page.request.get(`/api/entries/${entry.id}`);
    expect(await saved.json()).toMatchObject({ mood: 'calm', moodSource: 'you' });
  });

  it('shows last year’s entry under On this day, and opens it', async () => {
    const written = await page.request.post('/api/entries', {
      data: { content: LAST_YEAR, entryDate: await browserDate(page, 1) },
    });
    expect(written.status()).toBe(201);
    await page.goto('/');
    const card = page.getByRole('region', { name: 'On this day' });
    await card.getByRole('link', { name: /^1 year ago: First snow of the year/ }).click();
    await page.waitForURL(/\/entries\/[0-9a-f-]{36}$/);
    await page.getByRole('article', { name: 'Entry' }).getByText(LAST_YEAR).waitFor();
  });

  it('colours today in the year in pixels, and a click opens the day’s entries', async () => {
    await page.goto('/timeline');
    const today = await browserDate(page);
    const day = page.locator(`button[data-date="${today}"]`);
    await expect
      .poll(() => day.getAttribute('aria-label'))
      .toBe(`${await dayName(page, today)}: calm, 1 entry`);
    await day.click();
    const list = page.getByTestId('calendar-day');
    await list.getByRole('link', { name: /Awake half the night worrying/ }).click();
    await page.waitForURL(/\/entries\/[0-9a-f-]{36}$/);
    await page.getByRole('article', { name: 'Entry' }).getByText(WORRIED).waitFor();
    await page.goto('/timeline');
    await page.locator(`button[data-date="${today}"]`).click();
    await screenshot(page, 'calendar-1280');
  });

  it('draws empty days and days to come unlike days with a mood, opens neither, and says which is which', async () => {
    await page.goto('/timeline');
    const today = await browserDate(page);
    const year = today.slice(0, 4);
    const withMood = page.locator(`button[data-date="${today}"]`);
    await withMood.waitFor();
    const look = (date: string) =>
      page.locator(`[data-date="${date}"]`).evaluate((cell) => {
        const style = getComputedStyle(cell);
        return {
          tag: cell.tagName,
          label: cell.getAttribute('aria-label'),
          background: style.backgroundColor,
          border: style.borderTopColor,
          opacity: Number(style.opacity),
        };
      });
    const mood = await look(today);
    expect(mood).toMatchObject({ tag: 'BUTTON', opacity: 1 });

    // A past day without an entry: a faint outline, no fill, nothing to open. (1 January, unless that is today.)
    const empty = today.endsWith('-01-01') ? null : `${year}-01-01`;
    if (empty) {
      const seen = await look(empty);
      expect(seen).toMatchObject({ tag: 'SPAN', label: `${await dayName(page, empty)}: no entry` });
      expect(seen.background).toBe('rgba(0, 0, 0, 0)');
      expect(seen.border).not.toBe('rgba(0, 0, 0, 0)');
      expect(seen.background).not.toBe(mood.background);
    }
    // A day to come: dimmed, never a button. (31 December, unless that is today.)
    const future = today.endsWith('-12-31') ? null : `${year}-12-31`;
    if (future) {
      const seen = await look(future);
      expect(seen).toMatchObject({ tag: 'SPAN', label: `${await dayName(page, future)}: to come` });
      expect(seen.opacity).toBeLessThan(1);
      expect(seen.background).not.toBe('rgba(0, 0, 0, 0)');
    }
    const legend = page.getByRole('list', { name: 'Legend' });
    expect(await legend.getByRole('listitem').allInnerTexts()).toEqual([
      'Joy',
      'Calm',
      'Anxiety',
      'Sadness',
      'Anger',
      'Not read yet',
      'No entry',
      'To come',
    ]);

    // Last year: its day of the On this day entry is there to open; this year cannot be left for the future.
    expect(await page.getByRole('button', { name: 'Next year' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Previous year' }).click();
    await page.getByRole('heading', { name: `${Number(year) - 1} in pixels` }).waitFor();
    await page.locator(`button[data-date="${await browserDate(page, 1)}"]`).click();
    await page
      .getByTestId('calendar-day')
      .getByRole('link', { name: /First snow of the year/ })
      .waitFor();
  });

  it('shows a toast on the entry page without covering its text or controls', async () => {
    await expectToastLeavesControlsFree(page, (await newestEntry(page)).id);
    await screenshot(page, 'entry-page-toast-1280', { fullPage: false });
  });

  it('opens the entry from the crisis alert, whose lines can be tapped', async () => {
    const written = await page.request.post('/api/entries', { data: { content: CRISIS } });
    expect(written.status()).toBe(201);
    const { id } = (await written.json()) as { id: string };
    await page.goto('/');
    const alert = page.getByRole('alert').filter({ hasText: 'Immediate Support Needed' }).first();
    await alert.waitFor({ timeout: ANALYSIS_TIMEOUT_MS });
    const hrefs = await alert
      .locator('a[data-crisis-link]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs).toEqual(expect.arrayContaining(['tel:988', 'sms:988', 'https://findahelpline.com']));
    await alert.getByRole('link', { name: 'Read the guidance on your entry' }).click();
    await waitForPath(page, `/entries/${id}`);
    await page.getByRole('article', { name: 'Entry' }).getByText(CRISIS).waitFor();
    await page.getByText('Immediate Support Needed').first().waitFor();
  });

  it('on a phone: the writer fills the screen, and the entry page and calendar fit', async () => {
    const phone = await newContext(browser, { viewport: PHONE });
    await phone.addCookies(await context.cookies());
    const small = await phone.newPage();
    await small.goto('/');
    await small.getByRole('button', { name: 'New Journal Entry' }).click();
    const box = await writer(small).boundingBox();
    expect(box).not.toBeNull();
    expect(Math.round(box?.width ?? 0)).toBe(PHONE.width);
    expect(Math.round(box?.height ?? 0)).toBeGreaterThanOrEqual(PHONE.height - 1);
    await screenshot(small, 'writer-375', { fullPage: false });
    await writer(small).getByRole('button', { name: 'Cancel' }).click();

    const entry = await newestEntry(small);
    await small.goto(`/entries/${entry.id}`);
    await small.getByRole('article', { name: 'Entry' }).waitFor();
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(small, 'entry-page-375');
    await small.goto('/timeline');
    const today = small.locator(`button[data-date="${await browserDate(small)}"]`);
    await today.click();
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // A month a column, as in Daylio: each day a square big enough to tap.
    const square = await today.boundingBox();
    expect(square?.width ?? 0).toBeGreaterThanOrEqual(18);
    expect(square?.height ?? 0).toBeGreaterThanOrEqual(18);
    await screenshot(small, 'calendar-375');

    await expectToastLeavesControlsFree(small, entry.id);
    await screenshot(small, 'entry-page-toast-375', { fullPage: false });
    await phone.close();
  });
});

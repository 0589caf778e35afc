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
    await expect.poll(() => day.getAttribute('aria-label')).toMatch(new RegExp(`^${today}: 1 entry, Calm$`));
    await day.click();
    const list = page.getByTestId('calendar-day');
    await list.getByRole('link', { name: /Awake half the night worrying/ }).click();
    await page.waitForURL(/\/entries\/[0-9a-f-]{36}$/);
    await page.getByRole('article', { name: 'Entry' }).getByText(WORRIED).waitFor();
    await page.goto('/timeline');
    await page.locator(`button[data-date="${today}"]`).click();
    await screenshot(page, 'calendar-1280');
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
    await small.locator(`button[data-date="${await browserDate(small)}"]`).click();
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(small, 'calendar-375');
    await phone.close();
  });
});

import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';

const screenshotDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '../screenshots');

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 860 };

/** Debian's Chromium, headless; never a downloaded browser. */
export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(CHROMIUM);
}

export interface ContextOptions {
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  /** Another instance than the run's shared one (startInstance in global-setup.ts). */
  baseUrl?: string;
  /**
   * The app's service worker (the installable, offline shell). Off unless a test is about it: requests it answers
   * would pass by `page.route`, which other tests use to stand in for the server.
   */
  serviceWorkers?: 'allow' | 'block';
}

let contexts = 0;

/**
 * A browser context is one visitor: it comes from its own client address (the server trusts 127.0.0.1 as a proxy
 * and reads X-Forwarded-For), so the per-address limits (ten sign-ups an hour) count each visitor, as they would
 * count people on the internet, and the suite's many sign-ups do not exhaust one address's allowance.
 */
export async function newContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  contexts += 1;
  const context = await browser.newContext({
    baseURL: options.baseUrl ?? inject('baseUrl'),
    viewport: options.viewport ?? DESKTOP,
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: 'reduce',
    serviceWorkers: options.serviceWorkers ?? 'block',
    extraHTTPHeaders: {
      'x-forwarded-for': `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${contexts % 256}`,
    },
  });
  context.setDefaultTimeout(15_000);
  return context;
}

/** Fails the test on any uncaught page error or CSP violation, which a user would see as a broken screen. */
export function watchForPageErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy|Refused to/i.test(msg.text()))
      problems.push(msg.text());
  });
  return problems;
}

/** The whole page, or with `{ fullPage: false }` the window as it is scrolled (for one part of a long page). */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  mkdirSync(screenshotDir, { recursive: true });
  // Let transitions settle so the picture shows what a person sees.
  await page.waitForTimeout(350);
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage });
}

/** The one toast on screen (the app shows at most one). */
export function toast(page: Page): Locator {
  return page.locator('.mantine-Notification-root').last();
}

/** The save toast: "Saved — analysing…", which the spec's success text replaces when the analysis lands. */
export const SAVED_TOAST = /^(Saved — analysing…|Your journal entry has been analyzed and saved!)$/;

export async function expectToast(page: Page, title: string, message?: string | RegExp) {
  const current = toast(page);
  await current.getByText(title, { exact: true }).waitFor();
  if (message !== undefined)
    await current.getByText(message, typeof message === 'string' ? { exact: true } : {}).waitFor();
}

export function path(page: Page): string {
  return new URL(page.url()).pathname;
}

/** `timeout` in ms; without it the page's default navigation time-out. */
export async function waitForPath(page: Page, expected: string, timeout?: number) {
  await page.waitForURL((url) => url.pathname === expected, timeout === undefined ? {} : { timeout });
}

let counter = 0;
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`;
}

export interface NewAccount {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
}

/**
 * Signs up on the Sign Up tab of /auth as a visitor does, then waits for the welcome toast and the dashboard.
 * Returns the account, with a fresh e-mail unless one is given.
 */
export async function signUp(page: Page, account: NewAccount = {}): Promise<Required<NewAccount>> {
  const filled = {
    firstName: 'Alex',
    lastName: 'Tester',
    email: uniqueEmail('user'),
    password: 'quiet-harbour-7',
    ...account,
  };
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First name').fill(filled.firstName);
  await page.getByLabel('Last name').fill(filled.lastName);
  await page.getByLabel('Email', { exact: true }).fill(filled.email);
  await page.getByLabel('Password', { exact: true }).fill(filled.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Welcome to Innerweather!');
  await waitForPath(page, '/');
  return filled;
}

/** Whether two elements' boxes on screen share any pixel (a floating button covering content, say). */
export async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

/**
 * On a new account's dashboard: writes the first entry through the New Journal Entry dialog and waits until its
 * emotion shows on the Recent Entries card (the analysis is done and the page was told).
 */
export async function saveFirstEntryAndAwaitAnalysis(page: Page, text: string) {
  await page.getByRole('button', { name: 'Create your first entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Journal Entry' });
  await dialog.getByLabel('How are you feeling today?').fill(text);
  await dialog.getByRole('button', { name: 'Analyze & Save' }).click();
  await expectToast(page, 'Entry saved', SAVED_TOAST);
  await page
    .getByRole('region', { name: 'Recent Entries' })
    .getByRole('article')
    .first()
    .getByText(/^(Joy|Calm|Anxiety|Sadness|Anger)$/)
    .waitFor({ timeout: 30_000 });
}

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHROMIUM, PHONE, screenshot, signUp, watchForPageErrors } from '../src/browser.ts';

const DRAFT = 'Half-written thought about the long walk home, to finish later.';

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** Every URL the app's service worker keeps, across its caches. */
async function keptUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

describe('the installable app', () => {
  let profile: string;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    // A browser profile on disk, as a person's browser has: Chromium never offers an install in a private
    // (incognito) window, which every ordinary test context is.
    profile = await mkdtemp(join(tmpdir(), 'innerweather-profile-'));
    context = await chromium.launchPersistentContext(profile, {
      ...CHROMIUM,
      baseURL: inject('baseUrl'),
      viewport: PHONE,
      reducedMotion: 'reduce',
      serviceWorkers: 'allow',
      extraHTTPHeaders: { 'x-forwarded-for': '10.250.0.1' },
    });
    context.setDefaultTimeout(15_000);
    page = context.pages()[0] ?? (await context.newPage());
    problems = watchForPageErrors(page);
  });

  afterAll(async () => {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  });

  it('serves a web app manifest with a name, a theme colour and icons that exist', async () => {
    const response = await fetch(new URL('/manifest.webmanifest', inject('baseUrl')));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({ name: 'Innerweather', display: 'standalone', start_url: '/dashboard' });
    expect(manifest.theme_color).toBe('#4c5bd4');
    const sizes = manifest.icons.map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const file = await fetch(new URL(icon.src, inject('baseUrl')));
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get('content-type'), icon.src).toContain(icon.type);
    }
  });

  it('passes Chromium’s installability check once its service worker runs', async () => {
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The check Lighthouse's former installable-manifest audit ran (Lighthouse 12 dropped the PWA category): the
    // browser's own list of what stops an install. Empty means the install prompt can be offered.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
    const { url, errors } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(new URL(url).pathname).toBe('/manifest.webmanifest');
    expect(errors).toEqual([]);
  });

  it('opens offline with the draft kept on this device, and never keeps journal data', async () => {
    await signUp(page);
    await page.getByRole('button', { name: 'New Journal Entry' }).click();
    const writer = page.getByRole('dialog', { name: 'New Journal Entry' });
    await writer.getByLabel('How are you feeling today?').fill(DRAFT);
    // The app has been used signed in: whatever the worker keeps, none of it is the journal or the account.
    await page.reload();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'We can’t reach Innerweather right now' }).waitFor();
    const draft = page.getByLabel('Your draft');
    expect(await draft.inputValue()).toBe(DRAFT);
    // Writing on offline keeps the words for the writer when the server answers again.
    await draft.fill(`${DRAFT} Finished on the train.`);
    await screenshot(page, 'install-offline-draft');

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('button', { name: 'New Journal Entry' }).click();
    await writer.getByRole('button', { name: 'Restore draft' }).click();
    expect(await writer.getByLabel('How are you feeling today?').inputValue()).toBe(
      `${DRAFT} Finished on the train.`,
    );

    const kept = await keptUrls(page);
    expect(kept).toContain('/');
    expect(kept.some((path) => path.startsWith('/assets/'))).toBe(true);
    expect(kept.filter((path) => path.startsWith('/api') || path.startsWith('/trpc'))).toEqual([]);
    expect(problems).toEqual([]);
  });
});

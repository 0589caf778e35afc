import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { launchBrowser, newContext } from '../src/browser.ts';

const LANDING_BUDGET_GZIP_BYTES = 200 * 1000;

/** What a first-time visitor downloads: issue 4 keeps the landing page under 200 kB of gzipped JavaScript. */
describe('the landing page download', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('stays under 200 kB of gzipped JavaScript and loads no chart code', async () => {
    const page = await (await newContext(browser)).newPage();
    const scripts: string[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(new URL(res.url()).pathname);
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Start Free Today' }).first().waitFor();

    const webDist = inject('webDist');
    const files = scripts.filter((p) => p.endsWith('.js')).map((p) => readFileSync(join(webDist, p)));
    const gzipBytes = files.reduce((sum, code) => sum + gzipSync(code).length, 0);
    console.info(`landing page JavaScript: ${scripts.length} files, ${(gzipBytes / 1000).toFixed(1)} kB gzipped`);

    expect(gzipBytes).toBeLessThan(LANDING_BUDGET_GZIP_BYTES);
    // Recharts marks its DOM with "recharts-" classes: no landing script may carry chart code.
    expect(files.filter((code) => code.includes('recharts-')).length).toBe(0);
  });
});

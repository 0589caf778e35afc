import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

/** A web build as apps/web's `vite build` leaves it: hashed assets with .br and .gz copies beside them. */
const INDEX_HTML =
  '<!doctype html><html><head><title>Innerweather</title></head><body><div id="root"></div></body></html>';
/** The page the web build writes for a member's dashboard: index.html announcing the dashboard's code. */
const SIGNED_IN_HTML =
  '<!doctype html><html><head><title>Innerweather</title><link rel="modulepreload" crossorigin href="/assets/dashboard-page-Ef56Gh78.js"></head><body><div id="root"></div></body></html>';
const SCRIPT = `export const words = ${JSON.stringify('calm and quiet '.repeat(400))};\n`;

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'iw-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(join(webDist, 'index.signed-in.html'), SIGNED_IN_HTML);
  writeFileSync(join(webDist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  const script = join(webDist, 'assets', 'index-Ab12Cd34.js');
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  t = await createTestApp({ env: { WEB_DIST_DIR: webDist } });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the web build over HTTP', () => {
  it('sends a hashed asset brotli-compressed, kept for a year', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client without brotli, and the file as it is to one that asks for neither', async () => {
    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the app page on any other path with no-cache, so a new build is picked up at once', async () => {
    for (const url of ['/', '/timeline', '/entries?page=2']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX_HTML);
    }
  });

  it('announces the dashboard’s code to a request for the dashboard with a session cookie, only then', async () => {
    for (const url of ['/', '/dashboard']) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { cookie: 'theme=dark; iw_session=abc123' },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary, url).toBe('cookie');
      expect(res.body, url).toBe(SIGNED_IN_HTML);
    }
    // Another page, no cookie, or the empty cookie a sign-out leaves: the visitor's page.
    for (const [url, cookie] of [
      ['/timeline', 'iw_session=abc123'],
      ['/', undefined],
      ['/', 'iw_session='],
      ['/', 'not_iw_session=abc123'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect(res.body, `${url} ${cookie}`).toBe(INDEX_HTML);
      // The dashboard's paths vary with the cookie, so a shared cache must key them on it; other pages do not.
      expect(res.headers.vary, `${url} ${cookie}`).toBe(url === '/' ? 'cookie' : undefined);
    }
  });

  it('serves robots.txt as text that is checked again each time, not the app page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('User-agent: *');
  });

  it('answers a missing asset with 404 rather than the app page', async () => {
    // An old tab asking for the chunk of a build that has since been replaced must fail plainly, not parse HTML.
    const res = await t.app.inject({ method: 'GET', url: '/assets/dashboard-Old00000.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });
});

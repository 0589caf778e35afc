/*
 * Innerweather's service worker: it keeps the app's shell (the page, its scripts, styles, fonts and icons) so the
 * app opens without a connection, and the writer can still show the draft kept in this browser. It never stores
 * what the server says about the journal: /api and /trpc answers always go to the network and are never cached.
 */
const SHELL = 'innerweather-shell-v1';
const ASSETS = 'innerweather-assets-v1';
/** Hashed build files are kept by URL; older builds' files are dropped beyond this many. */
const MAX_ASSETS = 120;
const SHELL_FILES = [
  '/',
  '/favicon.svg',
  '/color-scheme.js',
  '/manifest.webmanifest',
  '/icon-192.png',
  '/icon-512.png',
];

const isJournalData = (url) => url.pathname.startsWith('/api') || url.pathname.startsWith('/trpc');

/** The scripts and styles the page loads first, read from the page itself, so a build needs no list. */
async function shellAssets(response) {
  const html = await response.clone().text();
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
}

async function trimAssets() {
  const cache = await caches.open(ASSETS);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)));
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL);
      await shell.addAll(SHELL_FILES);
      const page = await shell.match('/');
      if (page) await (await caches.open(ASSETS)).addAll(await shellAssets(page));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name !== SHELL && name !== ASSETS).map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isJournalData(url)) return;

  if (request.mode === 'navigate') {
    // The page first from the network (a new build shows at once), the kept shell when offline.
    event.respondWith(
      (async () => {
        try {
          const response = await fetch(request);
          if (response.ok) {
            const shell = await caches.open(SHELL);
            await shell.put('/', response.clone());
          }
          return response;
        } catch {
          return (await caches.match('/')) ?? Response.error();
        }
      })(),
    );
    return;
  }

  if (url.pathname.startsWith('/assets/')) {
    // Hashed file names never change content: the kept copy is always right.
    event.respondWith(
      (async () => {
        const kept = await caches.match(request);
        if (kept) return kept;
        const response = await fetch(request);
        if (response.ok) {
          const cache = await caches.open(ASSETS);
          await cache.put(request, response.clone());
          event.waitUntil(trimAssets());
        }
        return response;
      })(),
    );
    return;
  }

  if (SHELL_FILES.includes(url.pathname)) {
    event.respondWith(
      (async () => {
        try {
          return await fetch(request);
        } catch {
          return (await caches.match(url.pathname)) ?? Response.error();
        }
      })(),
    );
  }
});

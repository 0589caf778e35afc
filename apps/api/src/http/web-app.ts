import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { SESSION_COOKIE_NAME } from '@innerweather/auth/lucia';
import type { FastifyInstance } from 'fastify';

/** Vite names every build asset after its content's hash: a file under /assets/ never changes. */
const HASHED_ASSETS = '/assets/';
/** The signed-in dashboard's paths (apps/web/src/routes.tsx), and a non-empty session cookie. */
const DASHBOARD_PATHS = new Set(['/', '/dashboard']);
const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE_NAME}=[^;\\s]`);

/**
 * The built web app (apps/web/dist): its files, and its page for every other GET that is not an API call, so the
 * app's own routes load on a reload. Without a build, such a GET says how to make one.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const indexFile = join(webDist, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each file (apps/web/vite-precompress.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        // Hashed assets are kept for a year; anything else (favicon, robots.txt) is checked each time.
        reply.header(
          'cache-control',
          path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const indexHtml = hasWeb ? readFileSync(indexFile, 'utf8') : null;
  // The same page announcing the dashboard's code (apps/web/vite-signed-in-html.ts), for a member opening it.
  const signedInFile = join(webDist, 'index.signed-in.html');
  const signedInHtml = hasWeb && existsSync(signedInFile) ? readFileSync(signedInFile, 'utf8') : indexHtml;

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (
      path.startsWith('/api') ||
      path.startsWith('/trpc') ||
      path.startsWith(HASHED_ASSETS) ||
      // HEAD answers like GET (monitors and link checkers ask HEAD /); Node sends no body with it.
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply
        .code(404)
        .send({ message: `No route for ${request.method} ${path}`, code: 'NOT_FOUND', issues: [] });
    }
    if (!indexHtml)
      return reply.code(404).type('text/plain').send('The web app is not built: run `pnpm build`.');
    // A session cookie is only a hint here (the app asks who is signed in): a stale one costs a few downloads. The
    // two pages differ in those hints alone, never in anything of the member's; `Vary: Cookie` keeps a shared cache
    // (a reverse proxy, a CDN) from giving one visitor's variant to another.
    const cookieChosen = DASHBOARD_PATHS.has(path);
    const member = cookieChosen && SESSION_COOKIE.test(request.headers.cookie ?? '');
    if (cookieChosen) void reply.header('vary', 'cookie');
    return reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(member ? signedInHtml : indexHtml);
  });
}

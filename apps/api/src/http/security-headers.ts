import type { FastifyReply, FastifyRequest } from 'fastify';

const APP_CSP = [
  "default-src 'self'",
  // The YouTube player's own API script (react-player drives YouTube embeds through it).
  "script-src 'self' https://www.youtube.com",
  // Mantine writes CSS variables into style attributes.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  'frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com',
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** Swagger UI's page: its scripts and styles are files of its own (no inline script), the document is fetched. */
const DOCS_CSP = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** A played video is shown, never run: a file that is really HTML or SVG gets no script, no origin, no forms. */
export const VIDEO_CSP = "default-src 'none'; media-src 'self'; sandbox";

/**
 * The headers of every answer. HSTS only when the instance is served over https (APP_URL): over plain http a
 * browser ignores it, and on localhost it would pin https for every other local server.
 */
export const securityHeaders = (appUrl: URL) => {
  // The same for every answer, so written once here: the hook only copies them.
  const always: Array<readonly [string, string]> = [
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    // Reset links carry a token in the query: never leak it through the Referer.
    ['referrer-policy', 'no-referrer'],
    ['cross-origin-opener-policy', 'same-origin'],
    ['permissions-policy', 'camera=(), microphone=(), geolocation=()'],
  ];
  const strictTransport = appUrl.protocol === 'https:' ? 'max-age=31536000; includeSubDomains' : undefined;
  return function securityHeadersHook(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (err: null, payload: unknown) => void,
  ) {
    const { url } = request;
    for (const [name, value] of always) reply.header(name, value);
    // A route with a policy of its own (video playback) keeps it.
    if (!reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', url.startsWith('/api/docs') ? DOCS_CSP : APP_CSP);
    if (strictTransport) reply.header('strict-transport-security', strictTransport);
    if (url.startsWith('/api') || url.startsWith('/trpc')) reply.header('cache-control', 'no-store');
    done(null, payload);
  };
};

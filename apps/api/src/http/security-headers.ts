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

export function securityHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (err: null, payload: unknown) => void,
) {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('x-frame-options', 'DENY');
  // Reset links carry a token in the query: never leak it through the Referer.
  reply.header('referrer-policy', 'no-referrer');
  reply.header('cross-origin-opener-policy', 'same-origin');
  reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
  if (!request.url.startsWith('/api/docs')) reply.header('content-security-policy', APP_CSP);
  if (request.url.startsWith('/api') || request.url.startsWith('/trpc'))
    reply.header('cache-control', 'no-store');
  done(null, payload);
}

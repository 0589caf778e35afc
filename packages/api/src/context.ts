import type { Auth } from '@innerweather/auth/lucia';
import { SESSION_COOKIE_RENEWAL_WINDOW_MS, SESSION_IDLE_MS } from '@innerweather/auth/session-lifetimes';
import type { Services } from '@innerweather/core/services';
import type { Session, User } from 'lucia';

/** What every procedure sees. Adapters (tRPC over HTTP, REST) build it per request. */
export interface Context {
  services: Services;
  auth: Auth;
  session: Session | null;
  user: User | null;
  /** Client address, for rate limits. */
  clientKey: string;
  /** The known-device cookie (iw_device): this browser signed in to that account before. */
  deviceToken: string | null;
  /** Adds a Set-Cookie header to the response. */
  setCookie: (serialized: string) => void;
  /** The request's Idempotency-Key header, when it has one (POST /api/entries). */
  idempotencyKey: string | null;
  /** The User-Agent header: a new session is listed in Settings by its browser and system. */
  userAgent: string | null;
  /** The request's id (X-Request-Id): the jobs it dispatches carry it, so their log lines name the request. */
  requestId?: string | undefined;
  /** Set by the REST adapter, which sends a procedure's JsonText answer as it is (json-text.ts). */
  sendsJsonText?: boolean;
}

export interface CreateContextOptions {
  services: Services;
  auth: Auth;
  cookieHeader: string | undefined;
  clientKey: string;
  setCookie: (serialized: string) => void;
  idempotencyKey?: string | undefined;
  userAgent?: string | undefined;
  requestId?: string | undefined;
}

export async function createContext(opts: CreateContextOptions): Promise<Context> {
  const { auth } = opts;
  const sessionId = auth.readSessionCookie(opts.cookieHeader ?? '');
  let session: Session | null = null;
  let user: User | null = null;
  if (sessionId) {
    const result = await auth.validateSession(sessionId);
    session = result.session;
    user = result.user;
    // A session whose idle clock was just restarted (kysely-adapter.ts) gets its cookie again, for 30 more days;
    // a stale cookie is cleared.
    const touched =
      session &&
      session.expiresAt.getTime() > Date.now() + SESSION_IDLE_MS - SESSION_COOKIE_RENEWAL_WINDOW_MS;
    if (session && (session.fresh || touched))
      opts.setCookie(auth.createSessionCookie(session.id).serialize());
    if (!session) opts.setCookie(auth.createBlankSessionCookie().serialize());
  }
  return {
    services: opts.services,
    auth,
    session,
    user,
    clientKey: opts.clientKey,
    deviceToken: readCookie(opts.cookieHeader, DEVICE_COOKIE_NAME),
    setCookie: opts.setCookie,
    idempotencyKey: opts.idempotencyKey ?? null,
    userAgent: opts.userAgent ?? null,
    requestId: opts.requestId,
  };
}

export const DEVICE_COOKIE_NAME = 'iw_device';
const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

function readCookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || null;
  }
  return null;
}

/**
 * The known-device cookie set at each sign-in: it is not a credential (it opens nothing), it only spares this
 * browser the account's sign-in slow-down. HttpOnly, and Secure with an https APP_URL like the session's.
 */
export function deviceCookie(ctx: Pick<Context, 'auth'>, token: string): string {
  const secure = ctx.auth.createBlankSessionCookie().attributes.secure ? '; Secure' : '';
  return `${DEVICE_COOKIE_NAME}=${token}; Path=/; Max-Age=${DEVICE_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}`;
}

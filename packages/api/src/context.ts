import type { Auth } from '@innerweather/auth/lucia';
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
  /** Adds a Set-Cookie header to the response. */
  setCookie: (serialized: string) => void;
  /** The request's Idempotency-Key header, when it has one (POST /api/entries). */
  idempotencyKey: string | null;
}

export interface CreateContextOptions {
  services: Services;
  auth: Auth;
  cookieHeader: string | undefined;
  clientKey: string;
  setCookie: (serialized: string) => void;
  idempotencyKey?: string | undefined;
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
    // lucia extends a session past half its life; a stale cookie is cleared.
    if (session?.fresh) opts.setCookie(auth.createSessionCookie(session.id).serialize());
    if (!session) opts.setCookie(auth.createBlankSessionCookie().serialize());
  }
  return {
    services: opts.services,
    auth,
    session,
    user,
    clientKey: opts.clientKey,
    setCookie: opts.setCookie,
    idempotencyKey: opts.idempotencyKey ?? null,
  };
}

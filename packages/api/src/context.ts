import type { Auth } from '@innerweather/auth/lucia';
import type { SessionValidator } from '@innerweather/auth/session-cache';
import type { Services } from '@innerweather/core/services';
import type { Session, User } from 'lucia';
import type { ReadCache } from './read-cache.ts';

/** What every procedure sees. Adapters (tRPC over HTTP, REST) build it per request. */
export interface Context {
  services: Services;
  auth: Auth;
  sessions: SessionValidator;
  /** Kept answers to journal reads; mutations forget the signed-in user's (trpc.ts). */
  readCache: ReadCache;
  session: Session | null;
  user: User | null;
  /** Client address, for rate limits. */
  clientKey: string;
  /** Adds a Set-Cookie header to the response. */
  setCookie: (serialized: string) => void;
}

export interface CreateContextOptions {
  services: Services;
  auth: Auth;
  sessions: SessionValidator;
  readCache: ReadCache;
  cookieHeader: string | undefined;
  clientKey: string;
  setCookie: (serialized: string) => void;
}

export async function createContext(opts: CreateContextOptions): Promise<Context> {
  const { auth } = opts;
  const sessionId = auth.readSessionCookie(opts.cookieHeader ?? '');
  let session: Session | null = null;
  let user: User | null = null;
  if (sessionId) {
    const result = await opts.sessions.validate(sessionId);
    session = result.session;
    user = result.user;
    // lucia extends a session past half its life; a stale cookie is cleared.
    if (session?.fresh) opts.setCookie(auth.createSessionCookie(session.id).serialize());
    if (!session) opts.setCookie(auth.createBlankSessionCookie().serialize());
  }
  return {
    services: opts.services,
    auth,
    sessions: opts.sessions,
    readCache: opts.readCache,
    session,
    user,
    clientKey: opts.clientKey,
    setCookie: opts.setCookie,
  };
}

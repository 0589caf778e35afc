import type { Db } from '@innerweather/db/client';
import type { PublicUserRow } from '@innerweather/db/user-columns';
import { Lucia, TimeSpan } from 'lucia';
import { createKyselyAdapter } from './kysely-adapter.ts';
import { SESSION_IDLE_MS } from './session-lifetimes.ts';

export const SESSION_COOKIE_NAME = 'iw_session';

/** The signed-in user each request carries: the public columns of their row (lucia keeps the id apart). */
export type SessionUserAttributes = Omit<PublicUserRow, 'id'>;

export function createLucia(db: Db, { secureCookies }: { secureCookies: boolean }) {
  return new Lucia(createKyselyAdapter(db), {
    sessionExpiresIn: new TimeSpan(SESSION_IDLE_MS / 1000, 's'),
    sessionCookie: {
      name: SESSION_COOKIE_NAME,
      expires: true,
      attributes: { secure: secureCookies, sameSite: 'lax', path: '/' },
    },
    getUserAttributes: (attributes) => attributes,
  });
}

export type Auth = ReturnType<typeof createLucia>;

declare module 'lucia' {
  interface Register {
    Lucia: Auth;
    DatabaseUserAttributes: SessionUserAttributes;
    /** The browser's User-Agent at sign-in, for Settings' list of signed-in devices. */
    DatabaseSessionAttributes: { userAgent: string | null };
  }
}

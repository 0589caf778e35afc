import type { Session, User } from 'lucia';
import type { Auth } from './lucia.ts';

export interface SessionValidator {
  validate: (sessionId: string) => Promise<{ session: Session | null; user: User | null }>;
  /** Forget a session at once (sign-out in this process). */
  forget: (sessionId: string) => void;
  /** Forget every session of a user (password reset, role change in this process). */
  forgetUser: (userId: string) => void;
}

/**
 * Every signed-in request would otherwise pay a database round trip to read its session. A valid session is kept
 * for a few seconds; sign-out and password reset in this process forget it at once, and other API processes see
 * them within `ttlMs`. Unknown session ids are never cached, so a fresh sign-in is seen at once everywhere.
 */
export function createCachedSessionValidator(
  auth: Auth,
  { ttlMs = 5_000, maxSessions = 10_000, now = Date.now }: { ttlMs?: number; maxSessions?: number; now?: () => number } = {},
): SessionValidator {
  const cache = new Map<string, { session: Session; user: User; until: number }>();
  return {
    async validate(sessionId) {
      const hit = cache.get(sessionId);
      const t = now();
      if (hit && hit.until > t && hit.session.expiresAt.getTime() > t) {
        return { session: { ...hit.session, fresh: false }, user: hit.user };
      }
      cache.delete(sessionId);
      const result = await auth.validateSession(sessionId);
      if (result.session && result.user) {
        if (cache.size >= maxSessions) cache.delete(cache.keys().next().value!);
        cache.set(sessionId, { session: result.session, user: result.user, until: t + ttlMs });
      }
      return result;
    },
    forget(sessionId) {
      cache.delete(sessionId);
    },
    forgetUser(userId) {
      for (const [id, entry] of cache) if (entry.user.id === userId) cache.delete(id);
    },
  };
}

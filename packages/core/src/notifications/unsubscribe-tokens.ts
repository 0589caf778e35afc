import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NotificationKind } from '@innerweather/db/schema';
import type { Encryptor } from '../shared/encryption.ts';
import { isUuid } from '../shared/ids.ts';

export const NOTIFICATION_KINDS: readonly NotificationKind[] = [
  'daily_reminder',
  'weekly_summary',
  'mood_pattern',
];

const PURPOSE = 'unsubscribe-v1';

function mac(key: Buffer, userId: string, kind: NotificationKind): Buffer {
  return createHmac('sha256', key).update(`${PURPOSE}\n${userId}\n${kind}`).digest();
}

/**
 * One-click unsubscribe links: `<userId>.<kind>.<HMAC>`, signed with a key derived from the journal key. They do
 * not expire (an old e-mail's link must still work) and can do one thing only: turn that one kind off.
 */
export function createUnsubscribeTokens(encryptor: Encryptor) {
  const keys = encryptor.signingKeys(PURPOSE);
  return {
    sign(userId: string, kind: NotificationKind): string {
      return `${userId}.${kind}.${mac(keys[0]!, userId, kind).toString('base64url')}`;
    },
    /** The user and kind a token names, or null when it was not signed here (tampered, truncated, made up). */
    verify(token: string): { userId: string; kind: NotificationKind } | null {
      const [userId, kind, signature, ...rest] = token.split('.');
      if (rest.length > 0 || !userId || !kind || !signature || !isUuid(userId)) return null;
      if (!NOTIFICATION_KINDS.includes(kind as NotificationKind)) return null;
      // Compared as text: decoding base64url would ignore trailing characters, and a token is exactly what was sent.
      const given = Buffer.from(signature);
      const ok = keys.some((key) => {
        const expected = Buffer.from(mac(key, userId, kind as NotificationKind).toString('base64url'));
        return given.length === expected.length && timingSafeEqual(given, expected);
      });
      return ok ? { userId, kind: kind as NotificationKind } : null;
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;

import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createEncryptor, DecryptionError } from './encryption.ts';

describe('journal encryption', () => {
  it('round-trips text without storing it in the clear', () => {
    const enc = createEncryptor({ currentKeyId: 'k1', keys: { k1: randomBytes(32) } });
    const stored = enc.encrypt('Today I felt calm by the sea.');
    expect(stored).not.toContain('calm');
    expect(stored.startsWith('v1.k1.')).toBe(true);
    expect(enc.decrypt(stored)).toBe('Today I felt calm by the sea.');
  });

  it('never seals two values with the same IV, however many it seals', () => {
    const enc = createEncryptor({ currentKeyId: 'k1', keys: { k1: randomBytes(32) } });
    const userId = '00000000-0000-4000-8000-000000000001';
    // Past several refills of the random bytes the IVs are drawn from.
    const sealed = Array.from({ length: 2000 }, () => enc.seal(userId, 'the same words every day'));
    const ivs = sealed.map((value) => value.split('.')[2]);
    expect(new Set(ivs).size).toBe(sealed.length);
    expect(ivs.every((iv) => Buffer.from(iv ?? '', 'base64url').length === 12)).toBe(true);
    expect(sealed.every((value) => enc.decrypt(value) === 'the same words every day')).toBe(true);
  });

  it('opens values written with an older key after rotation', () => {
    const k1 = randomBytes(32);
    const old = createEncryptor({ currentKeyId: 'k1', keys: { k1 } }).encrypt('old entry');
    const rotated = createEncryptor({ currentKeyId: 'k2', keys: { k1, k2: randomBytes(32) } });
    expect(rotated.decrypt(old)).toBe('old entry');
    expect(rotated.encrypt('new').startsWith('v1.k2.')).toBe(true);
  });

  it('refuses a tampered value', () => {
    const enc = createEncryptor({ currentKeyId: 'k1', keys: { k1: randomBytes(32) } });
    const parts = enc.encrypt('secret').split('.');
    parts[4] = Buffer.from('tampered').toString('base64url');
    expect(() => enc.decrypt(parts.join('.'))).toThrow(DecryptionError);
  });

  it('refuses a value whose tag was cut short', () => {
    const enc = createEncryptor({ currentKeyId: 'k1', keys: { k1: randomBytes(32) } });
    const userId = '0b6c7c8e-1111-4222-8333-444455556666';
    for (const stored of [enc.encrypt('secret'), enc.seal(userId, 'secret')]) {
      const parts = stored.split('.');
      // GCM checks a 4-byte tag as readily as a full one, unless told the length: the first 4 bytes are still valid.
      parts[3] = Buffer.from(parts[3]!, 'base64url').subarray(0, 4).toString('base64url');
      expect(() => enc.decrypt(parts.join('.'))).toThrow(DecryptionError);
      expect(enc.decrypt(stored)).toBe('secret');
    }
  });
});

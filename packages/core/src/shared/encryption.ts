import {
  createCipheriv,
  createDecipheriv,
  createSecretKey,
  hkdfSync,
  type KeyObject,
  randomBytes,
} from 'node:crypto';

/**
 * AES-256-GCM for journal text at rest. A stored value reads `v1.<keyId>.<iv>.<tag>.<ciphertext>` (base64url),
 * so keys can rotate: new values use the current key, old ones still open with the key named in them.
 */
export interface Encryptor {
  encrypt: (plain: string) => string;
  decrypt: (stored: string) => string;
  encryptJson: (value: unknown) => string;
  decryptJson: <T>(stored: string) => T;
  /** A separate 32-byte key for one purpose (signing video links), derived from the current key with HKDF. */
  deriveKey: (purpose: string) => Buffer;
  /**
   * Keys for signing (HMAC), derived from the journal keys for one `purpose` so the journal key itself never signs
   * anything: the current key's first, then the older ones', so signatures made before a rotation still verify.
   */
  signingKeys: (purpose: string) => Buffer[];
}

export interface EncryptionKeys {
  currentKeyId: string;
  keys: Record<string, Buffer>;
}

export class DecryptionError extends Error {
  constructor(reason: string) {
    super(`Cannot decrypt stored value: ${reason}`);
    this.name = 'DecryptionError';
  }
}

export function parseKey(base64: string): Buffer {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== 32) throw new Error('ENCRYPTION_KEY must be 32 bytes, base64-encoded');
  return key;
}

export function createEncryptor({ currentKeyId, keys }: EncryptionKeys): Encryptor {
  const current = keys[currentKeyId];
  if (!current) throw new Error(`Encryption key "${currentKeyId}" is not configured`);
  if (currentKeyId.includes('.')) throw new Error('An encryption key id cannot contain "."');

  // Key objects made once: given raw bytes, every cipher imported the key again (a tenth of a page of entries' time).
  const keyObjects = new Map<string, KeyObject>(
    Object.entries(keys).map(([id, key]) => [id, createSecretKey(key)]),
  );
  const currentKey = keyObjects.get(currentKeyId)!;

  const encrypt = (plain: string) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', currentKey, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [
      'v1',
      currentKeyId,
      iv.toString('base64url'),
      tag.toString('base64url'),
      data.toString('base64url'),
    ].join('.');
  };

  const decrypt = (stored: string) => {
    const [version, keyId, iv, tag, data] = stored.split('.');
    if (version !== 'v1' || !keyId || !iv || !tag || data === undefined)
      throw new DecryptionError('unknown format');
    const key = keyObjects.get(keyId);
    if (!key) throw new DecryptionError(`key "${keyId}" is not configured`);
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      throw new DecryptionError('authentication failed');
    }
  };

  return {
    encrypt,
    decrypt,
    encryptJson: (value) => encrypt(JSON.stringify(value)),
    decryptJson: <T>(stored: string) => JSON.parse(decrypt(stored)) as T,
    deriveKey: (purpose) =>
      Buffer.from(hkdfSync('sha256', current, Buffer.alloc(0), `innerweather:${purpose}`, 32)),
    signingKeys: (purpose) =>
      [currentKeyId, ...Object.keys(keys).filter((id) => id !== currentKeyId)].map((id) =>
        Buffer.from(hkdfSync('sha256', keys[id]!, Buffer.alloc(0), `innerweather:${purpose}`, 32)),
      ),
  };
}

/** A throw-away key for tests and benchmarks. */
export function createEphemeralEncryptor(): Encryptor {
  return createEncryptor({ currentKeyId: 'k1', keys: { k1: randomBytes(32) } });
}

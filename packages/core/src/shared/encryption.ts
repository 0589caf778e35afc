import {
  createCipheriv,
  createDecipheriv,
  createSecretKey,
  hkdfSync,
  type KeyObject,
  randomBytes,
  randomFillSync,
} from 'node:crypto';
import { createMemoryKeyStore, createUserKeys, type UserKeyStore } from './data-keys.ts';

/**
 * AES-256-GCM at rest. A journal value is sealed under its user's own data key (`v2.<userId>.<iv>.<tag>.<data>`,
 * base64url), that key being wrapped by ENCRYPTION_KEY and kept outside the database (data-keys.ts): deleting the
 * account destroys it, and every copy of the user's values, backups included, can no longer be opened. Values that
 * are not a user's (the mail outbox) and values written before per-user keys read `v1.<keyId>.<iv>.<tag>.<data>`
 * under ENCRYPTION_KEY itself; both open, so keys can rotate (`pnpm rotate-key` moves the old ones over).
 */
export interface Encryptor {
  /** Under ENCRYPTION_KEY: for what belongs to no user (mail). Journal values use `seal`. */
  encrypt: (plain: string) => string;
  encryptJson: (value: unknown) => string;
  /** Under the user's data key. */
  seal: (userId: string, plain: string) => string;
  sealJson: (userId: string, value: unknown) => string;
  /** Opens either kind; a value of a deleted account throws DecryptionError. */
  decrypt: (stored: string) => string;
  decryptJson: <T>(stored: string) => T;
  /** Shreds the user's journal: their data key is destroyed. */
  destroyUserKey: (userId: string) => void;
  /** True for a value still under ENCRYPTION_KEY itself (written before per-user keys). */
  isLegacy: (stored: string) => boolean;
  /** The ENCRYPTION_KEY new values and wrapped keys use; with the users' keys, for `pnpm rotate-key`. */
  currentKeyId: string;
  userKeys: ReturnType<typeof createUserKeys>;
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

/**
 * A value sealed under a user's data key when that key is not in KEYS_DIR: the account was deleted after the backup
 * this database came from (README "Back up and restore"), or KEYS_DIR is not the folder the keys were written to.
 */
export class DataKeyGoneError extends DecryptionError {
  constructor() {
    super('the data key of this account is gone');
    this.name = 'DataKeyGoneError';
  }
}

export function parseKey(base64: string): Buffer {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== 32) throw new Error('ENCRYPTION_KEY must be 32 bytes, base64-encoded');
  return key;
}

/**
 * GCM's 96-bit IVs, drawn from random bytes fetched 4 KiB at a time (as Node draws randomUUID's): randomBytes(12)
 * cost a save 1.7 µs alone, more under load. Each IV is still twelve fresh bytes of the CSPRNG, used once; an IV is
 * no secret (it is stored beside the value), it must only never repeat.
 */
const IV_LENGTH = 12;
const ivPool = Buffer.alloc(4096);
let ivAt = ivPool.length;
function freshIv(): Buffer {
  if (ivAt + IV_LENGTH > ivPool.length) {
    randomFillSync(ivPool);
    ivAt = 0;
  }
  // Read at once by the caller (createCipheriv copies it), before the pool can be refilled.
  const iv = ivPool.subarray(ivAt, ivAt + IV_LENGTH);
  ivAt += IV_LENGTH;
  return iv;
}

function sealWith(key: KeyObject, version: string, keyId: string, plain: string): string {
  const iv = freshIv();
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [
    version,
    keyId,
    iv.toString('base64url'),
    tag.toString('base64url'),
    data.toString('base64url'),
  ].join('.');
}

/** Every value is sealed with GCM's full 16-byte tag (getAuthTag's default); a shorter tag is refused. */
const TAG_LENGTH = { authTagLength: 16 } as const;

function openWith(key: KeyObject, iv: string, tag: string, data: string): string {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), TAG_LENGTH);
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const plain = decipher.update(Buffer.from(data, 'base64url'));
    // GCM writes nothing at the end (no copy through Buffer.concat): final() only checks the tag, and throws.
    decipher.final();
    return plain.toString('utf8');
  } catch {
    throw new DecryptionError('authentication failed');
  }
}

export function createEncryptor(
  { currentKeyId, keys }: EncryptionKeys,
  { keyStore = createMemoryKeyStore() }: { keyStore?: UserKeyStore } = {},
): Encryptor {
  const current = keys[currentKeyId];
  if (!current) throw new Error(`Encryption key "${currentKeyId}" is not configured`);
  if (currentKeyId.includes('.')) throw new Error('An encryption key id cannot contain "."');

  // Key objects made once: given raw bytes, every cipher imported the key again (a tenth of a page of entries' time).
  const keyObjects = new Map<string, KeyObject>(
    Object.entries(keys).map(([id, key]) => [id, createSecretKey(key)]),
  );
  const currentKey = keyObjects.get(currentKeyId)!;

  const encrypt = (plain: string) => sealWith(currentKey, 'v1', currentKeyId, plain);
  const decryptLegacy = (stored: string) => {
    const [version, keyId, iv, tag, data] = stored.split('.');
    if (version !== 'v1' || !keyId || !iv || !tag || data === undefined)
      throw new DecryptionError('unknown format');
    const key = keyObjects.get(keyId);
    if (!key) throw new DecryptionError(`key "${keyId}" is not configured`);
    return openWith(key, iv, tag, data);
  };
  const userKeys = createUserKeys({ currentKeyId, encrypt, decrypt: decryptLegacy }, keyStore);

  const seal = (userId: string, plain: string) => sealWith(userKeys.obtain(userId), 'v2', userId, plain);
  const decrypt = (stored: string) => {
    if (!stored.startsWith('v2.')) return decryptLegacy(stored);
    const [, userId, iv, tag, data] = stored.split('.');
    if (!userId || !iv || !tag || data === undefined) throw new DecryptionError('unknown format');
    const key = userKeys.find(userId);
    if (!key) throw new DataKeyGoneError();
    return openWith(key, iv, tag, data);
  };

  return {
    encrypt,
    encryptJson: (value) => encrypt(JSON.stringify(value)),
    seal,
    sealJson: (userId, value) => seal(userId, JSON.stringify(value)),
    decrypt,
    decryptJson: <T>(stored: string) => JSON.parse(decrypt(stored)) as T,
    destroyUserKey: (userId) => userKeys.destroy(userId),
    isLegacy: (stored) => stored.startsWith('v1.'),
    currentKeyId,
    userKeys,
    deriveKey: (purpose) =>
      Buffer.from(hkdfSync('sha256', current, Buffer.alloc(0), `innerweather:${purpose}`, 32)),
    signingKeys: (purpose) =>
      [currentKeyId, ...Object.keys(keys).filter((id) => id !== currentKeyId)].map((id) =>
        Buffer.from(hkdfSync('sha256', keys[id]!, Buffer.alloc(0), `innerweather:${purpose}`, 32)),
      ),
  };
}

/** A throw-away key (and key store) for tests and benchmarks. */
export function createEphemeralEncryptor(): Encryptor {
  return createEncryptor({ currentKeyId: 'k1', keys: { k1: randomBytes(32) } });
}

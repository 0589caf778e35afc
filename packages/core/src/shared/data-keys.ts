import { createSecretKey, type KeyObject, randomBytes } from 'node:crypto';
import { isUuid } from './ids.ts';

/**
 * Where each user's data key is kept, wrapped (sealed) by ENCRYPTION_KEY: outside the database, so that a dump of
 * the database never holds it and destroying it shreds every copy of the user's journal (runtime: one file per user
 * under KEYS_DIR). The calls are synchronous: a key is read once per process and user, then served from memory.
 */
export interface UserKeyStore {
  /** The wrapped key of the user, or null when they have none (never had one, or it was destroyed). */
  read: (userId: string) => string | null;
  /**
   * Stores a new wrapped key unless the user already has one, and returns the one that is kept: when two processes
   * make a key for the same user at once, both go on with the first one written.
   */
  create: (userId: string, wrapped: string) => string;
  /** Replaces the wrapped key atomically (rotation: the same data key, wrapped under another ENCRYPTION_KEY). */
  replace: (userId: string, wrapped: string) => void;
  /** Destroys the user's key; values sealed under it can never be opened again. */
  destroy: (userId: string) => void;
  /** The users that have a key. */
  list: () => string[];
}

/** For tests and benchmarks: a key store that lives as long as the process. */
export function createMemoryKeyStore(): UserKeyStore {
  const keys = new Map<string, string>();
  return {
    read: (userId) => keys.get(userId) ?? null,
    create: (userId, wrapped) => {
      const held = keys.get(userId) ?? wrapped;
      keys.set(userId, held);
      return held;
    },
    replace: (userId, wrapped) => void keys.set(userId, wrapped),
    destroy: (userId) => void keys.delete(userId),
    list: () => [...keys.keys()],
  };
}

/** The journal key (ENCRYPTION_KEY and its older keys) as the user keys see it: it wraps and unwraps them. */
interface Wrapper {
  currentKeyId: string;
  encrypt: (plain: string) => string;
  decrypt: (stored: string) => string;
}

/** The key id part of a wrapped key (`v1.<keyId>.…`): which ENCRYPTION_KEY wraps it. */
const wrappingKeyId = (wrapped: string) => wrapped.split('.')[1];

/**
 * Users' data keys: made on the first value sealed for a user, unwrapped once per process and kept in memory (every
 * read path is served from there), destroyed with the account.
 */
export function createUserKeys(wrapper: Wrapper, store: UserKeyStore) {
  const cache = new Map<string, KeyObject>();
  const unwrap = (wrapped: string) => createSecretKey(Buffer.from(wrapper.decrypt(wrapped), 'base64'));
  const checked = (userId: string) => {
    if (!isUuid(userId)) throw new Error('A data key belongs to a user id (uuid)');
    return userId.toLowerCase();
  };

  return {
    /** The user's key to open a value with; null when it is gone (the account was deleted). */
    find(userId: string): KeyObject | null {
      // Only checked ids are kept, so an id found as it is needs no second check: a page of entries asks once per
      // entry, and the uuid check cost about as much as the look-up.
      const known = cache.get(userId);
      if (known) return known;
      const id = checked(userId);
      const cached = cache.get(id);
      if (cached) return cached;
      const wrapped = store.read(id);
      if (wrapped === null) return null;
      const key = unwrap(wrapped);
      cache.set(id, key);
      return key;
    },
    /** The user's key to seal a value with, made (and kept in the store) on first use. */
    obtain(userId: string): KeyObject {
      const found = this.find(userId);
      if (found) return found;
      const id = checked(userId);
      const kept = store.create(id, wrapper.encrypt(randomBytes(32).toString('base64')));
      const key = unwrap(kept);
      cache.set(id, key);
      return key;
    },
    destroy(userId: string): void {
      const id = checked(userId);
      cache.delete(id);
      store.destroy(id);
    },
    /** Wraps the user's key under the current ENCRYPTION_KEY if an older one wraps it; true when it did. */
    rewrap(userId: string): boolean {
      const id = checked(userId);
      const wrapped = store.read(id);
      if (wrapped === null || wrappingKeyId(wrapped) === wrapper.currentKeyId) return false;
      store.replace(id, wrapper.encrypt(wrapper.decrypt(wrapped)));
      return true;
    },
    /** Users whose key is still wrapped under an older ENCRYPTION_KEY. */
    staleUsers(): string[] {
      return store.list().filter((id) => wrappingKeyId(store.read(id) ?? '') !== wrapper.currentKeyId);
    },
    list: () => store.list(),
  };
}

export type UserKeys = ReturnType<typeof createUserKeys>;

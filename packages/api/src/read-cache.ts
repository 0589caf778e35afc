/**
 * Answers to a user's journal reads (dashboard figures, timeline, entry pages), kept in this process until the
 * journal changes. What makes them safe to keep:
 *
 * - Every write announces the user on the database's `journal_changes` channel when it commits (migration 0004),
 *   whichever process made it; `changed(userId)` drops that user's answers. While nothing is listening (start-up,
 *   a lost connection) the cache is off: nothing is kept or served.
 * - A mutation through this process drops the user's answers before it returns (trpc.ts), so a client's next read
 *   sees its own write without waiting for the notification.
 * - An answer is stored with the user's version read before it was computed: if a change lands while it is being
 *   computed, the version moves and the stale answer is never served.
 * - Keys carry the user's id; callers add the local day, so a new day is a new answer.
 *
 * Memory is bounded by `maxBytes` (keys and answers at two bytes a character, plus a fixed cost per answer); the least
 * recently used go first. A user keeps at most 32 answers.
 */
export interface ReadCache {
  /** The version to store with an answer about to be computed; undefined while the cache is off. */
  version: (userId: string) => number | undefined;
  get: (userId: string, key: string) => string | undefined;
  set: (userId: string, key: string, version: number, body: string) => void;
  /** This user's journal changed: forget their answers. */
  changed: (userId: string) => void;
  /** Turn the cache on (everything previously kept is forgotten) or off. */
  setListening: (listening: boolean) => void;
  stats: () => { entries: number; bytes: number; hits: number; misses: number };
}

interface Stored {
  userId: string;
  version: number;
  body: string;
  size: number;
}

const MAX_TRACKED_USERS = 100_000;
/** Distinct answers kept per user (pages, searches): one user cannot crowd out everyone else's. */
export const MAX_ANSWERS_PER_USER = 32;
/** What a kept answer costs beyond its key and body (map entries, the record, the per-user index). */
const ENTRY_OVERHEAD_BYTES = 200;

/** What keeping one answer counts against `maxBytes`. */
export function answerSize(userId: string, key: string, body: string): number {
  return (userId.length + 1 + key.length + body.length) * 2 + ENTRY_OVERHEAD_BYTES;
}

export function createReadCache({ maxBytes }: { maxBytes: number }): ReadCache {
  const answers = new Map<string, Stored>();
  const keysByUser = new Map<string, Set<string>>();
  const versions = new Map<string, number>();
  let counter = 0;
  // The version of a user not in `versions`: moves past everything handed out whenever `versions` is cleared.
  let floor = 0;
  let listening = false;
  let bytes = 0;
  let hits = 0;
  let misses = 0;

  const versionOf = (userId: string) => versions.get(userId) ?? floor;
  const drop = (composite: string, stored: Stored) => {
    answers.delete(composite);
    bytes -= stored.size;
    const keys = keysByUser.get(stored.userId);
    keys?.delete(composite);
    if (keys?.size === 0) keysByUser.delete(stored.userId);
  };
  const forgetAll = () => {
    answers.clear();
    keysByUser.clear();
    versions.clear();
    bytes = 0;
    floor = ++counter;
  };

  return {
    version: (userId) => (listening && maxBytes > 0 ? versionOf(userId) : undefined),
    get(userId, key) {
      if (!listening) return undefined;
      const composite = `${userId}\u0000${key}`;
      const stored = answers.get(composite);
      if (!stored || stored.version !== versionOf(userId)) {
        if (stored) drop(composite, stored);
        misses += 1;
        return undefined;
      }
      // Most recently used last.
      answers.delete(composite);
      answers.set(composite, stored);
      hits += 1;
      return stored.body;
    },
    set(userId, key, version, body) {
      if (!listening || version !== versionOf(userId)) return;
      const composite = `${userId}\u0000${key}`;
      const size = answerSize(userId, key, body);
      if (size > maxBytes) return;
      const previous = answers.get(composite);
      if (previous) drop(composite, previous);
      let keys = keysByUser.get(userId);
      if (keys && keys.size >= MAX_ANSWERS_PER_USER) return;
      if (!keys) keysByUser.set(userId, (keys = new Set()));
      keys.add(composite);
      answers.set(composite, { userId, version, body, size });
      bytes += size;
      for (const [oldest, stored] of answers) {
        if (bytes <= maxBytes) break;
        drop(oldest, stored);
      }
    },
    changed(userId) {
      if (versions.size >= MAX_TRACKED_USERS && !versions.has(userId)) forgetAll();
      versions.set(userId, ++counter);
      for (const composite of keysByUser.get(userId) ?? []) drop(composite, answers.get(composite)!);
    },
    setListening(on) {
      forgetAll();
      listening = on;
    },
    stats: () => ({ entries: answers.size, bytes, hits, misses }),
  };
}

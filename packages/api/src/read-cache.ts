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
 * Memory is bounded by `maxBytes` (the answers' UTF-16 length counts); the least recently used go first.
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
  version: number;
  body: string;
}

const MAX_TRACKED_USERS = 100_000;

export function createReadCache({ maxBytes }: { maxBytes: number }): ReadCache {
  const answers = new Map<string, Stored>();
  const versions = new Map<string, number>();
  let counter = 0;
  // The version of a user not in `versions`: moves past everything handed out whenever `versions` is cleared.
  let floor = 0;
  let listening = false;
  let bytes = 0;
  let hits = 0;
  let misses = 0;

  const versionOf = (userId: string) => versions.get(userId) ?? floor;
  const drop = (key: string, stored: Stored) => {
    answers.delete(key);
    bytes -= stored.body.length * 2;
  };
  const forgetAll = () => {
    answers.clear();
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
      const size = body.length * 2;
      if (!listening || version !== versionOf(userId) || size > maxBytes) return;
      const composite = `${userId}\u0000${key}`;
      const previous = answers.get(composite);
      if (previous) drop(composite, previous);
      answers.set(composite, { version, body });
      bytes += size;
      for (const [oldest, stored] of answers) {
        if (bytes <= maxBytes) break;
        drop(oldest, stored);
      }
    },
    changed(userId) {
      if (versions.size >= MAX_TRACKED_USERS && !versions.has(userId)) forgetAll();
      // Their answers are unservable from now on; they leave when next looked up or when memory is needed.
      versions.set(userId, ++counter);
    },
    setListening(on) {
      forgetAll();
      listening = on;
    },
    stats: () => ({ entries: answers.size, bytes, hits, misses }),
  };
}

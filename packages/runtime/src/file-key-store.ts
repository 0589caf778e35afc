import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  linkSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import type { UserKeyStore } from '@innerweather/core/shared/data-keys';
import { isUuid } from '@innerweather/core/shared/ids';
import { makePrivateDir } from '@innerweather/db/private-dir';

const SUFFIX = '.key';

/**
 * Users' wrapped data keys as files, `<KEYS_DIR>/<userId>.key` (mode 0600 in a 0700 folder), outside the database on
 * purpose: a database dump never holds them, so destroying one shreds that user's journal in every backup of the
 * database. In services mode every API and worker process mounts the same folder (like the videos).
 *
 * A file is written whole before it is seen: a temporary file, flushed to disk, then linked (a new key: the link
 * fails if another process made one first, and both keep that one) or renamed over (rotation), and the folder
 * flushed. A key lost in a crash after values were sealed under it would lose those values.
 */
export function createFileKeyStore(dir: string): UserKeyStore {
  let made = false;
  const ensureDir = () => {
    if (made) return;
    makePrivateDir(dir);
    made = true;
  };
  const fileOf = (userId: string) => {
    if (!isUuid(userId)) throw new Error('A data key file is named for a user id (uuid)');
    return join(dir, `${userId}${SUFFIX}`);
  };
  const syncDir = () => {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  };
  const writeTemp = (wrapped: string) => {
    ensureDir();
    const temp = join(dir, `.${randomBytes(8).toString('hex')}.tmp`);
    const fd = openSync(temp, 'wx', 0o600);
    try {
      writeSync(fd, wrapped);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    return temp;
  };
  const read = (userId: string) => {
    try {
      return readFileSync(fileOf(userId), 'utf8').trim();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  };

  return {
    read,
    create(userId, wrapped) {
      const file = fileOf(userId);
      const temp = writeTemp(wrapped);
      try {
        linkSync(temp, file);
        syncDir();
        return wrapped;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        // Another process created it first: its key is the one to use.
        const existing = read(userId);
        if (existing === null) throw err;
        return existing;
      } finally {
        unlinkSync(temp);
      }
    },
    replace(userId, wrapped) {
      const file = fileOf(userId);
      renameSync(writeTemp(wrapped), file);
      syncDir();
    },
    destroy(userId) {
      rmSync(fileOf(userId), { force: true });
      ensureDir();
      syncDir();
    },
    list() {
      try {
        return readdirSync(dir)
          .filter((name) => name.endsWith(SUFFIX))
          .map((name) => name.slice(0, -SUFFIX.length))
          .filter(isUuid);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw err;
      }
    },
  };
}

import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Refused: another live process holds the data folder. */
export class DataDirInUseError extends Error {
  constructor(readonly pid: number) {
    super(`This data folder is in use by another Innerweather (pid ${pid}).`);
    this.name = 'DataDirInUseError';
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: alive, but another user's.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * The embedded database (PGlite) is one process's database: a second process on the same files corrupts them or
 * loses its writes. `$DATA_DIR/innerweather.pid` names the process that has it; a second server or a CLI is refused
 * with DataDirInUseError while that process lives. A file left by a process that died (SIGKILL, power cut) is taken
 * over. Answers the release, which removes the file if it is still ours.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, 'innerweather.pid');
  for (let tries = 0; tries < 3; tries++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
        } catch {
          // Already gone.
        }
      };
      process.on('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) throw new DataDirInUseError(holder);
    // A stale file: its process is gone.
    rmSync(file, { force: true });
  }
  throw new Error(`Could not take the data folder lock ${file}`);
}

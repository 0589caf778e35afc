import { chmodSync, mkdirSync } from 'node:fs';

/**
 * Creates a folder only its owner may enter (0700), or narrows one an older version created: $DATA_DIR holds the
 * embedded database, the journal key and the outbox.
 */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

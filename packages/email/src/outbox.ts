import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Reads the .eml files of the outbox, oldest first: used by tests and by self-hosters without SMTP. */
export async function readOutbox(outboxDir: string): Promise<Array<{ file: string; raw: string }>> {
  let files: string[];
  try {
    files = (await readdir(outboxDir)).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(files.map(async (file) => ({ file, raw: await readFile(join(outboxDir, file), 'utf8') })));
}

import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseMail } from '@innerweather/email/outbox';
import { inject } from 'vitest';

/** The readable text of an .eml as a person's mail program would show it (the plain-text part). */
function mailBody(raw: string): string {
  const mail = parseMail(raw);
  return mail.text || mail.html;
}

/** Waits for the newest e-mail to `to` in `dataDir`/outbox and returns the link to `page` in it. */
async function readLink(to: string, page: string, dataDir: string, after: number): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const files = (await readdir(outbox).catch(() => [] as string[]))
      .filter((f) => f.endsWith('.eml'))
      .sort();
    const mails = await Promise.all(files.map((f) => readFile(join(outbox, f), 'utf8')));
    const mine = mails.filter((raw) => new RegExp(`^To: ${to}`, 'im').test(raw));
    if (mine.length > after) {
      const body = mailBody(mine[mine.length - 1]!);
      const link = new RegExp(`https?://\\S+${page}\\?token=[\\w-]+`).exec(body)?.[0];
      if (!link) throw new Error(`The e-mail has no ${page} link:\n${body}`);
      return link;
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`No e-mail for ${to} arrived in the outbox`);
}

/** The password reset link of the newest e-mail to `to` (after `after` earlier ones) on the run's instance. */
export function readResetLink(to: string, after = 0): Promise<string> {
  return readLink(to, '/reset-password', inject('dataDir'), after);
}

/** The set-password link of the invitation an administrator's new account `to` was sent. */
export function readInvitationLink(to: string, dataDir: string): Promise<string> {
  return readLink(to, '/set-password', dataDir, 0);
}

export async function countMailsTo(to: string): Promise<number> {
  const outbox = join(inject('dataDir'), 'outbox');
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
  const mails = await Promise.all(files.map((f) => readFile(join(outbox, f), 'utf8')));
  return mails.filter((raw) => new RegExp(`^To: ${to}`, 'im').test(raw)).length;
}

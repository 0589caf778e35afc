import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The readable text of an .eml as a person's mail program would show it. */
function mailBody(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** Waits for the newest e-mail to `to` in $DATA_DIR/outbox and returns the password reset link in it. */
export async function readResetLink(to: string, after = 0): Promise<string> {
  const outbox = join(inject('dataDir'), 'outbox');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
    const mails = await Promise.all(files.map((f) => readFile(join(outbox, f), 'utf8')));
    const mine = mails.filter((raw) => new RegExp(`^To: ${to}`, 'im').test(raw));
    if (mine.length > after) {
      const body = mailBody(mine[mine.length - 1]!);
      const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(body)?.[0];
      if (!link) throw new Error(`The reset e-mail has no reset link:\n${body}`);
      return link;
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`No reset e-mail for ${to} arrived in the outbox`);
}

export async function countMailsTo(to: string): Promise<number> {
  const outbox = join(inject('dataDir'), 'outbox');
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
  const mails = await Promise.all(files.map((f) => readFile(join(outbox, f), 'utf8')));
  return mails.filter((raw) => new RegExp(`^To: ${to}`, 'im').test(raw)).length;
}

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
  return Promise.all(
    files.map(async (file) => ({ file, raw: await readFile(join(outboxDir, file), 'utf8') })),
  );
}

/** One message as a person's mail program shows it: its headers (lower-case names), text and HTML parts. */
export interface ParsedMail {
  headers: Record<string, string>;
  to: string;
  subject: string;
  text: string;
  html: string;
}

function splitHead(raw: string): { head: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const headText = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const head: Record<string, string> = {};
  for (const line of headText.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) head[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { head, body };
}

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

function decodeBody(head: Record<string, string>, body: string): string {
  const encoding = head['content-transfer-encoding']?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** "=?UTF-8?Q?…?=" and "=?UTF-8?B?…?=" words of a header. */
function decodeHeader(value: string): string {
  return value.replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=\s*/gi, (_m, _charset, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

/** Enough MIME for what nodemailer writes: a single part, or multipart/alternative (or mixed) of text and HTML. */
export function parseMail(raw: string): ParsedMail {
  const { head, body } = splitHead(raw);
  const parts: Array<{ type: string; content: string }> = [];
  const walk = (partHead: Record<string, string>, partBody: string) => {
    const type = partHead['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.toLowerCase().startsWith('multipart/') && boundary) {
      for (const chunk of partBody.split(`--${boundary}`).slice(1)) {
        if (chunk.startsWith('--')) break;
        const inner = splitHead(chunk.replace(/^\r?\n/, ''));
        walk(inner.head, inner.body.replace(/\r?\n$/, ''));
      }
      return;
    }
    parts.push({ type: type.toLowerCase(), content: decodeBody(partHead, partBody) });
  };
  walk(head, body);
  const headers = Object.fromEntries(Object.entries(head).map(([k, v]) => [k, decodeHeader(v)]));
  return {
    headers,
    to: headers.to ?? '',
    subject: headers.subject ?? '',
    text: parts.find((p) => p.type.startsWith('text/plain'))?.content ?? '',
    html: parts.find((p) => p.type.startsWith('text/html'))?.content ?? '',
  };
}

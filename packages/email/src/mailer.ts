import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** List-Unsubscribe and List-Unsubscribe-Post on notifications. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send: (mail: Mail) => Promise<void>;
  /** Where mail goes: a real mail server, or the outbox folder (nobody receives it unless the admin passes it on). */
  delivery: 'email' | 'outbox';
}

export interface MailerOptions {
  from: string;
  /** smtp://… When absent, messages are written as .eml files to `outboxDir`. */
  smtpUrl?: string | undefined;
  outboxDir: string;
  /**
   * Connection, greeting and socket timeouts of SMTP, in ms (30 s by default, nodemailer's own are 2 and 10
   * minutes): a stalled mail server fails a try in half a minute and the outbox tries again later.
   */
  smtpTimeoutMs?: number | undefined;
}

export const SMTP_TIMEOUT_MS = 30_000;

/**
 * SMTP in production; an outbox folder of .eml files by default, so a self-hoster without a mail server can still
 * open their reset link, and tests read exactly what a person would receive.
 */
export function createMailer({ from, smtpUrl, outboxDir, smtpTimeoutMs }: MailerOptions): Mailer {
  if (smtpUrl) {
    const timeout = smtpTimeoutMs ?? SMTP_TIMEOUT_MS;
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
    return {
      delivery: 'email',
      send: async (mail) => {
        await transport.sendMail({ from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    delivery: 'outbox',
    send: async (mail) => {
      const info = await transport.sendMail({ from, ...mail });
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      // Two messages in the same millisecond (a reminder and a summary) must not overwrite each other.
      const unique = randomBytes(3).toString('hex');
      await writeFile(join(outboxDir, `${stamp}-${unique}-${safeTo}.eml`), info.message as Buffer, {
        mode: 0o600,
      });
    },
  };
}

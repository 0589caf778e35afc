import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMailer } from '@innerweather/email/mailer';
import { afterAll, expect, it } from 'vitest';
import { loadEnv } from '../src/env.ts';
import { createRuntime, loadEncryptor } from '@innerweather/runtime/runtime';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const parent = mkdtempSync(join(tmpdir(), 'iw-data-dir-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);

it('creates the embedded data folder readable by its owner only: folders 0700, key 0600', async () => {
  const dataDir = join(parent, 'fresh', 'data');
  const runtime = await createRuntime(
    loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ANALYZER: 'lexicon' }),
    silent,
  );
  await runtime.close();
  expect(mode(dataDir)).toBe('700');
  expect(mode(join(dataDir, 'pglite'))).toBe('700');
  expect(mode(join(dataDir, 'secret.key'))).toBe('600');
});

it('narrows a data folder an older version left readable by others', () => {
  const dataDir = join(parent, 'older');
  mkdirSync(dataDir, { recursive: true });
  chmodSync(dataDir, 0o755);
  loadEncryptor({ DATA_DIR: dataDir, ENCRYPTION_KEY: undefined });
  expect(mode(dataDir)).toBe('700');
  expect(mode(join(dataDir, 'secret.key'))).toBe('600');
});

it('writes e-mails to an outbox only its owner can read', async () => {
  const outboxDir = join(parent, 'mail', 'outbox');
  await createMailer({ from: 'a@example.com', outboxDir }).send({
    to: 'b@example.com',
    subject: 'Hello',
    text: 'A reset link',
    html: '<p>A reset link</p>',
  });
  expect(mode(outboxDir)).toBe('700');
  expect(mode(join(parent, 'mail'))).toBe('700');
  const [file] = readdirSync(outboxDir);
  expect(mode(join(outboxDir, file!))).toBe('600');
});

import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DecryptionError, type Encryptor } from '@innerweather/core/shared/encryption';
import type { TEntry } from '@innerweather/validators/journal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptorOf, signUp, writeEntry, type JournalUser } from './journal-fixtures.ts';
import { createTestApp, registerUser, type TestApp } from './test-app.ts';

const mode = process.env.DATABASE_URL ? 'services' : 'embedded';

/** Counts every value the app opens: a wrapper of the real cipher, given to the services at the composition root. */
function counting() {
  const counter = { opened: 0 };
  const wrap = (real: Encryptor): Encryptor => ({
    ...real,
    decrypt: (stored) => {
      counter.opened += 1;
      return real.decrypt(stored);
    },
    decryptJson: <T>(stored: string) => {
      counter.opened += 1;
      return real.decryptJson<T>(stored);
    },
  });
  return { counter, wrap };
}

describe(`per-user data keys (${mode})`, () => {
  const { counter, wrap } = counting();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ wrapEncryptor: wrap });
  });
  afterAll(() => t.close());

  const call = (user: JournalUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });

  async function openedFor(user: JournalUser) {
    counter.opened = 0;
    const res = await call(user, 'GET', '/api/entries?limit=10');
    expect(res.statusCode).toBe(200);
    const entries = res.json<TEntry[]>();
    expect(entries).toHaveLength(10);
    return { perEntry: counter.opened / entries.length, entries };
  }

  it('opens one value per entry for a page of entries (three for entries of the old format)', async () => {
    // Before: the old format, text, tags and insights each their own value under ENCRYPTION_KEY.
    const before = await signUp(t, { subscriptionStatus: 'pro' });
    const enc = encryptorOf(t);
    for (let i = 0; i < 10; i++) {
      const id = await writeEntry(t, before.userId, {
        at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
        content: `Old entry ${i}`,
        analysis: { dominant: 'calm', insights: [`insight ${i}`] },
      });
      await t.runtime.db
        .updateTable('entries')
        .set({ tagsEnc: enc.encryptJson(['old']) })
        .where('id', '=', id)
        .execute();
    }
    const old = await openedFor(before);
    expect(old.perEntry).toBe(3);
    expect(old.entries[0]).toMatchObject({ content: 'Old entry 9', tags: ['old'] });
    expect(old.entries[0]!.emotions[0]!.insights).toEqual(['insight 9']);

    // After: written through the API and analysed, each entry is one value under the user's key.
    const after = await signUp(t, { subscriptionStatus: 'pro' });
    for (let i = 0; i < 10; i++) {
      const res = await call(after, 'POST', '/api/entries', {
        content: `I walked by the river and felt calm, entry ${i}.`,
        tags: ['walk'],
      });
      expect(res.statusCode).toBe(201);
      expect(await t.runtime.services.analysis.analyzeEntry(res.json<TEntry>().id)).toBe('complete');
    }
    const sealed = await openedFor(after);
    expect(sealed.perEntry).toBe(1);
    expect(sealed.entries[0]).toMatchObject({ tags: ['walk'], analysisStatus: 'complete' });
    expect(sealed.entries[0]!.emotions[0]!.keywords.length).toBeGreaterThan(0);
  });

  it('a copy of the database taken before an account is deleted cannot be opened for that account after', async () => {
    const admin = await registerUser(t.app); // not the first user of this app: make it admin
    await t.runtime.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.user.id).execute();
    const ada = await signUp(t, { subscriptionStatus: 'pro' });
    const bob = await signUp(t, { subscriptionStatus: 'pro' });
    for (const user of [ada, bob]) {
      const res = await call(user, 'POST', '/api/entries', { content: 'I feel hopeless and alone tonight.' });
      await t.runtime.services.analysis.analyzeEntry(res.json<TEntry>().id);
    }
    // The "dump": every sealed value of both users, copied out of the database as a backup would hold them.
    const dump = async (userId: string) => {
      const db = t.runtime.db;
      const rows = [
        ...(await db.selectFrom('entries').select('contentEnc as v').where('userId', '=', userId).execute()),
        ...(await db.selectFrom('guidance').select('detailsEnc as v').where('userId', '=', userId).execute()),
        ...(await db
          .selectFrom('safetyScreens')
          .select('kindsEnc as v')
          .where('userId', '=', userId)
          .execute()),
        ...(await db
          .selectFrom('safetyScreens')
          .select('evidenceEnc as v')
          .where('userId', '=', userId)
          .execute()),
      ];
      return rows.map((r) => r.v).filter((v): v is string => v !== null);
    };
    const adaDump = await dump(ada.userId);
    const bobDump = await dump(bob.userId);
    expect(adaDump.length).toBeGreaterThanOrEqual(2);
    // Nothing in it is sealed under ENCRYPTION_KEY alone (which the attacker of a backup may also hold).
    expect(adaDump.every((v) => v.startsWith(`v2.${ada.userId}.`))).toBe(true);
    const before = encryptorOf(t);
    for (const value of adaDump) expect(() => before.decrypt(value)).not.toThrow();

    const keyFile = join(t.dataDir, 'keys', `${ada.userId}.key`);
    expect(existsSync(keyFile)).toBe(true);
    // Only the app's user may read a key, or list the folder.
    expect((statSync(keyFile).mode & 0o777).toString(8)).toBe('600');
    expect((statSync(join(t.dataDir, 'keys')).mode & 0o777).toString(8)).toBe('700');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${ada.userId}`,
      headers: { cookie: admin.cookie },
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect(existsSync(keyFile)).toBe(false);

    // ENCRYPTION_KEY and the key folder as they are now, in a fresh process's cipher (no cached keys).
    const later = encryptorOf(t);
    for (const value of adaDump) expect(() => later.decrypt(value)).toThrow(DecryptionError);
    for (const value of bobDump) expect(() => later.decrypt(value)).not.toThrow();
    expect((await call(bob, 'GET', '/api/entries')).json<TEntry[]>()[0]!.content).toBe(
      'I feel hopeless and alone tonight.',
    );
  });
});

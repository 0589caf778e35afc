import type { TEntry, TGuidance } from '@innerweather/validators/journal';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptorOf } from './journal-fixtures.ts';
import { createTestApp, registerUser, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every row of every table of the app's database as text: what a pg_dump or a leaked backup holds. */
async function dumpDatabase(): Promise<string> {
  const tables = await sql<{ tablename: string }>`
    select tablename from pg_tables where schemaname = 'public'`.execute(t.runtime.db);
  const parts: string[] = [];
  for (const { tablename } of tables.rows) {
    const rows = await sql<{ row: string }>`select t::text as row from ${sql.table(tablename)} t`.execute(
      t.runtime.db,
    );
    parts.push(...rows.rows.map((r) => r.row));
  }
  return parts.join('\n');
}

const TEXT =
  'I feel hopeless and worthless, crying every night since the layoff. I want to end my life, I have the pills ready.';

describe('what a dump of the database holds', () => {
  it('holds no session token and no entry, guidance, insight or keyword text in clear', async () => {
    const { cookie } = await registerUser(t.app);
    const token = cookie.split('=')[1]!;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/entries',
      headers: { cookie },
      payload: { content: TEXT, category: 'work' },
    });
    expect(created.statusCode).toBe(201);
    const entryId = created.json<TEntry>().id;
    expect(await t.runtime.services.analysis.analyzeEntry(entryId)).toBe('complete');

    const entry = await t.app.inject({ method: 'GET', url: `/api/entries`, headers: { cookie } });
    const emotion = entry.json<TEntry[]>()[0]!.emotions[0]!;
    const guidance = await t.app.inject({
      method: 'GET',
      url: `/api/entries/${entryId}/therapist-recommendations`,
      headers: { cookie },
    });
    const items = guidance.json<TGuidance[]>();
    // The crisis screen and the analyzer both wrote guidance, and the analyzer insights and keywords.
    expect(items.map((g) => g.urgency)).toContain('immediate');
    expect(items.length).toBeGreaterThan(1);
    expect(emotion.insights.length).toBeGreaterThan(0);
    expect(emotion.keywords.length).toBeGreaterThan(0);

    const dump = await dumpDatabase();
    expect(dump).toContain(entryId);
    expect(dump).not.toContain(token);
    for (const word of ['hopeless', 'worthless', 'crying', 'layoff', 'pills'])
      expect(dump).not.toContain(word);
    for (const item of items) {
      expect(dump).not.toContain(item.concern);
      expect(dump).not.toContain(item.recommendation);
    }
    for (const text of [...emotion.insights, ...emotion.keywords]) expect(dump).not.toContain(text);
    // The screen's record keeps its tier in clear; the kinds of risk it read in the text are sealed.
    const screen = await t.runtime.services.safety.resultFor('entry', entryId);
    expect(screen).toMatchObject({ tier: 'crisis' });
    expect(screen!.kinds.length).toBeGreaterThan(0);
    for (const kind of ['ideation', 'intent', 'self_harm', 'danger']) expect(dump).not.toContain(kind);
    // Why it fired (the features are words of the text) is sealed too.
    expect(screen!.evidence?.features.length).toBeGreaterThan(0);
    for (const { feature } of screen!.evidence!.features) expect(dump).not.toContain(feature);
    for (const concept of screen!.evidence!.concepts) expect(dump).not.toContain(`"${concept}"`);
  });

  it('still signs the user in with the cookie whose token it does not hold', async () => {
    const { cookie, user } = await registerUser(t.app);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.json()).toMatchObject({ id: user.id });
    const forged = cookie.replace(/=.*/, `=${(await dumpDatabase()).match(/[0-9a-f]{64}/)![0]}`);
    const stolen = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: forged } });
    expect(stolen.statusCode).toBe(401);
  });

  it('holds no toolkit tag in clear, while the toolkit answers with its tags', async () => {
    const { cookie, user } = await registerUser(t.app);
    const encryptor = encryptorOf(t);
    const conversation = await t.runtime.db
      .insertInto('coachConversations')
      .values({ userId: user.id, questionEnc: encryptor.encrypt('How do I rest?') })
      .returning('id')
      .executeTakeFirstOrThrow();
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/ai-coach/wellness-toolkit',
      headers: { cookie },
      payload: {
        conversationId: conversation.id,
        title: 'Rest',
        content: 'Lie down for ten minutes.',
        tags: ['quillwort', 'sleep-marsh'],
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ tags: ['quillwort', 'sleep-marsh'] });
    // An item saved before migration 0019 sealed the tags reads the same.
    await t.runtime.db
      .insertInto('toolkitItems')
      .values({
        userId: user.id,
        titleEnc: encryptor.encrypt('Older'),
        contentEnc: encryptor.encrypt('Written before the tags were sealed.'),
        tags: JSON.stringify(['legacy-fern']),
      })
      .execute();
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/ai-coach/wellness-toolkit',
      headers: { cookie },
    });
    expect(list.json<Array<{ title: string; tags: string[] }>>().map((i) => [i.title, i.tags])).toEqual(
      expect.arrayContaining([
        ['Rest', ['quillwort', 'sleep-marsh']],
        ['Older', ['legacy-fern']],
      ]),
    );
    const dump = await dumpDatabase();
    expect(dump).not.toContain('quillwort');
    expect(dump).not.toContain('sleep-marsh');
    const raw = await sql<{ tags: unknown; tagsEnc: string | null }>`select tags, tags_enc from toolkit_items
      where id = ${saved.json<{ id: string }>().id}`.execute(t.runtime.db);
    // Sealed under the user's own data key (v2), not only the instance key.
    expect(raw.rows).toEqual([
      { tags: [], tagsEnc: expect.stringMatching(new RegExp(`^v2\\.${user.id}\\.`)) },
    ]);
  });
});

import { setTimeout as sleep } from 'node:timers/promises';
import { lexiconOnly } from '@innerweather/core/journal/analysis-service';
import type { TEntry } from '@innerweather/validators/journal';
import { strFromU8, unzipSync } from 'fflate';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAYLIO_CSV, LONG_TEXT, dayOneJournal, dayOneZip, daylioBackup } from './import-samples.ts';
import {
  ANXIOUS_ENTRY,
  type ImportState,
  ORIGIN,
  someOfEverything,
  uploadImport,
  waitFor,
} from './account-fixtures.ts';
import { signUp, type JournalUser } from './journal-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

interface ExportedEntry {
  id: string;
  content: string;
  createdAt: string;
  timeZone: string;
  category: string | null;
  privacyLevel: string;
  tags: string[];
  mood: string | null;
  starred: boolean;
  analysis: { scores: Record<string, number>; insights: string[]; keywords: string[] } | null;
  guidance: unknown[];
}
interface ExportedJournal {
  format: string;
  profile: { email: string; firstName: string };
  preferences: { reminderHour: number; moodPatternAlerts: boolean } | null;
  entries: ExportedEntry[];
  coachConversations: Array<{ question: string; answer: string | null }>;
  goals: Array<{ title: string; checkIns: Array<{ reflection: string }> }>;
  toolkit: Array<{ title: string; content: string }>;
  learningProgress: Array<{ module: string; status: string }>;
}

function suite(mode: string) {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: new Date().toISOString(), runJobs: true });
  });
  afterAll(() => t.close());

  const call = (
    user: JournalUser | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: user ? { cookie: user.cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const upload = (user: JournalUser, query: string, body: Buffer | string, type: string) =>
    uploadImport(t, user, query, body, type);
  const entriesOf = async (user: JournalUser) =>
    (await call(user, 'GET', '/api/entries?limit=100')).json<TEntry[]>();
  const importState = async (user: JournalUser, id: string) =>
    (await call(user, 'GET', `/api/account/import/${id}`)).json<ImportState>();

  async function importFile(user: JournalUser, source: string, body: Buffer | string, type: string) {
    const res = await upload(user, `source=${source}`, body, type);
    expect(res.statusCode, res.body).toBe(202);
    const { id, status } = res.json<{ id: string; status: string }>();
    expect(status).toBe('queued');
    return waitFor(
      () => importState(user, id),
      (s) => s.status === 'done' || s.status === 'failed',
      'import',
    );
  }

  async function exportOf(user: JournalUser) {
    const started = await call(user, 'POST', '/api/account/export');
    expect(started.statusCode, started.body).toBe(202);
    const { id } = started.json<{ id: string }>();
    const ready = await waitFor(
      async () =>
        (await call(user, 'GET', `/api/account/export/${id}`)).json<{
          status: string;
          progress: number;
          downloadUrl: string | null;
          expiresAt: string;
        }>(),
      (s) => s.status === 'ready' || s.status === 'failed',
      'export',
    );
    expect(ready.status).toBe('ready');
    expect(ready.progress).toBe(100);
    const url = new URL(ready.downloadUrl!);
    const download = await call(user, 'GET', `${url.pathname}${url.search}`);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(download.rawPayload));
    return {
      id,
      url,
      expiresAt: ready.expiresAt,
      json: JSON.parse(strFromU8(files['journal.json']!)) as ExportedJournal,
      markdown: strFromU8(files['journal.md']!),
      zip: download.rawPayload,
    };
  }

  const analysed = (user: JournalUser) =>
    waitFor(
      () => entriesOf(user),
      (list) => list.every((e) => e.analysisStatus !== 'pending'),
      'analysis',
    );

  describe(`export (${mode})`, () => {
    it("tells a client that opens /download without the link's query where the link is", async () => {
      const ada = await signUp(t);
      const { id } = await exportOf(ada);
      const bare = await call(ada, 'GET', `/api/account/export/${id}/download`);
      expect(bare.statusCode).toBe(400);
      expect(bare.json()).toMatchObject({
        code: 'BAD_REQUEST',
        message: `Download with the downloadUrl of GET /api/account/export/${id}: the link carries its expires and signature`,
      });
    });

    it('round-trips every kind of a user’s data and nothing of another user', async () => {
      const ada = await signUp(t);
      const other = await signUp(t);
      const { firstModule } = await someOfEverything(call, ada);
      await call(other, 'POST', '/api/entries', { content: 'The other person wrote about zanzibarquartz.' });
      await analysed(ada);

      const exported = await exportOf(ada);
      const { json, markdown } = exported;
      expect(json.format).toBe('innerweather-export');
      expect(json.profile).toMatchObject({ email: expect.any(String), firstName: 'Ada' });
      expect(json.preferences).toMatchObject({ reminderHour: 7 });
      expect(json.entries).toHaveLength(1);
      expect(json.entries[0]).toMatchObject({
        content: ANXIOUS_ENTRY,
        category: 'personal',
        privacyLevel: 'private',
        tags: [],
        mood: null,
      });
      const analysis = json.entries[0]!.analysis!;
      expect(Object.keys(analysis.scores).sort()).toEqual(['anger', 'anxiety', 'calm', 'joy', 'sadness']);
      expect(analysis.insights.length).toBeGreaterThan(0);
      expect(analysis.keywords.length).toBeGreaterThan(0);
      expect(json.entries[0]!.guidance.length).toBeGreaterThan(0);
      expect(json.coachConversations).toEqual([
        expect.objectContaining({ question: 'How do I keep a calm evening?' }),
      ]);
      expect(json.goals).toEqual([
        expect.objectContaining({
          title: 'Walk every morning',
          checkIns: [expect.objectContaining({ reflection: 'Walked four days out of seven.' })],
        }),
      ]);
      expect(json.toolkit).toEqual([
        expect.objectContaining({ title: 'Evening wind-down', content: 'Dim the lights at nine.' }),
      ]);
      expect(json.learningProgress).toEqual([
        expect.objectContaining({ module: firstModule.title, status: 'completed' }),
      ]);
      expect(markdown).toMatch(/^# Journal of Ada Lovelace/);
      expect(markdown).toMatch(/\n## \w+day, \d+ \w+ \d{4}\n/);
      expect(markdown).toContain(ANXIOUS_ENTRY);
      const whole = strFromU8(unzipSync(new Uint8Array(exported.zip))['journal.json']!) + markdown;
      expect(whole).not.toContain('zanzibarquartz');
      expect(whole).not.toContain(other.userId);

      // The link works only for its owner, signed in; another user's export id is a 404.
      const link = `${exported.url.pathname}${exported.url.search}`;
      expect((await call(other, 'GET', link)).statusCode).toBe(403);
      expect((await call(null, 'GET', link)).statusCode).toBe(401);
      expect((await call(other, 'GET', `/api/account/export/${exported.id}`)).statusCode).toBe(404);
      const forged = link.replace(/signature=[^&]+/, 'signature=AAAA');
      expect((await call(ada, 'GET', forged)).statusCode).toBe(403);
      expect(new Date(exported.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);

      // Re-importing our own export adds nothing.
      const again = await importFile(ada, 'innerweather', Buffer.from(exported.zip), 'application/zip');
      expect(again).toMatchObject({ status: 'done', counts: { found: 1, imported: 0, duplicates: 1 } });
      expect(await entriesOf(ada)).toHaveLength(1);

      // Into another account it brings the entry, with its date.
      const fresh = await signUp(t);
      const moved = await importFile(fresh, 'innerweather', Buffer.from(exported.zip), 'application/zip');
      expect(moved.counts).toMatchObject({ found: 1, imported: 1, duplicates: 0 });
      const [copy] = await entriesOf(fresh);
      expect(copy).toMatchObject({
        content: json.entries[0]!.content,
        createdAt: json.entries[0]!.createdAt,
      });
    }, 120_000);
  });

  describe(`import (${mode})`, () => {
    it('imports Day One JSON with dates, time zones, tags, starred and text never cut', async () => {
      const user = await signUp(t);
      const preview = await upload(
        user,
        'source=dayone&dryRun=true',
        JSON.stringify(dayOneJournal()),
        'application/json',
      );
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json()).toMatchObject({
        counts: { found: 2, new: 2, duplicates: 0, skipped: 1 },
        from: '2021-03-14T08:30:00.000Z',
        to: '2022-11-02T22:15:00.000Z',
        errors: [{ line: 3, message: 'entry has no text' }],
      });
      expect(await entriesOf(user)).toEqual([]);

      const done = await importFile(user, 'dayone', JSON.stringify(dayOneJournal()), 'application/json');
      expect(done).toMatchObject({
        status: 'done',
        progress: 100,
        counts: { found: 2, imported: 2, skipped: 1 },
      });
      const list = await entriesOf(user);
      expect(list.map((e) => e.createdAt)).toEqual(['2022-11-02T22:15:00.000Z', '2021-03-14T08:30:00.000Z']);
      expect(list[0]!.content).toBe(LONG_TEXT);
      expect(LONG_TEXT.length).toBeGreaterThan(3000);

      const { json } = await exportOf(user);
      expect(json.entries.map((e) => [e.timeZone, e.tags, e.starred])).toEqual([
        ['Europe/Paris', ['garden', 'spring'], true],
        ['America/Los_Angeles', [], false],
      ]);

      // The same file from the Day One zip adds nothing twice.
      const again = await importFile(user, 'dayone', dayOneZip(), 'application/zip');
      expect(again.counts).toMatchObject({ found: 2, imported: 0, duplicates: 2 });
      expect(await entriesOf(user)).toHaveLength(2);
    });

    it('imports a Day One zip', async () => {
      const user = await signUp(t);
      const done = await importFile(user, 'dayone', dayOneZip(), 'application/zip');
      expect(done.counts).toMatchObject({ found: 2, imported: 2 });
      expect((await entriesOf(user)).map((e) => e.content)).toContain(
        'Morning coffee in the garden, the first warm day of the year.',
      );
    });

    it('imports a Daylio CSV in the user’s zone, moods as the entry’s own, activities as tags, mood-only days kept', async () => {
      const user = await signUp(t, { timeZone: 'America/New_York' });
      const preview = await upload(user, 'source=daylio&dryRun=true', DAYLIO_CSV, 'text/csv');
      expect(preview.json()).toMatchObject({
        counts: { found: 4, new: 4 },
        from: '2023-07-05T01:30:00.000Z',
        to: '2023-07-07T16:00:00.000Z',
      });
      const done = await importFile(user, 'daylio', DAYLIO_CSV, 'text/csv');
      expect(done.counts).toMatchObject({ found: 4, imported: 4, duplicates: 0, skipped: 0 });
      const { json } = await exportOf(user);
      expect(json.entries.map((e) => [e.createdAt, e.mood, e.tags, e.content])).toEqual([
        [
          '2023-07-05T01:30:00.000Z',
          'joy',
          ['friends', 'fireworks'],
          'Independence Day\n\nWatched the fireworks, "amazing".\nWent home late.',
        ],
        ['2023-07-05T11:15:00.000Z', 'calm', ['work'], 'Long meeting day.'],
        ['2023-07-07T03:59:00.000Z', 'sadness', [], ''],
        ['2023-07-07T16:00:00.000Z', 'calm', ['reading', 'tea'], 'Quiet afternoon with a book.'],
      ]);
      expect(json.entries.every((e) => e.timeZone === 'America/New_York')).toBe(true);
      const again = await importFile(user, 'daylio', DAYLIO_CSV, 'text/csv');
      expect(again.counts).toMatchObject({ found: 4, imported: 0, duplicates: 4 });
    });

    it('imports a .daylio backup with its 0-based months and custom moods', async () => {
      const user = await signUp(t, { timeZone: 'America/New_York' });
      const done = await importFile(user, 'daylio', daylioBackup(), 'application/octet-stream');
      expect(done.counts).toMatchObject({ found: 2, imported: 2 });
      const { json } = await exportOf(user);
      expect(json.entries.map((e) => [e.createdAt, e.mood, e.tags, e.content])).toEqual([
        ['2023-12-31T14:00:00.000Z', 'joy', [], ''],
        [
          '2024-01-20T23:45:00.000Z',
          'sadness',
          ['running', 'family'],
          'Snow run\n\nRan in the snow with my sister.',
        ],
      ]);
    });

    it.each([
      ['daylio', 'date,mood\n2023-01-01,rad\n', 'text/csv', 'Daylio CSV: the first line must be the header'],
      [
        'daylio',
        `${DAYLIO_CSV}not-a-date,x,x,10:00,rad,,,\n`,
        'text/csv',
        'Daylio CSV: line 7: full_date must be a date',
      ],
      [
        'dayone',
        JSON.stringify({
          entries: [dayOneJournal().entries[0], { uuid: 'x', text: 'Broken', creationDate: 'soon' }],
        }),
        'application/json',
        'Day One file: entry 2 has no valid creationDate',
      ],
      ['dayone', '{"entries": [', 'application/json', 'Day One file: the file is not valid JSON'],
      [
        'daylio',
        Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]),
        'application/zip',
        'Daylio backup: the zip file cannot be opened',
      ],
      [
        'innerweather',
        '{"entries": []}',
        'application/json',
        'Innerweather export: expected the journal.json',
      ],
    ])(
      'a malformed %s file is a 400 naming what is wrong, and writes nothing',
      async (source, body, type, message) => {
        const user = await signUp(t);
        for (const query of [`source=${source}&dryRun=true`, `source=${source}`]) {
          const res = await upload(user, query, body, type);
          expect(res.statusCode, res.body).toBe(400);
          expect(res.json<{ message: string }>().message).toContain(message);
        }
        expect(await entriesOf(user)).toEqual([]);
        const imports = await t.runtime.db
          .selectFrom('dataImports')
          .select('id')
          .where('userId', '=', user.userId)
          .execute();
        expect(imports).toEqual([]);
      },
    );

    it('refuses an unknown source and a signed-out upload', async () => {
      const user = await signUp(t);
      const res = await upload(user, 'source=evernote', '{}', 'application/json');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'source must be one of: dayone, daylio, innerweather' });
      const anonymous = await t.app.inject({
        method: 'POST',
        url: '/api/account/import?source=dayone',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(anonymous.statusCode).toBe(401);
      expect(
        (await call(user, 'GET', '/api/account/import/00000000-0000-4000-8000-000000000000')).statusCode,
      ).toBe(404);
    });

    it('another user’s import is a 404', async () => {
      const owner = await signUp(t);
      const other = await signUp(t);
      const done = await importFile(owner, 'dayone', dayOneZip(), 'application/zip');
      expect((await call(other, 'GET', `/api/account/import/${done.id}`)).statusCode).toBe(404);
    });

    it('imported history does not count toward the free plan’s month', async () => {
      const user = await signUp(t);
      const now = t.clock.now();
      const thisMonth = {
        entries: [1, 2, 3].map((i) => ({
          uuid: `THIS-MONTH-${i}`,
          creationDate: new Date(now.getTime() - i * 60_000).toISOString(),
          timeZone: 'UTC',
          text: `Imported entry number ${i} from earlier today.`,
        })),
      };
      expect(
        (await importFile(user, 'dayone', JSON.stringify(thisMonth), 'application/json')).counts.imported,
      ).toBe(3);
      for (const n of [1, 2]) {
        const res = await call(user, 'POST', '/api/entries', { content: `Written here today, number ${n}.` });
        expect(res.statusCode, res.body).toBe(201);
      }
      const third = await call(user, 'POST', '/api/entries', { content: 'The third one this month.' });
      expect(third.statusCode).toBe(403);
    });
  });
}

function importedAnalysisFirstTodays(mode: string) {
  describe(`import analysis lane (${mode})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      // A slow analyzer (as Ollama on a CPU is): the import's lane takes seconds, long enough to write meanwhile.
      t = await createTestApp({
        runJobs: true,
        analyzer: { analyze: async (text) => (await sleep(60), lexiconOnly.analyze(text)) },
      });
    });
    afterAll(() => t.close());

    it('analyses imported entries oldest first, and today’s new entry before them', async () => {
      const user = await signUp(t);
      const history = {
        entries: Array.from({ length: 40 }, (_, i) => ({
          uuid: `HISTORY-${i}`,
          creationDate: new Date(Date.UTC(2019, 0, 1 + i, 20)).toISOString(),
          text: `Day ${i + 1} of an old diary: a walk, some reading, an early night.`,
        })),
      };
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/account/import?source=dayone',
        headers: { cookie: user.cookie, origin: ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify(history),
      });
      expect(res.statusCode).toBe(202);
      const { id } = res.json<{ id: string }>();
      const state = () =>
        t.app
          .inject({ method: 'GET', url: `/api/account/import/${id}`, headers: { cookie: user.cookie } })
          .then((r: LightMyRequestResponse) => r.json<ImportState>());
      await waitFor(state, (s) => s.status === 'done' && s.analysis.done > 0, 'the import lane to start');

      const today = await t.app.inject({
        method: 'POST',
        url: '/api/entries',
        headers: { cookie: user.cookie },
        payload: { content: 'Today I finally finished the long project and felt proud.' },
      });
      expect(today.statusCode).toBe(201);
      const todayId = today.json<TEntry>().id;
      await waitFor(
        async () =>
          (
            await t.runtime.db
              .selectFrom('entries')
              .select('analysisStatus')
              .where('id', '=', todayId)
              .executeTakeFirstOrThrow()
          ).analysisStatus,
        (s) => s === 'complete',
        'today’s entry',
        10_000,
      );
      // One at a time, oldest first: what is analysed while today's entry is done is the oldest part of the import.
      const snapshot = await t.runtime.db
        .selectFrom('entries')
        .select(['createdAt', 'analysisStatus'])
        .where('importId', '=', id)
        .orderBy('createdAt')
        .execute();
      const done = snapshot.filter((r) => r.analysisStatus === 'complete').length;
      expect(done).toBeLessThan(40);
      expect(snapshot.slice(0, done).every((r) => r.analysisStatus === 'complete')).toBe(true);
      expect((await state()).analysis.total).toBe(40);

      const finished = await waitFor(state, (s) => s.analysis.done === 40, 'the import’s analysis', 60_000);
      expect(finished.analysis).toEqual({ total: 40, done: 40 });
      const guidance = await t.runtime.db
        .selectFrom('entryAnalyses')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('userId', '=', user.userId)
        .executeTakeFirstOrThrow();
      expect(Number(guidance.n)).toBe(41);
    }, 120_000);
  });
}

const mode = process.env.REDIS_URL ? 'services' : 'embedded';
suite(mode);
importedAnalysisFirstTodays(mode);

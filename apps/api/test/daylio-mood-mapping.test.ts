import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFinished, uploadImport } from './account-fixtures.ts';
import { dayOneJournal } from './import-samples.ts';
import { signUp, type JournalUser } from './journal-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** A Daylio CSV whose user renamed their moods: the preview asks what each stands for, the import applies it. */

const CSV = [
  'full_date,date,weekday,time,mood,activities,note_title,note',
  '2022-01-01,January 1,Saturday,10:00 AM,Ecstatic about Sam,family,,New year brunch with everyone.',
  '2022-01-02,January 2,Sunday,10:00 AM,ecstatic about sam,,,',
  '2022-01-03,January 3,Monday,10:00 AM,So-so,,,Long day at the office.',
  '2022-01-04,January 4,Tuesday,10:00 AM,Dreading Mondays,,,Could not sleep before the review.',
  '2022-01-05,January 5,Wednesday,10:00 AM,rad,,,A good walk.',
  '',
].join('\n');

const mapQuery = (map: unknown) => `moodMap=${encodeURIComponent(JSON.stringify(map))}`;

describe(`Daylio's renamed moods (${process.env.REDIS_URL ? 'services' : 'embedded'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ runJobs: true });
  });
  afterAll(() => t.close());

  const upload = (user: JournalUser, query: string, body: string | Buffer = CSV, type = 'text/csv') =>
    uploadImport(t, user, query, body, type);
  const storedOf = (user: JournalUser) =>
    t.runtime.db
      .selectFrom('entries')
      .select(['createdAt', 'mood'])
      .where('userId', '=', user.userId)
      .orderBy('createdAt')
      .execute();
  const importsOf = (user: JournalUser) =>
    t.runtime.db.selectFrom('dataImports').select('errors').where('userId', '=', user.userId).execute();

  it('the preview lists each renamed mood once with its lines, and fewer as they are mapped', async () => {
    const user = await signUp(t, { timeZone: 'Europe/Berlin' });
    const first = await upload(user, 'source=daylio&dryRun=true');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      counts: { found: 4, new: 4, skipped: 1 },
      unmappedMoods: [
        { name: 'Ecstatic about Sam', lines: 2 },
        { name: 'So-so', lines: 1 },
        { name: 'Dreading Mondays', lines: 1 },
      ],
    });
    // Mapped (in any case), the mood-only line becomes an entry and its mood is no longer asked about.
    const mapped = await upload(
      user,
      `source=daylio&dryRun=true&${mapQuery({ 'ECSTATIC ABOUT SAM': 'joy', 'So-so': 'none' })}`,
    );
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(mapped.json()).toMatchObject({
      counts: { found: 5, new: 5, skipped: 0 },
      unmappedMoods: [{ name: 'Dreading Mondays', lines: 1 }],
      errors: [{ line: 5, message: expect.stringContaining('kept without a mood') }],
    });
    expect(await importsOf(user)).toEqual([]);
  });

  it('the import applies the mapping, and no renamed mood is stored in clear', async () => {
    const user = await signUp(t, { timeZone: 'Europe/Berlin' });
    const res = await upload(
      user,
      `source=daylio&${mapQuery({ 'Ecstatic about Sam': 'joy', 'So-so': 'none', 'Dreading Mondays': 'anxiety' })}`,
    );
    expect(res.statusCode, res.body).toBe(202);
    const { id } = res.json<{ id: string }>();
    const done = await importFinished(t, user, id);
    expect(done).toMatchObject({ status: 'done', counts: { found: 5, imported: 5, skipped: 0 }, errors: [] });
    expect((await storedOf(user)).map((e) => e.mood)).toEqual(['joy', 'joy', null, 'anxiety', 'joy']);
    const stored = JSON.stringify(await importsOf(user));
    for (const name of ['Sam', 'So-so', 'Dreading']) expect(stored).not.toContain(name);
    const clear = await t.runtime.db
      .selectFrom('entries')
      .select(['category', 'source', 'sourceId', 'mood', 'timeZone'])
      .where('userId', '=', user.userId)
      .execute();
    for (const name of ['Sam', 'So-so', 'Dreading']) expect(JSON.stringify(clear)).not.toContain(name);
  });

  it('a mood named like an object property ("Constructor", "__proto__") is a renamed mood like any other', async () => {
    const user = await signUp(t);
    const csv = [
      'full_date,date,weekday,time,mood,activities,note_title,note',
      '2022-02-01,February 1,Tuesday,10:00 AM,Constructor,,,Built the shelves at last.',
      '2022-02-02,February 2,Wednesday,10:00 AM,__proto__,,,A slow and quiet afternoon.',
      '',
    ].join('\n');
    const preview = await upload(user, 'source=daylio&dryRun=true', csv);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      unmappedMoods: [
        { name: 'Constructor', lines: 1 },
        { name: '__proto__', lines: 1 },
      ],
    });
    const mapped = await upload(
      user,
      // Written as JSON text: `__proto__` in an object literal would set the prototype, not a key.
      `source=daylio&dryRun=true&moodMap=${encodeURIComponent('{"constructor":"joy","__proto__":"calm"}')}`,
      csv,
    );
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(mapped.json()).toMatchObject({ counts: { found: 2, new: 2 }, unmappedMoods: [] });
  });

  it.each([
    [
      mapQuery({ 'So-so': 'happy' }),
      'moodMap: "So-so" must map to one of joy, calm, anxiety, sadness, anger, none, not "happy"',
    ],
    [
      'moodMap=%7Bnot-json',
      "moodMap must be a JSON object from each renamed mood's name to one of joy, calm, anxiety, sadness, anger, none; it is not valid JSON",
    ],
    [
      mapQuery(['joy']),
      "moodMap must be a JSON object from each renamed mood's name to one of joy, calm, anxiety, sadness, anger, none",
    ],
    [mapQuery({ Sunny: 'joy' }), 'moodMap names a mood this file does not hold: "Sunny"'],
  ])(
    'a bad mapping (%s) is a 400 that says what is wrong, and nothing is written',
    async (query, message) => {
      const user = await signUp(t);
      for (const dryRun of ['&dryRun=true', '']) {
        const res = await upload(user, `source=daylio${dryRun}&${query}`);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message });
      }
      expect(await importsOf(user)).toEqual([]);
      expect(await storedOf(user)).toEqual([]);
    },
  );

  it('a mapping sent with another source’s file is a 400', async () => {
    const user = await signUp(t);
    const res = await upload(
      user,
      `source=dayone&${mapQuery({ 'So-so': 'calm' })}`,
      JSON.stringify(dayOneJournal()),
      'application/json',
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message: 'moodMap is only for a Daylio file' });
    expect(await importsOf(user)).toEqual([]);
  });
});

import type { TEntry } from '@innerweather/validators/journal';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFinished, ORIGIN, uploadImport, waitFor } from './account-fixtures.ts';
import { DAYLIO_CSV, dayOneJournal } from './import-samples.ts';
import { signUp, type JournalUser } from './journal-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** What someone moving years of journal meets: a preview that must stay a preview, forms, edits, re-imports. */

describe(`moving a journal in (${process.env.REDIS_URL ? 'services' : 'embedded'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ runJobs: true });
  });
  afterAll(() => t.close());

  const upload = (user: JournalUser, query: string, body: Buffer | string, type: string) =>
    uploadImport(t, user, query, body, type);
  const entriesOf = async (user: JournalUser) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/entries?limit=100', headers: { cookie: user.cookie } })
    ).json<TEntry[]>();
  const importsOf = (user: JournalUser) =>
    t.runtime.db.selectFrom('dataImports').select('id').where('userId', '=', user.userId).execute();

  async function importFile(user: JournalUser, source: string, body: string, type: string) {
    const res = await upload(user, `source=${source}`, body, type);
    expect(res.statusCode, res.body).toBe(202);
    const { id } = res.json<{ id: string }>();
    return importFinished(t, user, id);
  }

  it.each(['yes', '1', 'TRUE', 'on'])(
    'a dryRun of %s is a 400, not an import of the file meant to be previewed',
    async (dryRun) => {
      const user = await signUp(t);
      const res = await upload(user, `source=daylio&dryRun=${dryRun}`, DAYLIO_CSV, 'text/csv');
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ message: 'dryRun must be true or false', code: 'BAD_REQUEST' });
      expect(await importsOf(user)).toEqual([]);
      expect(await entriesOf(user)).toEqual([]);
    },
  );

  it('a file sent as a form upload gets a 400 saying to send the file itself', async () => {
    const user = await signUp(t);
    const boundary = 'walkmoverboundary';
    const form = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="Journal.json"',
      'Content-Type: application/json',
      '',
      JSON.stringify(dayOneJournal()),
      `--${boundary}--`,
      '',
    ].join('\r\n');
    for (const query of ['source=dayone&dryRun=true', 'source=dayone']) {
      const res = await upload(user, query, form, `multipart/form-data; boundary=${boundary}`);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(
        'Send the file itself as the body (curl --data-binary @file), not as a form upload',
      );
    }
    expect(await importsOf(user)).toEqual([]);
  });

  it('a renamed Daylio mood is named by line only: its words are never stored in clear', async () => {
    const user = await signUp(t, { timeZone: 'Europe/Berlin' });
    const csv = [
      'full_date,date,weekday,time,mood,activities,note_title,note',
      '2022-01-01,January 1,Saturday,10:00 AM,Heartbroken over Sam,family,,New year brunch with everyone.',
      '2022-01-02,January 2,Sunday,10:00 AM,Missing Sam,,,',
      '',
    ].join('\n');
    const preview = await upload(user, 'source=daylio&dryRun=true', csv, 'text/csv');
    const expected = [
      {
        line: 2,
        message:
          "mood is not one of Daylio's five (rad, good, meh, bad, awful); kept without a mood (a .daylio backup keeps renamed moods)",
      },
      {
        line: 3,
        message:
          "line has only a mood that is not one of Daylio's five (rad, good, meh, bad, awful); a .daylio backup keeps renamed moods",
      },
    ];
    expect(preview.json()).toMatchObject({ counts: { found: 1, skipped: 1 }, errors: expected });
    const done = await importFile(user, 'daylio', csv, 'text/csv');
    expect(done.errors).toEqual(expected);
    const stored = await t.runtime.db
      .selectFrom('dataImports')
      .select('errors')
      .where('userId', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored.errors)).not.toContain('Sam');
  });

  it('a Daylio CSV imported again after its entries were edited here adds nothing twice', async () => {
    const user = await signUp(t, { timeZone: 'America/New_York' });
    expect((await importFile(user, 'daylio', DAYLIO_CSV, 'text/csv')).counts.imported).toBe(4);
    const [latest, moodOnly, meeting] = await entriesOf(user);
    const patch = (id: string, payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/entries/${id}`,
        headers: { cookie: user.cookie, origin: ORIGIN },
        payload,
      });
    expect(
      (await patch(latest!.id, { content: 'Quiet afternoon with a book, and a long nap after it.' }))
        .statusCode,
    ).toBe(200);
    expect((await patch(moodOnly!.id, { mood: 'anxiety' })).statusCode).toBe(200);
    expect((await patch(meeting!.id, { entryDate: '2023-07-01' })).statusCode).toBe(200);
    const preview = await upload(user, 'source=daylio&dryRun=true', DAYLIO_CSV, 'text/csv');
    expect(preview.json()).toMatchObject({ counts: { found: 4, new: 0, duplicates: 4 } });
    const again = await importFile(user, 'daylio', DAYLIO_CSV, 'text/csv');
    expect(again.counts).toMatchObject({ found: 4, imported: 0, duplicates: 4 });
    expect(await entriesOf(user)).toHaveLength(4);
  });

  it('two Daylio lines of one minute are two entries, and one each on the next import', async () => {
    const user = await signUp(t);
    const csv = [
      'full_date,date,weekday,time,mood,activities,note_title,note',
      '2023-03-01,March 1,Wednesday,08:00,good,,,Coffee first.',
      '2023-03-01,March 1,Wednesday,8:00 AM,bad,,,Then the bad news.',
      '',
    ].join('\n');
    expect((await importFile(user, 'daylio', csv, 'text/csv')).counts.imported).toBe(2);
    expect((await importFile(user, 'daylio', csv, 'text/csv')).counts).toMatchObject({
      imported: 0,
      duplicates: 2,
    });
  });

  it('an export after edits carries each entry’s earlier versions, oldest first', async () => {
    const user = await signUp(t);
    const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        headers: { cookie: user.cookie, origin: ORIGIN },
        ...(payload ? { payload } : {}),
      });
    const written = await call('POST', '/api/entries', {
      content: 'First words about the move, written in a hurry.',
      category: 'personal',
      tags: ['move'],
    });
    expect(written.statusCode, written.body).toBe(201);
    const { id } = written.json<{ id: string }>();
    for (const content of ['Second try at the move, calmer now.', 'The move, as I want to remember it.'])
      expect((await call('PATCH', `/api/entries/${id}`, { content })).statusCode).toBe(200);
    const started = await call('POST', '/api/account/export');
    expect(started.statusCode, started.body).toBe(202);
    const ready = await waitFor(
      async () =>
        (await call('GET', `/api/account/export/${started.json<{ id: string }>().id}`)).json<{
          status: string;
          downloadUrl: string | null;
        }>(),
      (s) => s.status === 'ready' || s.status === 'failed',
      'export',
    );
    const url = new URL(ready.downloadUrl!);
    const files = unzipSync(new Uint8Array((await call('GET', `${url.pathname}${url.search}`)).rawPayload));
    const journal = JSON.parse(strFromU8(files['journal.json']!)) as {
      entries: Array<{
        content: string;
        revisions: Array<{ content: string; tags: string[]; category: string }>;
      }>;
    };
    expect(journal.entries).toHaveLength(1);
    expect(journal.entries[0]!.content).toBe('The move, as I want to remember it.');
    expect(journal.entries[0]!.revisions).toEqual([
      expect.objectContaining({
        content: 'First words about the move, written in a hurry.',
        tags: ['move'],
        category: 'personal',
      }),
      expect.objectContaining({ content: 'Second try at the move, calmer now.' }),
    ]);
    expect(strFromU8(files['journal.md']!)).toContain('2 earlier version(s) in journal.json');
  });

  it('Day One’s Markdown escapes are dropped: an entry reads as it was written', async () => {
    const user = await signUp(t);
    const journal = {
      entries: [
        {
          uuid: 'ESCAPED-1',
          creationDate: '2019-05-04T18:00:00Z',
          timeZone: 'Europe/London',
          // As Day One writes it: "We went to the park. It was fun! (really) - 50% of C:\Users #tag".
          text: 'We went to the park\\. It was fun\\! \\(really\\) \\- 50\\% of C:\\\\Users \\#tag',
        },
      ],
    };
    const done = await importFile(user, 'dayone', JSON.stringify(journal), 'application/json');
    expect(done.counts.imported).toBe(1);
    expect((await entriesOf(user))[0]!.content).toBe(
      'We went to the park. It was fun! (really) - 50% of C:\\Users #tag',
    );
  });

  it('Day One’s photo links leave the text; an entry of photos alone is left out with why', async () => {
    const user = await signUp(t);
    const journal = {
      entries: [
        {
          uuid: 'MEDIA-1',
          creationDate: '2021-06-15T06:30:00Z',
          text: 'My sister’s wedding\n\n![](dayone-moment://8F2C0A)\n![](dayone-moment:/video/77B1)\n\nI cried with joy.',
        },
        { uuid: 'MEDIA-2', creationDate: '2021-06-16T06:30:00Z', text: '![](dayone-moment://AB12CD)' },
      ],
    };
    const preview = await upload(
      user,
      'source=dayone&dryRun=true',
      JSON.stringify(journal),
      'application/json',
    );
    expect(preview.json()).toMatchObject({
      counts: { found: 1, skipped: 1 },
      errors: [{ line: 2, message: 'entry has only photos or other media, which are not imported' }],
    });
    expect(
      (await importFile(user, 'dayone', JSON.stringify(journal), 'application/json')).counts.imported,
    ).toBe(1);
    expect((await entriesOf(user))[0]!.content).toBe('My sister’s wedding\n\nI cried with joy.');
  });

  it('Day One’s Markdown marks leave the text: headings, bold, italics, quotes and media read as plain text', async () => {
    const user = await signUp(t);
    const journal = {
      metadata: { version: '1.0' },
      entries: [
        {
          uuid: '6B3F2E1D0C9A48B7A6F5E4D3C2B1A091',
          creationDate: '2023-08-12T17:42:10Z',
          modifiedDate: '2023-08-12T18:03:55Z',
          timeZone: 'Europe/Berlin',
          starred: false,
          isPinned: false,
          duration: 0,
          creationDevice: 'iPhone',
          tags: ['lake'],
          // As Day One 2023 writes it; richText holds the same words as JSON and is not read.
          richText: '{"contents":[{"text":"Saturday at the lake\\n","attributes":{"line":{"header":1}}}]}',
          text: [
            '# Saturday at the lake',
            '',
            'We drove up early\\. **So much sun**, and *finally* a swim\\! The water was ~~freezing~~ _fine_\\.',
            '',
            '![](dayone-moment://8F2C0A61B4D54E0F9E1C2B3A4D5E6F70)',
            '',
            '> Be where your feet are\\.',
            '',
            '## Packing list',
            '- sandwiches',
            '- a book',
            '* sunscreen',
            '1\\. leave by 8',
            '- [x] water the plants',
            '',
            '![](dayone-moment:/video/77B1C2D3E4F5061728394A5B6C7D8E9F)',
          ].join('\n'),
          photos: [{ identifier: '8F2C0A61B4D54E0F9E1C2B3A4D5E6F70', type: 'jpeg', md5: 'a1b2c3' }],
        },
        {
          uuid: '6B3F2E1D0C9A48B7A6F5E4D3C2B1A092',
          creationDate: '2023-08-13T07:10:00Z',
          timeZone: 'Europe/Berlin',
          // Marks that do not pair stay as they were typed.
          text: 'Budget: 5*3 = 15 \\(and 2 \\* 4\\), file my\\_notes\\_v2, a*b and snake_case_name\\.',
        },
      ],
    };
    const done = await importFile(user, 'dayone', JSON.stringify(journal), 'application/json');
    expect(done.counts.imported).toBe(2);
    expect((await entriesOf(user)).map((e) => e.content)).toEqual([
      'Budget: 5*3 = 15 (and 2 * 4), file my_notes_v2, a*b and snake_case_name.',
      [
        'Saturday at the lake',
        '',
        'We drove up early. So much sun, and finally a swim! The water was freezing fine.',
        '',
        'Be where your feet are.',
        '',
        'Packing list',
        '- sandwiches',
        '- a book',
        '- sunscreen',
        '1. leave by 8',
        '- [x] water the plants',
      ].join('\n'),
    ]);
  });

  it('a Daylio CSV saved again as Windows-1252 keeps its accents; UTF-8 stays UTF-8', async () => {
    const user = await signUp(t);
    const header = 'full_date,date,weekday,time,mood,activities,note_title,note\n';
    const resaved = Buffer.concat([
      Buffer.from(`${header}2023-08-01,August 1,Tuesday,10:00,rad,,,"`),
      // "Été à Nîmes, 30° – café" in Windows-1252.
      Buffer.from([
        0xc9, 0x74, 0xe9, 0x20, 0xe0, 0x20, 0x4e, 0xee, 0x6d, 0x65, 0x73, 0x2c, 0x20, 0x33, 0x30, 0xb0,
      ]),
      Buffer.from(' '),
      Buffer.from([0x96, 0x20, 0x63, 0x61, 0x66, 0xe9, 0x22, 0x0a]),
    ]);
    const utf8 = Buffer.from(`${header}2023-08-02,August 2,Wednesday,10:00,good,,,Été à Nîmes again 🌞\n`);
    const first = await upload(user, 'source=daylio', resaved, 'text/csv');
    expect(first.statusCode, first.body).toBe(202);
    await waitFor(
      () => entriesOf(user),
      (list) => list.length === 1,
      'the re-saved file’s entry',
    );
    expect((await importFile(user, 'daylio', utf8.toString('utf8'), 'text/csv')).counts.imported).toBe(1);
    expect((await entriesOf(user)).map((e) => e.content)).toEqual([
      'Été à Nîmes again 🌞',
      'Été à Nîmes, 30° – café',
    ]);
  });

  it('dryRun=false imports, as no dryRun does', async () => {
    const user = await signUp(t);
    const res = await upload(user, 'source=daylio&dryRun=false', DAYLIO_CSV, 'text/csv');
    expect(res.statusCode, res.body).toBe(202);
  });
});

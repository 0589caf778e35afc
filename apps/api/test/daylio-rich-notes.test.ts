import type { TEntry } from '@innerweather/validators/journal';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFinished, uploadImport } from './account-fixtures.ts';
import { signUp, type JournalUser } from './journal-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Daylio keeps a note as the HTML of its rich-text editor (`<br>`, `<div>`, `<b>`, lists, `&amp;`), in its backup
 * and in the note column of its CSV. An imported entry reads as the words the user wrote, not as that markup.
 */

const RICH_NOTE =
  'Dinner with <b>friends</b>, laughed a lot.<br>Then a film &amp; popcorn.<div><br></div><div>Things I liked:</div><ul><li>the walk</li><li>the&nbsp;food</li></ul>';
const READ_AS =
  'Dinner with friends, laughed a lot.\nThen a film & popcorn.\n\nThings I liked:\n• the walk\n• the food';

const CSV = [
  'full_date,date,weekday,time,mood,activities,note_title,note',
  `2024-05-02,May 2,Thursday,9:15 PM,rad,friends,Great &amp; long evening,"${RICH_NOTE}"`,
  // A plain note keeps its own angle brackets and ampersands.
  '2024-05-01,May 1,Wednesday,8:00 AM,good,,,"I <3 Sundays & x > y, as ever."',
  '',
].join('\n');

function backup() {
  const json = {
    version: 15,
    customMoods: [{ id: 1, custom_name: '', mood_group_id: 1, predefined_name_id: 1 }],
    tags: [],
    dayEntries: [
      {
        id: 7,
        minute: 15,
        hour: 21,
        day: 2,
        month: 4,
        year: 2024,
        mood: 1,
        note: RICH_NOTE,
        note_title: '',
        tags: [],
      },
    ],
  };
  return Buffer.from(
    zipSync({ 'backup.daylio': strToU8(Buffer.from(JSON.stringify(json)).toString('base64')) }),
  );
}

describe(`Daylio's rich-text notes (${process.env.REDIS_URL ? 'services' : 'embedded'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ runJobs: true });
  });
  afterAll(() => t.close());

  async function imported(user: JournalUser, body: string | Buffer, type: string): Promise<string[]> {
    const res = await uploadImport(t, user, 'source=daylio', body, type);
    expect(res.statusCode, res.body).toBe(202);
    await importFinished(t, user, res.json<{ id: string }>().id);
    const list = await t.app.inject({ method: 'GET', url: '/api/entries', headers: { cookie: user.cookie } });
    return list.json<TEntry[]>().map((e) => e.content);
  }

  it('a CSV note and title read as text, without the editor’s tags or entities', async () => {
    const user = await signUp(t);
    expect(await imported(user, CSV, 'text/csv')).toEqual([
      `Great & long evening\n\n${READ_AS}`,
      'I <3 Sundays & x > y, as ever.',
    ]);
  });

  it('a .daylio backup’s note reads as text', async () => {
    const user = await signUp(t);
    expect(await imported(user, backup(), 'application/octet-stream')).toEqual([READ_AS]);
  });
});

import { strToU8, zipSync } from 'fflate';

/**
 * Samples of the files other journals export, written for the tests with the field names those apps use: Day One's
 * Journal.json (alone, or in its export zip), Daylio's CSV export and its .daylio backup (a zip holding base64 JSON).
 */

export const LONG_TEXT = `${'A long evening by the sea, every word of it kept. '.repeat(60)}The end.`;

export function dayOneJournal() {
  return {
    metadata: { version: '1.0' },
    entries: [
      {
        uuid: 'D1A0000000000000000000000000000A',
        creationDate: '2021-03-14T08:30:00Z',
        timeZone: 'Europe/Paris',
        text: 'Morning coffee in the garden, the first warm day of the year.',
        tags: ['garden', 'spring'],
        starred: true,
      },
      {
        uuid: 'D1A0000000000000000000000000000B',
        creationDate: '2022-11-02T22:15:00Z',
        timeZone: 'America/Los_Angeles',
        text: LONG_TEXT,
        tags: [],
        starred: false,
      },
      {
        uuid: 'D1A0000000000000000000000000000C',
        creationDate: '2020-01-01T00:05:00Z',
        timeZone: 'Asia/Tokyo',
        text: '',
        tags: [],
      },
    ],
  };
}

export const dayOneZip = (journal: object = dayOneJournal()) =>
  Buffer.from(zipSync({ 'Journal.json': strToU8(JSON.stringify(journal)), 'photos/': new Uint8Array() }));

/** Five days: a mood-only day, two activities, a 12-hour time, and a note with a comma, quotes and a new line. */
export const DAYLIO_CSV = [
  'full_date,date,weekday,time,mood,activities,note_title,note',
  '2023-07-04,July 4,Tuesday,9:30 PM,rad,friends | fireworks,Independence Day,"Watched the fireworks, ""amazing"".\nWent home late."',
  '2023-07-05,July 5,Wednesday,07:15,meh,work,,Long meeting day.',
  '2023-07-06,July 6,Thursday,23:59,awful,,,',
  '2023-07-07,July 7,Friday,12:00,good,reading | tea,,Quiet afternoon with a book.',
  '',
].join('\n');

export function daylioBackup() {
  const backup = {
    version: 15,
    customMoods: [
      { id: 1, custom_name: '', mood_group_id: 1, predefined_name_id: 1 },
      { id: 2, custom_name: '', mood_group_id: 2, predefined_name_id: 2 },
      { id: 3, custom_name: '', mood_group_id: 3, predefined_name_id: 3 },
      { id: 4, custom_name: '', mood_group_id: 4, predefined_name_id: 4 },
      { id: 5, custom_name: '', mood_group_id: 5, predefined_name_id: 5 },
      { id: 17, custom_name: 'Tired', mood_group_id: 4, predefined_name_id: -1 },
    ],
    tags: [
      { id: 1, name: 'running' },
      { id: 2, name: 'family' },
    ],
    dayEntries: [
      // January (month 0): 2024-01-20 18:45 local.
      {
        id: 101,
        minute: 45,
        hour: 18,
        day: 20,
        month: 0,
        year: 2024,
        datetime: 1705772700000,
        timeZoneOffset: 3600000,
        mood: 17,
        note: 'Ran in the snow with my sister.',
        note_title: 'Snow run',
        tags: [1, 2],
      },
      // December (month 11), mood only.
      {
        id: 102,
        minute: 0,
        hour: 9,
        day: 31,
        month: 11,
        year: 2023,
        datetime: 1704009600000,
        mood: 1,
        note: '',
        tags: [],
      },
    ],
  };
  const encoded = Buffer.from(JSON.stringify(backup)).toString('base64');
  return Buffer.from(zipSync({ 'backup.daylio': strToU8(encoded) }));
}

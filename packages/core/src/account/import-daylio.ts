import type { TEmotion } from '@innerweather/validators/journal';
import { strFromU8 } from 'fflate';
import { type DaylioMoodMap, moodKey, type RenamedMood } from './daylio-mood-map.ts';
import {
  type ImportedEntry,
  isRecord,
  isZip,
  malformed,
  type ParsedImport,
  unzip,
  zonedTime,
} from './import-reading.ts';

/**
 * Daylio's five mood groups (mood_group_id 1..5, and the default mood names of its CSV export) as the five
 * emotions: rad → joy, good → calm, meh → calm, bad → sadness, awful → sadness. Daylio's scale runs from best to
 * worst without saying which unpleasant feeling it was, so the two low groups read as sadness, the commonest low
 * mood, and the middle one as calm (a quiet, unremarkable day) rather than as a feeling the user did not name.
 */
export const DAYLIO_MOODS: Record<string, TEmotion> = {
  rad: 'joy',
  good: 'calm',
  meh: 'calm',
  bad: 'sadness',
  awful: 'sadness',
};
const UNKNOWN_MOOD = `is not one of Daylio's five (${Object.keys(DAYLIO_MOODS).join(', ')})`;
/** The CSV names a renamed mood only by its new name; the backup says which of the five it is. */
const BACKUP_HINT = 'a .daylio backup keeps renamed moods';
const DAYLIO_GROUPS = ['rad', 'good', 'meh', 'bad', 'awful'] as const;

/** RFC 4180 rows with the line each starts on (quoted fields may hold commas, quotes and newlines). */
function csvRows(text: string): Array<{ line: number; cells: string[] }> {
  const rows: Array<{ line: number; cells: string[] }> = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        cell += c;
      }
      continue;
    }
    if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      cells.push(cell);
      if (cells.length > 1 || cells[0] !== '') rows.push({ line: rowLine, cells });
      cells = [];
      cell = '';
      line++;
      rowLine = line;
    } else cell += c;
  }
  if (quoted) throw malformed('Daylio CSV', `a quoted field starting on line ${rowLine} is never closed`);
  cells.push(cell);
  if (cells.length > 1 || cells[0] !== '') rows.push({ line: rowLine, cells });
  return rows;
}

const DAYLIO_HEADER = ['full_date', 'date', 'weekday', 'time', 'mood', 'activities', 'note_title', 'note'];

/** "21:30", "9:30 PM", "9:30 pm" → hours and minutes. */
function parseClock(value: string): { hour: number; minute: number } | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*([ap]\.?m\.?)?$/i.exec(value.trim());
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2]);
  const half = match[3]?.toLowerCase().replace(/\./g, '');
  if (half === 'pm' && hour < 12) hour += 12;
  if (half === 'am' && hour === 12) hour = 0;
  if (hour > 23 || minute > 59) return null;
  return { hour, minute };
}

function parseIsoDay(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** The tags of Daylio's rich-text editor, and the character references it writes for `&`, `<`, `>` and the like. */
const DAYLIO_TAG = /<\/?(?:br|div|p|b|i|u|s|strike|em|strong|ul|ol|li|span|font|h[1-6])\b[^<>]*>/gi;
const ENTITY = /&(?:amp|lt|gt|quot|apos|nbsp|#\d{1,7}|#x[\da-f]{1,6});/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntity(entity: string): string {
  const name = entity.slice(1, -1).toLowerCase();
  if (!name.startsWith('#')) return NAMED[name] ?? entity;
  const code = name.startsWith('#x') ? parseInt(name.slice(2), 16) : Number(name.slice(1));
  return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '';
}

/**
 * Daylio keeps a note (and its title) as the HTML of its rich-text editor, in the backup and in the CSV: lines as
 * `<br>` or `<div>`, lists as `<li>`, `&` as `&amp;`. Such text is read back as the words it shows; a note without
 * any of that markup is plain text and stays as it is ("I <3 Sundays & x > y").
 */
function daylioPlain(text: string): string {
  if (!new RegExp(DAYLIO_TAG.source, 'i').test(text) && !new RegExp(ENTITY.source, 'i').test(text))
    return text;
  return text
    .replace(/<br\b[^<>]*>/gi, '\n')
    .replace(/<(?:div|p|h[1-6])\b[^<>]*>/gi, (_tag, offset: number) => (offset === 0 ? '' : '\n'))
    .replace(/<li\b[^<>]*>/gi, '\n• ')
    .replace(DAYLIO_TAG, '')
    .replace(ENTITY, decodeEntity)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n');
}

const daylioText = (title: string, note: string) =>
  [daylioPlain(title).trim(), daylioPlain(note.replaceAll('\u0000', '')).trim()].filter(Boolean).join('\n\n');

function daylioEntry(
  line: number,
  parts: { sourceId: string | null; createdAt: Date; mood: TEmotion | null; tags: string[]; text: string },
  timeZone: string,
): ImportedEntry {
  return {
    line,
    sourceId: parts.sourceId,
    createdAt: parts.createdAt,
    timeZone,
    content: parts.text,
    tags: parts.tags,
    starred: false,
    mood: parts.mood,
    category: null,
    privacyLevel: 'private',
  };
}

function parseDaylioCsv(text: string, timeZone: string, moodMap: DaylioMoodMap | null): ParsedImport {
  const what = 'Daylio CSV';
  const rows = csvRows(text.replace(/^\uFEFF/, ''));
  const header = rows[0]?.cells.map((c) => c.trim().toLowerCase());
  if (!header || DAYLIO_HEADER.some((name, i) => header[i] !== name))
    throw malformed(what, `the first line must be the header ${DAYLIO_HEADER.join(',')}`);
  const entries: ImportedEntry[] = [];
  const skipped: ParsedImport['skipped'] = [];
  const warnings: ParsedImport['skipped'] = [];
  const atMinute = new Map<string, number>();
  const renamed = new Map<string, RenamedMood>();
  for (const { line, cells } of rows.slice(1)) {
    const [fullDate = '', , , time = '', moodName = '', activities = '', title = '', note = ''] = cells;
    const day = parseIsoDay(fullDate);
    if (!day) throw malformed(what, `line ${line}: full_date must be a date like 2024-05-31`);
    const clock = parseClock(time);
    if (!clock) throw malformed(what, `line ${line}: time must be a time like 21:30 or 9:30 PM`);
    const key = moodKey(moodName);
    // Own keys only: a mood named "constructor" or "__proto__" is a renamed mood, not the object's prototype.
    const standard = Object.hasOwn(DAYLIO_MOODS, key) ? DAYLIO_MOODS[key] : undefined;
    if (!standard && key !== '') {
      const seen = renamed.get(key);
      if (seen) seen.lines++;
      else renamed.set(key, { name: moodName.normalize('NFC').trim(), lines: 1 });
    }
    // A renamed mood the user mapped: to an emotion, or (null) to no own mood.
    const mapped = !standard && moodMap?.has(key);
    const mood = standard ?? moodMap?.get(key)?.mood ?? null;
    const tags = activities
      .split(' | ')
      .map((a) => a.trim())
      .filter(Boolean);
    const body = daylioText(title, note);
    // The mood's name is never repeated: a renamed mood is the user's own words, and these lines are stored.
    const unknownMood = !mood && !mapped && key !== '';
    if (!mood && body === '' && tags.length === 0) {
      skipped.push({
        line,
        message: unknownMood
          ? `line has only a mood that ${UNKNOWN_MOOD}; ${BACKUP_HINT}`
          : mapped
            ? 'line has only a mood, mapped to no own mood'
            : 'line has no mood, activity or note',
      });
      continue;
    }
    if (unknownMood)
      warnings.push({ line, message: `mood ${UNKNOWN_MOOD}; kept without a mood (${BACKUP_HINT})` });
    const createdAt = zonedTime({ ...day, ...clock }, timeZone);
    // The CSV has no ids: the line's own date and time (and its rank among lines of that minute) stand for one,
    // so an imported entry edited since (text, mood or date) is still recognised when the file comes again.
    const minute = `${fullDate.trim()}T${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`;
    const rank = (atMinute.get(minute) ?? 0) + 1;
    atMinute.set(minute, rank);
    const sourceId = `csv:${minute}#${rank}`;
    entries.push(
      daylioEntry(line, { sourceId, createdAt, mood, tags: [...new Set(tags)], text: body }, timeZone),
    );
  }
  return { entries, skipped, warnings, renamedMoods: [...renamed.values()] };
}

function parseDaylioBackup(bytes: Uint8Array, timeZone: string): ParsedImport {
  const what = 'Daylio backup';
  const files = unzip(bytes, what);
  const name = Object.keys(files).find((n) => n.toLowerCase().endsWith('.daylio')) ?? Object.keys(files)[0];
  if (!name) throw malformed(what, 'the backup is empty');
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(strFromU8(files[name]!).trim(), 'base64').toString('utf8'));
  } catch {
    throw malformed(what, `${name} is not base64-encoded JSON`);
  }
  if (!isRecord(json) || !Array.isArray(json.dayEntries))
    throw malformed(what, 'expected a "dayEntries" list');
  const moods = new Map<number, TEmotion>();
  for (const m of Array.isArray(json.customMoods) ? json.customMoods : []) {
    if (!isRecord(m) || typeof m.id !== 'number' || typeof m.mood_group_id !== 'number') continue;
    const group = DAYLIO_GROUPS[m.mood_group_id - 1];
    if (group) moods.set(m.id, DAYLIO_MOODS[group]!);
  }
  const tagNames = new Map<number, string>();
  for (const t of Array.isArray(json.tags) ? json.tags : []) {
    if (isRecord(t) && typeof t.id === 'number' && typeof t.name === 'string')
      tagNames.set(t.id, t.name.trim());
  }
  const entries: ImportedEntry[] = [];
  const skipped: ParsedImport['skipped'] = [];
  json.dayEntries.forEach((raw: unknown, index) => {
    const line = index + 1;
    if (!isRecord(raw)) throw malformed(what, `day entry ${line} is not an object`);
    const fields = ['year', 'month', 'day', 'hour', 'minute'] as const;
    let createdAt: Date;
    if (fields.every((f) => typeof raw[f] === 'number')) {
      const [year, month, day, hour, minute] = fields.map((f) => raw[f] as number) as [
        number,
        number,
        number,
        number,
        number,
      ];
      // Daylio counts months from 0.
      if (month < 0 || month > 11 || day < 1 || day > 31 || hour > 23 || minute > 59)
        throw malformed(what, `day entry ${line} has an impossible date`);
      createdAt = zonedTime({ year, month: month + 1, day, hour, minute }, timeZone);
    } else if (typeof raw.datetime === 'number') createdAt = new Date(raw.datetime);
    else throw malformed(what, `day entry ${line} has no datetime`);
    if (Number.isNaN(createdAt.getTime())) throw malformed(what, `day entry ${line} has an impossible date`);
    const mood = typeof raw.mood === 'number' ? (moods.get(raw.mood) ?? null) : null;
    const tags = Array.isArray(raw.tags)
      ? [...new Set(raw.tags.map((id) => (typeof id === 'number' ? tagNames.get(id) : undefined)))].filter(
          (t): t is string => !!t,
        )
      : [];
    const text = daylioText(
      typeof raw.note_title === 'string' ? raw.note_title : '',
      typeof raw.note === 'string' ? raw.note : '',
    );
    if (!mood && text === '' && tags.length === 0) {
      skipped.push({ line, message: 'day entry has no mood, activity or note' });
      return;
    }
    const sourceId = typeof raw.id === 'number' || typeof raw.id === 'string' ? `backup:${raw.id}` : null;
    entries.push(daylioEntry(line, { sourceId, createdAt, mood, tags, text }, timeZone));
  });
  return { entries, skipped };
}

/** Windows-1252's characters at 0x80-0x9F, where Latin-1 has control codes: € ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – — ™ … */
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d,
  0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a,
  0x153, 0x9d, 0x17e, 0x178,
];

/**
 * Daylio writes its CSV in UTF-8; one opened and saved again in a spreadsheet on Windows is often Windows-1252,
 * whose accented letters read as UTF-8 would all become "\uFFFD". Such a file is read as what it is (by hand:
 * Node's own windows-1252 decoder reads 0x80-0x9F as Latin-1).
 */
function csvText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return Array.from(bytes, (b) =>
      String.fromCharCode(b >= 0x80 && b <= 0x9f ? (CP1252_HIGH[b - 0x80] ?? b) : b),
    ).join('');
  }
}

/**
 * A CSV names a renamed mood only by its new name: `moodMap` (the user's answer in the import's preview) says which
 * emotion each stands for. A backup says it itself (each custom mood's group).
 */
export function parseDaylio(
  bytes: Uint8Array,
  timeZone: string,
  moodMap: DaylioMoodMap | null,
): ParsedImport {
  return isZip(bytes)
    ? parseDaylioBackup(bytes, timeZone)
    : parseDaylioCsv(csvText(bytes), timeZone, moodMap);
}

// ---------------------------------------------------------------------------------------------------- Innerweather

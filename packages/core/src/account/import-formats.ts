import {
  ENTRY_CATEGORIES,
  EMOTIONS,
  PRIVACY_LEVELS,
  type TEmotion,
  type TEntryCategory,
  type TPrivacyLevel,
} from '@innerweather/validators/journal';
import type { ImportSource } from '@innerweather/db/schema';
import { strFromU8, unzipSync } from 'fflate';
import { badRequest } from '../shared/errors.ts';

/** One entry read from another journal's file, before it is deduplicated and written. */
export interface ImportedEntry {
  /** Where it is in the file: the CSV line, or the entry's position (1-based) in a JSON file. */
  line: number;
  sourceId: string | null;
  createdAt: Date;
  timeZone: string | null;
  /** Never cut: an imported entry keeps every character, beyond the editor's 2,000. Empty for a mood-only day. */
  content: string;
  tags: string[];
  starred: boolean;
  mood: TEmotion | null;
  category: TEntryCategory | null;
  privacyLevel: TPrivacyLevel;
}

export interface ParsedImport {
  entries: ImportedEntry[];
  /** Lines left out, with why (never their text). */
  skipped: Array<{ line: number; message: string }>;
  /** Lines kept with something dropped (an unknown mood name). */
  warnings?: Array<{ line: number; message: string }>;
}

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
const DAYLIO_GROUPS = ['rad', 'good', 'meh', 'bad', 'awful'] as const;

const malformed = (what: string, message: string) => badRequest(`${what}: ${message}`);

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03;

function unzip(bytes: Uint8Array, what: string): Record<string, Uint8Array> {
  try {
    return unzipSync(bytes);
  } catch {
    throw malformed(what, 'the zip file cannot be opened');
  }
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw malformed(what, 'the file is not valid JSON');
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function validTimeZone(zone: unknown): string | null {
  if (typeof zone !== 'string' || zone === '') return null;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return null;
  }
}

/** The offset (ms) of `timeZone` from UTC at the instant `ms`. */
function offsetAt(timeZone: string, ms: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - (ms - (ms % 1000));
}

/** The instant of a wall-clock time in an IANA zone (a time skipped by a DST change moves forward). */
export function zonedTime(
  local: { year: number; month: number; day: number; hour: number; minute: number },
  timeZone: string,
): Date {
  const wall = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  let guess = wall - offsetAt(timeZone, wall);
  guess = wall - offsetAt(timeZone, guess);
  return new Date(guess);
}

const cleanTags = (tags: unknown): string[] =>
  Array.isArray(tags)
    ? [...new Set(tags.filter((t): t is string => typeof t === 'string').map((t) => t.trim()))].filter(
        Boolean,
      )
    : [];

// ---------------------------------------------------------------------------------------------------- Day One

function dayOneEntries(json: unknown, what: string): ParsedImport {
  if (!isRecord(json) || !Array.isArray(json.entries))
    throw malformed(what, 'expected a Day One Journal.json with an "entries" list');
  const entries: ImportedEntry[] = [];
  const skipped: ParsedImport['skipped'] = [];
  json.entries.forEach((raw: unknown, index) => {
    const line = index + 1;
    if (!isRecord(raw)) throw malformed(what, `entry ${line} is not an object`);
    const created = typeof raw.creationDate === 'string' ? new Date(raw.creationDate) : null;
    if (!created || Number.isNaN(created.getTime()))
      throw malformed(what, `entry ${line} has no valid creationDate`);
    const text = typeof raw.text === 'string' ? raw.text.replace(/\u0000/g, '') : '';
    const tags = cleanTags(raw.tags);
    if (text.trim() === '' && tags.length === 0) {
      skipped.push({ line, message: 'entry has no text' });
      return;
    }
    entries.push({
      line,
      sourceId: typeof raw.uuid === 'string' && raw.uuid !== '' ? raw.uuid : null,
      createdAt: created,
      timeZone: validTimeZone(raw.timeZone),
      content: text.trim(),
      tags,
      starred: raw.starred === true,
      mood: null,
      category: null,
      privacyLevel: 'private',
    });
  });
  return { entries, skipped };
}

function parseDayOne(bytes: Uint8Array): ParsedImport {
  const what = 'Day One file';
  if (!isZip(bytes)) return dayOneEntries(parseJson(strFromU8(bytes), what), what);
  const files = unzip(bytes, what);
  const journals = Object.keys(files)
    .filter((name) => name.toLowerCase().endsWith('.json') && !name.startsWith('__MACOSX/'))
    .sort();
  if (journals.length === 0) throw malformed(what, 'the zip holds no journal .json file');
  const all: ParsedImport = { entries: [], skipped: [] };
  for (const name of journals) {
    const found = dayOneEntries(parseJson(strFromU8(files[name]!), `${what} ${name}`), `${what} ${name}`);
    all.entries.push(...found.entries);
    all.skipped.push(...found.skipped);
  }
  return all;
}

// ---------------------------------------------------------------------------------------------------- Daylio

/** RFC 4180 rows with the line each starts on (quoted fields may hold commas, quotes and newlines). */
function csvRows(text: string): Array<{ line: number; cells: string[] }> {
  const rows: Array<{ line: number; cells: string[] }> = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
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

const daylioText = (title: string, note: string) =>
  [title.trim(), note.replace(/\u0000/g, '').trim()].filter(Boolean).join('\n\n');

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

function parseDaylioCsv(text: string, timeZone: string): ParsedImport {
  const what = 'Daylio CSV';
  const rows = csvRows(text.replace(/^\uFEFF/, ''));
  const header = rows[0]?.cells.map((c) => c.trim().toLowerCase());
  if (!header || DAYLIO_HEADER.some((name, i) => header[i] !== name))
    throw malformed(what, `the first line must be the header ${DAYLIO_HEADER.join(',')}`);
  const entries: ImportedEntry[] = [];
  const skipped: ParsedImport['skipped'] = [];
  const warnings: ParsedImport['skipped'] = [];
  for (const { line, cells } of rows.slice(1)) {
    const [fullDate = '', , , time = '', moodName = '', activities = '', title = '', note = ''] = cells;
    const day = parseIsoDay(fullDate);
    if (!day) throw malformed(what, `line ${line}: full_date must be a date like 2024-05-31`);
    const clock = parseClock(time);
    if (!clock) throw malformed(what, `line ${line}: time must be a time like 21:30 or 9:30 PM`);
    const mood = DAYLIO_MOODS[moodName.trim().toLowerCase()] ?? null;
    const tags = activities
      .split(' | ')
      .map((a) => a.trim())
      .filter(Boolean);
    const body = daylioText(title, note);
    if (!mood && body === '' && tags.length === 0) {
      skipped.push({ line, message: 'line has no mood, activity or note' });
      continue;
    }
    if (!mood && moodName.trim() !== '')
      warnings.push({
        line,
        message: `mood "${moodName.trim().slice(0, 40)}" is not one of Daylio's five; kept without a mood`,
      });
    const createdAt = zonedTime({ ...day, ...clock }, timeZone);
    entries.push(
      daylioEntry(line, { sourceId: null, createdAt, mood, tags: [...new Set(tags)], text: body }, timeZone),
    );
  }
  return { entries, skipped, warnings };
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

function parseDaylio(bytes: Uint8Array, timeZone: string): ParsedImport {
  return isZip(bytes) ? parseDaylioBackup(bytes, timeZone) : parseDaylioCsv(strFromU8(bytes), timeZone);
}

// ---------------------------------------------------------------------------------------------------- Innerweather

export const EXPORT_FORMAT = 'innerweather-export';

function parseInnerweather(bytes: Uint8Array): ParsedImport {
  const what = 'Innerweather export';
  let json: unknown;
  if (isZip(bytes)) {
    const file = unzip(bytes, what)['journal.json'];
    if (!file) throw malformed(what, 'the zip holds no journal.json');
    json = parseJson(strFromU8(file), what);
  } else json = parseJson(strFromU8(bytes), what);
  if (!isRecord(json) || json.format !== EXPORT_FORMAT || !Array.isArray(json.entries))
    throw malformed(what, `expected the journal.json of an Innerweather export (format "${EXPORT_FORMAT}")`);
  const entries: ImportedEntry[] = [];
  const skipped: ParsedImport['skipped'] = [];
  json.entries.forEach((raw: unknown, index) => {
    const line = index + 1;
    if (!isRecord(raw)) throw malformed(what, `entry ${line} is not an object`);
    const created = typeof raw.createdAt === 'string' ? new Date(raw.createdAt) : null;
    if (!created || Number.isNaN(created.getTime()))
      throw malformed(what, `entry ${line} has no valid createdAt`);
    const content = typeof raw.content === 'string' ? raw.content : '';
    const mood = EMOTIONS.find((e) => e === raw.mood) ?? null;
    if (content.trim() === '' && !mood) {
      skipped.push({ line, message: 'entry has no text' });
      return;
    }
    entries.push({
      line,
      sourceId: typeof raw.id === 'string' ? raw.id : null,
      createdAt: created,
      timeZone: validTimeZone(raw.timeZone),
      content,
      tags: cleanTags(raw.tags),
      starred: raw.starred === true,
      mood,
      category: ENTRY_CATEGORIES.find((c) => c === raw.category) ?? null,
      privacyLevel: PRIVACY_LEVELS.find((p) => p === raw.privacyLevel) ?? 'private',
    });
  });
  return { entries, skipped };
}

/**
 * Reads a whole file of one of the sources. A file that cannot be read as that source is a 400 naming what is
 * wrong; entries with nothing in them are skipped with their line. `timeZone` (the user's) places Daylio's
 * wall-clock times, which carry no zone.
 */
export function parseImport(source: ImportSource, bytes: Uint8Array, timeZone: string): ParsedImport {
  if (bytes.length === 0) throw badRequest('The file is empty');
  const parsed =
    source === 'dayone'
      ? parseDayOne(bytes)
      : source === 'daylio'
        ? parseDaylio(bytes, timeZone)
        : parseInnerweather(bytes);
  // Oldest first: the order they are written, analysed and shown in the progress.
  parsed.entries.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.line - b.line);
  return parsed;
}

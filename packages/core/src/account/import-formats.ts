import type { ImportSource } from '@innerweather/db/schema';
import { ENTRY_CATEGORIES, EMOTIONS, PRIVACY_LEVELS } from '@innerweather/validators/journal';
import { badRequest } from '../shared/errors.ts';
import { strFromU8 } from 'fflate';
import type { DaylioMoodMap } from './daylio-mood-map.ts';
import { parseDaylio } from './import-daylio.ts';
import { dayOneText, hasMedia } from './import-dayone-text.ts';
import {
  cleanTags,
  type ImportedEntry,
  isRecord,
  isZip,
  malformed,
  type ParsedImport,
  parseJson,
  unzip,
  validTimeZone,
} from './import-reading.ts';

export type { ImportedEntry, ParsedImport } from './import-reading.ts';

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
    const text = typeof raw.text === 'string' ? dayOneText(raw.text) : '';
    const tags = cleanTags(raw.tags);
    if (text.trim() === '' && tags.length === 0) {
      skipped.push({
        line,
        message:
          typeof raw.text === 'string' && hasMedia(raw.text)
            ? 'entry has only photos or other media, which are not imported'
            : 'entry has no text',
      });
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
export function parseImport(
  source: ImportSource,
  bytes: Uint8Array,
  timeZone: string,
  moodMap: DaylioMoodMap | null = null,
): ParsedImport {
  if (bytes.length === 0) throw badRequest('The file is empty');
  const parsed =
    source === 'dayone'
      ? parseDayOne(bytes)
      : source === 'daylio'
        ? parseDaylio(bytes, timeZone, moodMap)
        : parseInnerweather(bytes);
  // Oldest first: the order they are written, analysed and shown in the progress.
  parsed.entries.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.line - b.line);
  return parsed;
}

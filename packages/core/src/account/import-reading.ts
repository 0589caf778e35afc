import type { TEmotion, TEntryCategory, TPrivacyLevel } from '@innerweather/validators/journal';
import { unzipSync } from 'fflate';
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
  /** Mood names of a Daylio CSV that are not Daylio's five (returned to the user in a preview, never stored). */
  renamedMoods?: Array<{ name: string; lines: number }>;
}

export const malformed = (what: string, message: string) => badRequest(`${what}: ${message}`);

export const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03;

export function unzip(bytes: Uint8Array, what: string): Record<string, Uint8Array> {
  try {
    return unzipSync(bytes);
  } catch {
    throw malformed(what, 'the zip file cannot be opened');
  }
}

export function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw malformed(what, 'the file is not valid JSON');
  }
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function validTimeZone(zone: unknown): string | null {
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

export const cleanTags = (tags: unknown): string[] =>
  Array.isArray(tags)
    ? [...new Set(tags.filter((t): t is string => typeof t === 'string').map((t) => t.trim()))].filter(
        Boolean,
      )
    : [];

// ---------------------------------------------------------------------------------------------------- Day One

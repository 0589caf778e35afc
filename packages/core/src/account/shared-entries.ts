import type { Db } from '@innerweather/db/client';
import { entriesCount } from '@innerweather/validators/plural';
import type { Clock } from '../shared/clock.ts';
import type { Encryptor } from '../shared/encryption.ts';
import { openEntryText } from '../journal/entry-body.ts';
import { localParts } from './export-contents.ts';

/** The one sentence of the document that says what it leaves out, so whoever reads it knows what it is. */
export const SHARED_NOT_INCLUDED =
  'Entries marked private, earlier versions of edited entries, tags, analysis details, guidance, coach conversations, goals and account data are not included.';

/** The document's words when no entry is marked shareable. */
export const NO_SHARED_ENTRIES =
  'No entries are marked “Shareable with therapist”, so this document holds no entries. To share an entry, open it and set its privacy to “Shareable with therapist”, then export again.';

export interface SharedEntry {
  createdAt: Date;
  timeZone: string;
  content: string;
  mood: string | null;
  dominantEmotion: string | null;
}

/**
 * Only the user's entries marked shareable, oldest first, with what a therapist reads: the date, the text, the
 * user's own mood and the analysis' dominant emotion. Nothing else of the entry (revisions, tags, guidance) is read.
 */
export async function gatherSharedEntries(
  { db, encryptor }: { db: Db; encryptor: Encryptor },
  userId: string,
) {
  const user = await db
    .selectFrom('users')
    .select(['firstName', 'lastName', 'timeZone'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('entries as e')
    .leftJoin('entryAnalyses as a', 'a.entryId', 'e.id')
    .select(['e.contentEnc', 'e.createdAt', 'e.timeZone', 'e.mood', 'a.dominantEmotion'])
    .where('e.userId', '=', userId)
    .where('e.privacyLevel', '=', 'shareable')
    .orderBy('e.createdAt')
    .orderBy('e.id')
    .execute();
  const entries: SharedEntry[] = rows.map((r) => ({
    createdAt: r.createdAt,
    timeZone: r.timeZone ?? user.timeZone,
    content: openEntryText(encryptor, r.contentEnc),
    mood: r.mood,
    dominantEmotion: r.dominantEmotion,
  }));
  // No e-mail when no name is set: the document says it leaves account data out.
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || null;
  return { name, timeZone: user.timeZone, entries };
}

/**
 * The document for a therapist: what it holds and leaves out, then one heading per day (in the entry's own zone),
 * each entry's time, own mood and the analysis' reading, and its text quoted line by line (so the user's words,
 * even a line starting with "#", stay inside their entry and never read as one of the document's own headings).
 */
export function sharedEntriesMarkdown(
  shared: Awaited<ReturnType<typeof gatherSharedEntries>>,
  clock: Clock,
): string {
  const { name, entries } = shared;
  const today = localParts(clock.now(), shared.timeZone).day;
  const title = name ? `# Journal entries shared by ${name}` : '# Journal entries shared from Innerweather';
  const lines = [title, '', `Exported from Innerweather on ${today}.`, ''];
  const days = byLocalDay(entries);
  const [first, last] = [days[0], days.at(-1)];
  if (!first || !last) {
    lines.push(NO_SHARED_ENTRIES);
    return `${lines.join('\n')}\n`;
  }
  lines.push(
    `This document holds only the ${entriesCount(entries.length)} marked “Shareable with therapist”, ${
      first.day === last.day ? `written on ${first.day}` : `from ${first.day} to ${last.day}`
    }. ${SHARED_NOT_INCLUDED}`,
  );
  for (const { day, entries: ofDay } of days) {
    lines.push('', `## ${day}`);
    for (const { entry: e, time } of ofDay) {
      const facts = [
        e.mood ? `own mood: ${e.mood}` : null,
        e.dominantEmotion ? `dominant emotion (analysis): ${e.dominantEmotion}` : null,
      ].filter(Boolean);
      lines.push('', `### ${time}${facts.length ? ` · ${facts.join(' · ')}` : ''}`, '');
      const text = e.content.trim();
      lines.push(
        text === ''
          ? '_(a mood-only entry, without text)_'
          : text
              .split('\n')
              .map((line) => (line.trim() === '' ? '>' : `> ${line}`))
              .join('\n'),
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The entries under one heading per local day (each in its own zone), days in order and each day's entries by their
 * time: entries written on both sides of a move between zones come out of the database in an order that can leave
 * one day on either side of another.
 */
function byLocalDay(entries: SharedEntry[]) {
  const days = new Map<string, { day: string; entries: Array<{ entry: SharedEntry; time: string }> }>();
  for (const entry of entries) {
    const at = localParts(entry.createdAt, entry.timeZone);
    const day = days.get(at.key) ?? { day: at.day, entries: [] };
    day.entries.push({ entry, time: at.time });
    days.set(at.key, day);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, day]) => ({ ...day, entries: day.entries.sort((a, b) => a.time.localeCompare(b.time)) }));
}

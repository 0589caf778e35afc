import type { Db } from '@innerweather/db/client';
import { sql } from 'kysely';
import type { Clock } from '../shared/clock.ts';
import type { Encryptor } from '../shared/encryption.ts';
import { selectEntries } from '../journal/journal-entries.ts';
import { openEntryBody } from '../journal/entry-body.ts';
import type { GuidanceText } from '../safety/guidance-service.ts';
import { EXPORT_FORMAT } from './import-formats.ts';
import { toToolkitItem } from '../coach/toolkit-items.ts';

/** An optional instant as JSON carries it. */
export const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** "Sunday, 14 May 2023" and "21:30" of an instant in a zone. */
export function localParts(at: Date, timeZone: string) {
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(at);
  const key = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return { day, key, time };
}

/** Rows grouped by the entry they belong to, each read by `read`, in the rows' order. */
function byEntry<R extends { entryId: string }>(
  rows: R[],
  read: (row: R) => unknown,
): Map<string, unknown[]> {
  const of = new Map<string, unknown[]>();
  for (const row of rows) {
    const list = of.get(row.entryId);
    if (list) list.push(read(row));
    else of.set(row.entryId, [read(row)]);
  }
  return of;
}

/** Everything of the user, decrypted, as journal.json holds it. */
export async function gatherExport(
  { db, encryptor, clock }: { db: Db; encryptor: Encryptor; clock: Clock },
  userId: string,
  setProgress: (progress: number) => Promise<void>,
) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'firstName', 'lastName', 'timeZone', 'role', 'subscriptionStatus', 'createdAt'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  // The journal's own entry query, plus what only an export carries.
  const entryRows = await selectEntries(db)
    .select(['e.starred', 'e.timeZone', 'e.source'])
    .where('e.userId', '=', userId)
    .orderBy('e.createdAt')
    .orderBy('e.id')
    .execute();
  await setProgress(20);
  const guidanceRows = await db
    .selectFrom('guidance')
    .select(['entryId', 'source', 'detailsEnc', 'urgency', 'professionalType', 'isAcknowledged', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();
  const guidanceOf = byEntry(guidanceRows, (g) => ({
    ...encryptor.decryptJson<GuidanceText>(g.detailsEnc),
    urgency: g.urgency,
    professionalType: g.professionalType,
    source: g.source,
    isAcknowledged: g.isAcknowledged,
    createdAt: g.createdAt.toISOString(),
  }));
  // The versions an edit replaced are the user's own words too: an export of everything carries them.
  const revisionRows = await db
    .selectFrom('entryRevisions')
    .select([
      'entryId',
      'contentEnc',
      'tagsEnc',
      'category',
      'privacyLevel',
      'mood',
      'entryCreatedAt',
      'replacedAt',
    ])
    .where('userId', '=', userId)
    .orderBy('replacedAt')
    .orderBy(sql`seq`)
    .execute();
  const revisionsOf = byEntry(revisionRows, (r) => {
    const { text, tags } = openEntryBody(encryptor, r);
    return {
      content: text,
      createdAt: r.entryCreatedAt.toISOString(),
      category: r.category,
      privacyLevel: r.privacyLevel,
      tags,
      mood: r.mood,
      replacedAt: r.replacedAt.toISOString(),
    };
  });
  const entries = entryRows.map((e) => {
    const body = openEntryBody(encryptor, e);
    const details = body.insights ? { insights: body.insights, keywords: body.keywords ?? [] } : null;
    return {
      id: e.id,
      content: body.text,
      createdAt: e.createdAt.toISOString(),
      timeZone: e.timeZone ?? user.timeZone,
      category: e.category,
      privacyLevel: e.privacyLevel,
      tags: body.tags,
      mood: e.mood,
      starred: e.starred,
      importedFrom: e.source,
      analysisStatus: e.analysisStatus,
      analysis:
        e.dominantEmotion && details
          ? {
              scores: { joy: e.joy, calm: e.calm, anxiety: e.anxiety, sadness: e.sadness, anger: e.anger },
              dominantEmotion: e.dominantEmotion,
              confidence: e.confidence,
              insights: details.insights,
              keywords: details.keywords,
              analyzer: e.analyzer,
            }
          : null,
      guidance: guidanceOf.get(e.id) ?? [],
      /** Earlier versions, oldest first, each as it read until `replacedAt`. */
      revisions: revisionsOf.get(e.id) ?? [],
    };
  });
  await setProgress(50);

  const conversations = (
    await db
      .selectFrom('coachConversations')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .execute()
  ).map((c) => ({
    id: c.id,
    category: c.category,
    question: encryptor.decrypt(c.questionEnc),
    answer: c.responseEnc ? encryptor.decrypt(c.responseEnc) : null,
    answerSource: c.source,
    isHelpful: c.isHelpful,
    createdAt: c.createdAt.toISOString(),
    answeredAt: iso(c.answeredAt),
  }));
  const checkIns = await db
    .selectFrom('goalCheckIns')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();
  const goals = (
    await db.selectFrom('goals').selectAll().where('userId', '=', userId).orderBy('createdAt').execute()
  ).map((g) => ({
    id: g.id,
    title: encryptor.decrypt(g.titleEnc),
    description: g.descriptionEnc ? encryptor.decrypt(g.descriptionEnc) : null,
    category: g.category,
    status: g.status,
    progress: g.progress,
    targetDate: g.targetDate,
    createdAt: g.createdAt.toISOString(),
    checkIns: checkIns
      .filter((c) => c.goalId === g.id)
      .map((c) => ({
        id: c.id,
        progressUpdate: c.progressUpdate,
        mood: c.mood,
        reflection: encryptor.decrypt(c.reflectionEnc),
        response: c.aiResponseEnc ? encryptor.decrypt(c.aiResponseEnc) : null,
        createdAt: c.createdAt.toISOString(),
      })),
  }));
  const toolkit = (
    await db
      .selectFrom('toolkitItems')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .execute()
  ).map((row) => {
    const { conversationId: _conversation, lastAccessed: _opened, ...item } = toToolkitItem(encryptor, row);
    return item;
  });
  await setProgress(70);
  const learning = (
    await db
      .selectFrom('moduleProgress as p')
      .innerJoin('learningModules as m', 'm.id', 'p.moduleId')
      .innerJoin('learningTracks as t', 't.id', 'm.trackId')
      .select([
        't.title as track',
        'm.title as module',
        'p.status',
        'p.watchSeconds',
        'p.completedAt',
        'p.updatedAt',
      ])
      .where('p.userId', '=', userId)
      .orderBy('p.updatedAt')
      .execute()
  ).map((p) => ({ ...p, completedAt: iso(p.completedAt), updatedAt: p.updatedAt.toISOString() }));
  const preferences = await db
    .selectFrom('preferences')
    .select(['dailyJournalReminder', 'weeklyProgressSummary', 'moodPatternAlerts', 'reminderHour'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  return {
    format: EXPORT_FORMAT,
    version: 1,
    exportedAt: clock.now().toISOString(),
    profile: { ...user, createdAt: user.createdAt.toISOString() },
    preferences: preferences ?? null,
    entries,
    coachConversations: conversations,
    goals,
    toolkit,
    learningProgress: learning,
  };
}

/** journal.json of an export. */
export type ExportContents = Awaited<ReturnType<typeof gatherExport>>;

/** A readable journal: one heading per day (in the entry's own zone), newest last. */
export function exportMarkdown(data: ExportContents): string {
  const name =
    [data.profile.firstName, data.profile.lastName].filter(Boolean).join(' ') || data.profile.email;
  const lines = [`# Journal of ${name}`, '', `Exported ${data.exportedAt.slice(0, 10)} from Innerweather.`];
  let currentDay = '';
  for (const e of data.entries) {
    const at = localParts(new Date(e.createdAt), e.timeZone);
    if (at.key !== currentDay) {
      currentDay = at.key;
      lines.push('', `## ${at.day}`);
    }
    const facts = [
      e.category,
      e.mood ? `mood: ${e.mood}` : null,
      e.analysis ? `read as ${e.analysis.dominantEmotion}` : null,
      e.starred ? 'starred' : null,
    ].filter(Boolean);
    lines.push('', `### ${at.time}${facts.length ? ` · ${facts.join(' · ')}` : ''}`, '');
    lines.push(e.content.trim() === '' ? '_(a mood-only day)_' : e.content.trim());
    if (e.tags.length > 0) lines.push('', `Tags: ${e.tags.join(', ')}`);
    if (e.revisions.length > 0)
      lines.push('', `_Edited; ${e.revisions.length} earlier version(s) in journal.json._`);
  }
  return `${lines.join('\n')}\n`;
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '@innerweather/db/client';
import { strToU8, zipSync } from 'fflate';
import type { Clock } from '../shared/clock.ts';
import type { Encryptor } from '../shared/encryption.ts';
import { forbidden, notFound, unauthorized } from '../shared/errors.ts';
import type { GuidanceText } from '../safety/guidance-service.ts';
import type { JobDispatcher } from '../shared/job-dispatcher.ts';
import { ANALYSIS_COLUMNS } from '../journal/journal-entries.ts';
import { openEntryBody } from '../journal/entry-body.ts';
import { isUuid } from '../shared/ids.ts';
import { EXPORT_FORMAT } from './import-formats.ts';

/** A ready export (and every link to it) lives this long; then its file is removed. */
export const EXPORT_LIFETIME_MS = 60 * 60 * 1000;

export interface DataExportDeps {
  db: Db;
  encryptor: Encryptor;
  clock: Clock;
  jobs: JobDispatcher;
  /** $DATA_DIR/exports: the zip, sealed with the journal key, until it expires. */
  dir: string;
  appUrl: string;
}

export interface ExportStatus {
  id: string;
  status: 'queued' | 'running' | 'ready' | 'failed';
  progress: number;
  downloadUrl: string | null;
  expiresAt: string | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** "Sunday, 14 May 2023" and "21:30" of an instant in a zone. */
function localParts(at: Date, timeZone: string) {
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

/**
 * Settings → Export My Data: a job gathers everything of one user (entries with their analyses and guidance, coach
 * conversations, goals with check-ins, toolkit, learning progress, preferences, profile) into a zip of journal.json
 * and journal.md, and a signed link that expires within the hour serves it to its owner, signed in.
 */
export function createDataExportService({ db, encryptor, clock, jobs, dir, appUrl }: DataExportDeps) {
  const signingKeys = encryptor.signingKeys('export-links');
  const fileOf = (id: string) => join(dir, `${id}.zip.sealed`);
  const sign = (key: Buffer, id: string, userId: string, expires: number) =>
    createHmac('sha256', key).update(`${id}\n${userId}\n${expires}`).digest('base64url');

  async function setProgress(id: string, progress: number) {
    await db.updateTable('dataExports').set({ progress }).where('id', '=', id).execute();
  }

  /** Everything of the user, decrypted, as journal.json holds it. */
  async function gather(exportId: string, userId: string) {
    const user = await db
      .selectFrom('users')
      .select(['id', 'email', 'firstName', 'lastName', 'timeZone', 'role', 'subscriptionStatus', 'createdAt'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const entryRows = await db
      .selectFrom('entries as e')
      .leftJoin('entryAnalyses as a', 'a.entryId', 'e.id')
      .select([
        'e.id',
        'e.contentEnc',
        'e.category',
        'e.privacyLevel',
        'e.createdAt',
        'e.tagsEnc',
        'e.mood',
        'e.starred',
        'e.timeZone',
        'e.source',
        'e.analysisStatus',
        ...ANALYSIS_COLUMNS,
      ])
      .where('e.userId', '=', userId)
      .orderBy('e.createdAt')
      .orderBy('e.id')
      .execute();
    await setProgress(exportId, 20);
    const guidanceRows = await db
      .selectFrom('guidance')
      .select([
        'entryId',
        'source',
        'detailsEnc',
        'urgency',
        'professionalType',
        'isAcknowledged',
        'createdAt',
      ])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .execute();
    const guidanceOf = new Map<string, unknown[]>();
    for (const g of guidanceRows) {
      const list = guidanceOf.get(g.entryId) ?? [];
      list.push({
        ...encryptor.decryptJson<GuidanceText>(g.detailsEnc),
        urgency: g.urgency,
        professionalType: g.professionalType,
        source: g.source,
        isAcknowledged: g.isAcknowledged,
        createdAt: g.createdAt.toISOString(),
      });
      guidanceOf.set(g.entryId, list);
    }
    const entries = entryRows.map((e) => {
      const body = openEntryBody(encryptor, e);
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
          e.dominantEmotion && body.insights
            ? {
                scores: { joy: e.joy, calm: e.calm, anxiety: e.anxiety, sadness: e.sadness, anger: e.anger },
                dominantEmotion: e.dominantEmotion,
                confidence: e.confidence,
                insights: body.insights,
                keywords: body.keywords ?? [],
                analyzer: e.analyzer,
              }
            : null,
        guidance: guidanceOf.get(e.id) ?? [],
      };
    });
    await setProgress(exportId, 50);

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
    ).map((t) => ({
      id: t.id,
      title: encryptor.decrypt(t.titleEnc),
      content: encryptor.decrypt(t.contentEnc),
      category: t.category,
      tags: t.tags,
      accessCount: t.accessCount,
      createdAt: t.createdAt.toISOString(),
    }));
    await setProgress(exportId, 70);
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

  type Gathered = Awaited<ReturnType<typeof gather>>;

  /** A readable journal: one heading per day (in the entry's own zone), newest last. */
  function markdown(data: Gathered): string {
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
    }
    return `${lines.join('\n')}\n`;
  }

  return {
    async request(userId: string): Promise<{ id: string; status: ExportStatus['status'] }> {
      const row = await db
        .insertInto('dataExports')
        .values({ userId })
        .returning(['id', 'status'])
        .executeTakeFirstOrThrow();
      await jobs.dispatch('account.export', { exportId: row.id });
      return row;
    },

    async status(userId: string, exportId: string): Promise<ExportStatus> {
      if (!isUuid(exportId)) throw notFound('Export');
      const row = await db
        .selectFrom('dataExports')
        .selectAll()
        .where('id', '=', exportId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      if (!row) throw notFound('Export');
      const now = clock.now().getTime();
      const live = row.status === 'ready' && row.expiresAt !== null && row.expiresAt.getTime() > now;
      let downloadUrl: string | null = null;
      if (live) {
        const expires = row.expiresAt!.getTime();
        const signature = sign(signingKeys[0]!, row.id, userId, expires);
        downloadUrl = `${appUrl}/api/account/export/${row.id}/download?expires=${expires}&signature=${signature}`;
      }
      return {
        id: row.id,
        status: row.status,
        progress: row.progress,
        downloadUrl,
        expiresAt: iso(row.expiresAt),
      };
    },

    /** The job: gathers, writes the zip (sealed) and marks the export ready for an hour. */
    async build(exportId: string): Promise<void> {
      const row = await db
        .selectFrom('dataExports')
        .select(['id', 'userId', 'status'])
        .where('id', '=', exportId)
        .executeTakeFirst();
      if (!row || row.status === 'ready') return;
      await db
        .updateTable('dataExports')
        .set({ status: 'running', progress: 5 })
        .where('id', '=', exportId)
        .execute();
      const data = await gather(exportId, row.userId);
      const zip = zipSync({
        'journal.json': strToU8(JSON.stringify(data, null, 2)),
        'journal.md': strToU8(markdown(data)),
      });
      await setProgress(exportId, 90);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const sealed = encryptor.seal(row.userId, Buffer.from(zip).toString('base64'));
      await writeFile(fileOf(exportId), sealed, { mode: 0o600 });
      const now = clock.now();
      await db
        .updateTable('dataExports')
        .set({
          status: 'ready',
          progress: 100,
          fileName: `innerweather-export-${now.toISOString().slice(0, 10)}.zip`,
          sizeBytes: zip.length,
          finishedAt: now,
          expiresAt: new Date(now.getTime() + EXPORT_LIFETIME_MS),
        })
        .where('id', '=', exportId)
        .execute();
      await this.removeExpired();
    },

    async recordFailure(exportId: string): Promise<void> {
      await db
        .updateTable('dataExports')
        .set({ status: 'failed', finishedAt: clock.now() })
        .where('id', '=', exportId)
        .where('status', '<>', 'ready')
        .execute();
    },

    /** Removes the files of exports whose hour is over. */
    async removeExpired(): Promise<void> {
      const old = await db
        .selectFrom('dataExports')
        .select('id')
        .where('expiresAt', '<=', clock.now())
        .where('fileName', 'is not', null)
        .execute();
      for (const { id } of old) {
        await rm(fileOf(id), { force: true });
        await db.updateTable('dataExports').set({ fileName: null }).where('id', '=', id).execute();
      }
    },

    /**
     * The download behind a signed link: the signature must be valid and unexpired, and the signed-in user must be
     * the export's owner (a link forwarded to someone else, or opened signed out, is refused).
     */
    async open(
      userId: string | null,
      exportId: string,
      query: { expires?: string | undefined; signature?: string | undefined },
    ): Promise<{ fileName: string; zip: Buffer }> {
      if (!userId) throw unauthorized('Sign in to download your export');
      if (!isUuid(exportId)) throw notFound('Export');
      const expires = Number(query.expires);
      const given = Buffer.from(query.signature ?? '', 'base64url');
      const valid =
        Number.isFinite(expires) &&
        signingKeys.some((key) => {
          const wanted = Buffer.from(sign(key, exportId, userId, expires), 'base64url');
          return wanted.length === given.length && timingSafeEqual(wanted, given);
        });
      if (!valid) throw forbidden('This download link is not valid for your account');
      if (expires <= clock.now().getTime()) throw forbidden('This download link has expired: export again');
      const row = await db
        .selectFrom('dataExports')
        .select(['fileName', 'status'])
        .where('id', '=', exportId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      if (!row || row.status !== 'ready' || !row.fileName) throw notFound('Export');
      const sealed = await readFile(fileOf(exportId), 'utf8').catch(() => null);
      if (sealed === null) throw notFound('Export');
      return { fileName: row.fileName, zip: Buffer.from(encryptor.decrypt(sealed), 'base64') };
    },
  };
}

export type DataExportService = ReturnType<typeof createDataExportService>;

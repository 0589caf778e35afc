import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '@innerweather/db/client';
import type { ExportContentsKind } from '@innerweather/db/schema';
import { strToU8, zipSync } from 'fflate';
import type { Clock } from '../shared/clock.ts';
import type { Encryptor } from '../shared/encryption.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../shared/errors.ts';
import type { JobDispatcher } from '../shared/job-dispatcher.ts';
import { isUuid } from '../shared/ids.ts';
import { exportMarkdown, gatherExport, iso } from './export-contents.ts';
import { gatherSharedEntries, sharedEntriesMarkdown } from './shared-entries.ts';

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
  contents: ExportContentsKind;
  status: 'queued' | 'running' | 'ready' | 'failed';
  progress: number;
  /** How many entries the file holds, once ready (0: a shareable export with no entry marked shareable). */
  entryCount: number | null;
  downloadUrl: string | null;
  expiresAt: string | null;
}

/** What the download answers: the zip of everything, or the shareable entries as one Markdown document. */
const FILE_TYPES: Record<ExportContentsKind, string> = {
  everything: 'application/zip',
  shareable: 'text/markdown; charset=utf-8',
};

/** The file of an export, built by the job: the zip of everything, or the document of the shareable entries. */
async function buildFile(
  deps: DataExportDeps,
  userId: string,
  contents: ExportContentsKind,
  progress: (p: number) => Promise<void>,
) {
  const day = deps.clock.now().toISOString().slice(0, 10);
  if (contents === 'shareable') {
    const shared = await gatherSharedEntries(deps, userId);
    return {
      bytes: strToU8(sharedEntriesMarkdown(shared, deps.clock)),
      fileName: `innerweather-shared-entries-${day}.md`,
      entryCount: shared.entries.length,
    };
  }
  const data = await gatherExport(deps, userId, progress);
  const zip = zipSync({
    'journal.json': strToU8(JSON.stringify(data, null, 2)),
    'journal.md': strToU8(exportMarkdown(data)),
  });
  return { bytes: zip, fileName: `innerweather-export-${day}.zip`, entryCount: data.entries.length };
}

/**
 * Settings → Export My Data: a job gathers everything of one user (entries with their analyses and guidance, coach
 * conversations, goals with check-ins, toolkit, learning progress, preferences, profile) into a zip of journal.json
 * and journal.md, and a signed link that expires within the hour serves it to its owner, signed in. An export of
 * `contents: 'shareable'` holds only the entries marked "Shareable with therapist", as a readable document.
 */
export function createDataExportService(deps: DataExportDeps) {
  const { db, encryptor, clock, jobs, dir, appUrl } = deps;
  const signingKeys = encryptor.signingKeys('export-links');
  const fileOf = (id: string) => join(dir, `${id}.zip.sealed`);
  const sign = (key: Buffer, id: string, userId: string, expires: number) =>
    createHmac('sha256', key).update(`${id}\n${userId}\n${expires}`).digest('base64url');

  async function setProgress(id: string, progress: number) {
    await db.updateTable('dataExports').set({ progress }).where('id', '=', id).execute();
  }

  return {
    async request(
      userId: string,
      requestId?: string,
      contents: ExportContentsKind = 'everything',
    ): Promise<{ id: string; contents: ExportContentsKind; status: ExportStatus['status'] }> {
      const row = await db
        .insertInto('dataExports')
        .values({ userId, contents })
        .returning(['id', 'contents', 'status'])
        .executeTakeFirstOrThrow();
      await jobs.dispatch('account.export', { exportId: row.id }, requestId);
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
      let downloadUrl: string | null = null;
      if (row.status === 'ready' && row.expiresAt !== null && row.expiresAt.getTime() > now) {
        const expires = row.expiresAt.getTime();
        const signature = sign(signingKeys[0]!, row.id, userId, expires);
        downloadUrl = `${appUrl}/api/account/export/${row.id}/download?expires=${expires}&signature=${signature}`;
      }
      return {
        id: row.id,
        contents: row.contents,
        status: row.status,
        progress: row.progress,
        entryCount: row.status === 'ready' ? row.entryCount : null,
        downloadUrl,
        expiresAt: iso(row.expiresAt),
      };
    },

    /** The job: gathers, writes the file (sealed) and marks the export ready for an hour. */
    async build(exportId: string): Promise<void> {
      const row = await db
        .selectFrom('dataExports')
        .select(['id', 'userId', 'status', 'contents'])
        .where('id', '=', exportId)
        .executeTakeFirst();
      if (!row || row.status === 'ready') return;
      await db
        .updateTable('dataExports')
        .set({ status: 'running', progress: 5 })
        .where('id', '=', exportId)
        .execute();
      const file = await buildFile(deps, row.userId, row.contents, (progress) =>
        setProgress(exportId, progress),
      );
      await setProgress(exportId, 90);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const sealed = encryptor.seal(row.userId, Buffer.from(file.bytes).toString('base64'));
      await writeFile(fileOf(exportId), sealed, { mode: 0o600 });
      const now = clock.now();
      const kept = await db
        .updateTable('dataExports')
        .set({
          status: 'ready',
          progress: 100,
          fileName: file.fileName,
          sizeBytes: file.bytes.length,
          entryCount: file.entryCount,
          finishedAt: now,
          expiresAt: new Date(now.getTime() + EXPORT_LIFETIME_MS),
        })
        .where('id', '=', exportId)
        .returning('id')
        .executeTakeFirst();
      if (!kept) {
        // The account was deleted while the zip was being made: the deletion removed the files it knew of and
        // destroyed the data key, and sealing made a new key. Neither the file nor that key may outlive the account.
        await rm(fileOf(exportId), { force: true });
        const user = await db
          .selectFrom('users')
          .select('id')
          .where('id', '=', row.userId)
          .executeTakeFirst();
        if (!user) encryptor.destroyUserKey(row.userId);
        return;
      }
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
    ): Promise<{ fileName: string; type: string; body: Buffer }> {
      if (!userId) throw unauthorized('Sign in to download your export');
      if (!isUuid(exportId)) throw notFound('Export');
      // A client that built the URL itself, without the signed query: say where the link is.
      if (!query.expires || !query.signature)
        throw badRequest(
          `Download with the downloadUrl of GET /api/account/export/${exportId}: the link carries its expires and signature`,
        );
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
        .select(['fileName', 'status', 'contents'])
        .where('id', '=', exportId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      if (!row || row.status !== 'ready' || !row.fileName) throw notFound('Export');
      const sealed = await readFile(fileOf(exportId), 'utf8').catch(() => null);
      if (sealed === null) throw notFound('Export');
      return {
        fileName: row.fileName,
        type: FILE_TYPES[row.contents],
        body: Buffer.from(encryptor.decrypt(sealed), 'base64'),
      };
    },
  };
}

export type DataExportService = ReturnType<typeof createDataExportService>;

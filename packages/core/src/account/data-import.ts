import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '@innerweather/db/client';
import type { ImportSource } from '@innerweather/db/schema';
import type { Clock } from '../shared/clock.ts';
import type { Encryptor } from '../shared/encryption.ts';
import { NEW_BODY, openEntryText, sealEntryBody } from '../journal/entry-body.ts';
import { badRequest, notFound, unauthorized } from '../shared/errors.ts';
import type { JobDispatcher } from '../shared/job-dispatcher.ts';
import { isUuid } from '../shared/ids.ts';
import { type DaylioMoodMap, type RenamedMood, unmappedMoods } from './daylio-mood-map.ts';
import { type ImportedEntry, type ParsedImport, parseImport } from './import-formats.ts';

/** The largest file POST /api/account/import takes. */
export const MAX_IMPORT_BYTES = 200 * 1024 * 1024;
export const IMPORT_SOURCES = ['dayone', 'daylio', 'innerweather'] as const;

/** Rows per insert statement (and per progress update). */
const WRITE_BATCH = 200;
/** Ids or dates per lookup of what is already here. */
const LOOKUP_BATCH = 1000;
/** At most this many line messages are kept on an import. */
const MAX_ERRORS = 100;

export interface DataImportDeps {
  db: Db;
  encryptor: Encryptor;
  clock: Clock;
  jobs: JobDispatcher;
  /** $DATA_DIR/imports: the parsed file waits here, sealed, until its job has written it. */
  dir: string;
}

export interface ImportPreview {
  found: number;
  /** Entries of the file already in the journal (same source id, else same date and text). */
  duplicates: number;
  /** What an import would add. */
  new: number;
  skipped: number;
  from: string | null;
  to: string | null;
  errors: Array<{ line: number; message: string }>;
  /** Mood names of a Daylio CSV that are not Daylio's five and that `moodMap` does not answer yet. */
  unmappedMoods: RenamedMood[];
}

export interface ImportStatus {
  id: string;
  source: ImportSource;
  status: 'queued' | 'running' | 'done' | 'failed';
  progress: number;
  counts: { found: number; imported: number; duplicates: number; skipped: number };
  errors: Array<{ line: number; message: string }>;
  /** The background screening and analysis of the imported entries, oldest first. */
  analysis: { total: number; done: number };
  createdAt: string;
}

interface Staged {
  userId: string;
  source: ImportSource;
  entries: Array<Omit<ImportedEntry, 'createdAt'> & { createdAt: string }>;
}

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

const textKey = (createdAt: Date, content: string, mood: string | null) =>
  `${createdAt.toISOString()}\n${content.trim()}\n${content.trim() === '' ? (mood ?? '') : ''}`;

/**
 * Imports from Day One, Daylio and our own export: a dry run that counts, then a job that writes the entries
 * (deduplicated by source id, else by date and text) and an analysis lane of its own that screens and analyses
 * them oldest first, so today's entries never wait behind years of history.
 */
export function createDataImportService({ db, encryptor, clock, jobs, dir }: DataImportDeps) {
  const stagedFile = (id: string) => join(dir, `${id}.sealed`);

  async function userZone(userId: string): Promise<string> {
    const user = await db.selectFrom('users').select('timeZone').where('id', '=', userId).executeTakeFirst();
    if (!user) throw unauthorized();
    return user.timeZone;
  }

  /** Which of `entries` the user's journal already holds, and which repeat an earlier one of the same file. */
  async function findDuplicates(userId: string, source: ImportSource, entries: ImportedEntry[]) {
    const known = new Set<string>();
    const withIds = entries.flatMap((e) => (e.sourceId !== null ? [e.sourceId] : []));
    for (const ids of chunks([...new Set(withIds)], LOOKUP_BATCH)) {
      const rows = await db
        .selectFrom('entries')
        .select('sourceId')
        .where('userId', '=', userId)
        .where('source', '=', source)
        .where('sourceId', 'in', ids)
        .execute();
      for (const r of rows) if (r.sourceId) known.add(r.sourceId);
      // Our own export names the entries by their ids here: re-importing it into the same journal adds nothing.
      const own = ids.filter(isUuid);
      if (source === 'innerweather' && own.length > 0) {
        const mine = await db
          .selectFrom('entries')
          .select('id')
          .where('userId', '=', userId)
          .where('id', 'in', own)
          .execute();
        for (const r of mine) known.add(r.id);
      }
    }
    const sameText = new Set<string>();
    const instants = [...new Set(entries.map((e) => e.createdAt.toISOString()))];
    for (const batch of chunks(instants, LOOKUP_BATCH)) {
      const rows = await db
        .selectFrom('entries')
        .select(['createdAt', 'contentEnc', 'mood'])
        .where('userId', '=', userId)
        .where(
          'createdAt',
          'in',
          batch.map((at) => new Date(at)),
        )
        .execute();
      for (const r of rows)
        sameText.add(textKey(r.createdAt, openEntryText(encryptor, r.contentEnc), r.mood));
    }
    const seen = new Set<string>();
    return entries.map((e) => {
      const byId = e.sourceId !== null ? `id:${e.sourceId}` : null;
      const byText = `text:${textKey(e.createdAt, e.content, e.mood)}`;
      const duplicate =
        (e.sourceId !== null && known.has(e.sourceId)) ||
        sameText.has(byText.slice(5)) ||
        (byId !== null && seen.has(byId)) ||
        seen.has(byText);
      if (byId) seen.add(byId);
      seen.add(byText);
      return duplicate;
    });
  }

  const lineErrors = (parsed: ParsedImport) =>
    [...parsed.skipped, ...(parsed.warnings ?? [])].sort((a, b) => a.line - b.line).slice(0, MAX_ERRORS);

  /** The file read with the user's answers for renamed moods, which must name moods the file holds. */
  async function parseFor(
    userId: string,
    source: ImportSource,
    bytes: Uint8Array,
    moodMap: DaylioMoodMap | null,
  ) {
    if (moodMap && source !== 'daylio') throw badRequest('moodMap is only for a Daylio file');
    const parsed = parseImport(source, bytes, await userZone(userId), moodMap);
    return { parsed, unmapped: unmappedMoods(parsed.renamedMoods ?? [], moodMap) };
  }

  async function analysisProgress(importId: string) {
    const row = await db
      .selectFrom('entries')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.count<number>('id').filterWhere('analysisStatus', '<>', 'pending').as('done'),
      ])
      .where('importId', '=', importId)
      .executeTakeFirstOrThrow();
    return { total: Number(row.total), done: Number(row.done) };
  }

  return {
    /** The dry run: what the file holds and what an import would add, writing nothing. */
    async preview(
      userId: string,
      source: ImportSource,
      bytes: Uint8Array,
      moodMap: DaylioMoodMap | null = null,
    ): Promise<ImportPreview> {
      const { parsed, unmapped } = await parseFor(userId, source, bytes, moodMap);
      const duplicates = (await findDuplicates(userId, source, parsed.entries)).filter(Boolean).length;
      return {
        found: parsed.entries.length,
        duplicates,
        new: parsed.entries.length - duplicates,
        skipped: parsed.skipped.length,
        from: parsed.entries[0]?.createdAt.toISOString() ?? null,
        to: parsed.entries.at(-1)?.createdAt.toISOString() ?? null,
        errors: lineErrors(parsed),
        unmappedMoods: unmapped,
      };
    },

    /**
     * Reads the whole file first (a malformed one is a 400 and nothing is written), seals what was read into
     * $DATA_DIR/imports for the job, and queues it.
     */
    async start(
      userId: string,
      source: ImportSource,
      bytes: Uint8Array,
      requestId?: string,
      moodMap: DaylioMoodMap | null = null,
    ) {
      // The mapped moods are applied here: only the emotions are staged, never the renamed moods' names.
      const { parsed } = await parseFor(userId, source, bytes, moodMap);
      const row = await db
        .insertInto('dataImports')
        .values({
          userId,
          source,
          found: parsed.entries.length,
          skipped: parsed.skipped.length,
          errors: JSON.stringify(lineErrors(parsed)),
        })
        .returning(['id', 'status'])
        .executeTakeFirstOrThrow();
      const staged: Staged = {
        userId,
        source,
        entries: parsed.entries.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
      };
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await writeFile(stagedFile(row.id), encryptor.sealJson(userId, staged), { mode: 0o600 });
      await jobs.dispatch('account.import', { importId: row.id }, requestId);
      return { id: row.id, status: row.status };
    },

    async status(userId: string, importId: string): Promise<ImportStatus> {
      if (!isUuid(importId)) throw notFound('Import');
      const row = await db
        .selectFrom('dataImports')
        .selectAll()
        .where('id', '=', importId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      if (!row) throw notFound('Import');
      return {
        id: row.id,
        source: row.source,
        status: row.status,
        progress: row.progress,
        counts: {
          found: row.found,
          imported: row.imported,
          duplicates: row.duplicates,
          skipped: row.skipped,
        },
        errors: row.errors,
        analysis: await analysisProgress(row.id),
        createdAt: row.createdAt.toISOString(),
      };
    },

    /**
     * The job: writes the staged entries in batches, oldest first, skipping what is already here, then hands them
     * to the import's analysis lane. Running it again (a retry) writes nothing twice: duplicates are found again.
     */
    async run(importId: string, requestId?: string): Promise<void> {
      const row = await db
        .selectFrom('dataImports')
        .select(['id', 'userId', 'source', 'status'])
        .where('id', '=', importId)
        .executeTakeFirst();
      if (!row || row.status === 'done' || row.status === 'failed') return;
      let sealed: string;
      try {
        sealed = await readFile(stagedFile(importId), 'utf8');
      } catch {
        await db
          .updateTable('dataImports')
          .set({ status: 'failed', finishedAt: clock.now() })
          .where('id', '=', importId)
          .execute();
        return;
      }
      const staged = encryptor.decryptJson<Staged>(sealed);
      await db.updateTable('dataImports').set({ status: 'running' }).where('id', '=', importId).execute();
      const entries = staged.entries.map((e) => ({ ...e, createdAt: new Date(e.createdAt) }));
      const duplicate = await findDuplicates(row.userId, row.source, entries);
      const fresh = entries.filter((_, i) => !duplicate[i]);
      let imported = 0;
      let written = 0;
      for (const batch of chunks(fresh, WRITE_BATCH)) {
        const inserted = await db
          .insertInto('entries')
          .values(
            batch.map((e) => ({
              userId: row.userId,
              contentEnc: sealEntryBody(encryptor, row.userId, {
                ...NEW_BODY,
                text: e.content,
                tags: e.tags,
              }),
              category: e.category,
              privacyLevel: e.privacyLevel,
              createdAt: e.createdAt,
              mood: e.mood,
              starred: e.starred,
              timeZone: e.timeZone,
              source: row.source,
              sourceId: e.sourceId,
              importId,
              // A mood-only day has nothing to read: it is kept with its mood and needs no analysis.
              analysisStatus: e.content.trim() === '' ? ('complete' as const) : ('pending' as const),
            })),
          )
          .onConflict((oc) =>
            oc.columns(['userId', 'source', 'sourceId']).where('sourceId', 'is not', null).doNothing(),
          )
          .returning('id')
          .execute();
        imported += inserted.length;
        written += batch.length;
        await db
          .updateTable('dataImports')
          .set({
            imported,
            progress: Math.floor((written / Math.max(1, fresh.length)) * 100),
          })
          .where('id', '=', importId)
          .execute();
      }
      await db
        .updateTable('dataImports')
        .set({
          status: 'done',
          progress: 100,
          imported,
          duplicates: entries.length - imported,
          finishedAt: clock.now(),
        })
        .where('id', '=', importId)
        .execute();
      await rm(stagedFile(importId), { force: true });
      await jobs.dispatch('import.analyse', { importId }, requestId);
    },

    /** After the job's last try: the import reads failed and its staged file is removed. */
    async recordFailure(importId: string): Promise<void> {
      await db
        .updateTable('dataImports')
        .set({ status: 'failed', finishedAt: clock.now() })
        .where('id', '=', importId)
        .where('status', '<>', 'done')
        .execute();
      await rm(stagedFile(importId), { force: true });
    },

    /** The next imported entry waiting for analysis, oldest first, or null when the import is analysed. */
    async nextToAnalyse(importId: string): Promise<string | null> {
      const row = await db
        .selectFrom('entries')
        .select('id')
        .where('importId', '=', importId)
        .where('analysisStatus', '=', 'pending')
        .orderBy('createdAt')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /** Imports with entries still waiting for analysis, for the sweeper to restart their lanes. */
    async importsToAnalyse(limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('entries')
        .select('importId')
        .distinct()
        .where('importId', 'is not', null)
        .where('analysisStatus', '=', 'pending')
        .limit(limit)
        .execute();
      return rows.flatMap((r) => (r.importId ? [r.importId] : []));
    },
  };
}

export type DataImportService = ReturnType<typeof createDataImportService>;

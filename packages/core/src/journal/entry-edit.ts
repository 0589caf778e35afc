import {
  ENTRY_DATE_FUTURE_MESSAGE,
  entryEditContentSchema,
  type TEntry,
  type TEntryCategory,
  type TEntryRevision,
} from '@innerweather/validators/journal';
import { sql } from 'kysely';
import { badRequest, notFound } from '../shared/errors.ts';
import { isUuid } from '../shared/ids.ts';
import {
  type EntriesServiceDeps,
  type EntryChanges,
  localDate,
  readEntry,
  requestAnalysis,
} from './entry-deps.ts';
import { isOwnEntry } from './journal-entries.ts';
import { openEntryBody, sealEntryBody } from './entry-body.ts';

/** Changing an entry (its earlier versions kept), reading those versions, deleting it. */
export function createEntryEditing(deps: EntriesServiceDeps) {
  const { db, encryptor, clock } = deps;
  return {
    /**
     * Changes what is sent of an entry. A change of text, date, category, privacy or tags keeps the version before
     * it (encrypted) in entry_revisions. New text is analysed again: its analysis and the analyzer's guidance go,
     * the entry reads pending and the crisis screen and the analysis run as for a new entry. The crisis screen's
     * guidance stays (acknowledged or not): a tier is never lowered by an edit. The mood alone is no new version.
     */
    async update(
      userId: string,
      entryId: string,
      changes: EntryChanges,
      requestId?: string,
    ): Promise<TEntry> {
      if (!isUuid(entryId)) throw notFound('Entry');
      const now = clock.now();
      const reanalyse = await db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('entries as e')
          .innerJoin('users as u', 'u.id', 'e.userId')
          .leftJoin('entryAnalyses as a', 'a.entryId', 'e.id')
          .select([
            'a.detailsEnc',
            'e.contentEnc',
            'e.category',
            'e.privacyLevel',
            'e.tagsEnc',
            'e.mood',
            'e.createdAt',
            'u.timeZone',
          ])
          .where('e.id', '=', entryId)
          .where('e.userId', '=', userId)
          .forUpdate('e')
          .executeTakeFirst();
        if (!current) throw notFound('Entry');
        if (changes.entryDate !== undefined && changes.entryDate > localDate(now, current.timeZone))
          throw badRequest(ENTRY_DATE_FUTURE_MESSAGE);

        const old = openEntryBody(encryptor, current);
        const oldTags = old.tags;
        // The text comes trimmed: the same text sent back as read is no change (an import's final new line stays).
        const textChanged = changes.content !== undefined && changes.content !== old.text.trim();
        if (textChanged) {
          // An imported entry longer than 2000 characters can be edited at the length it has, not cut to 2000.
          const checked = entryEditContentSchema(old.text.trim().length).safeParse(changes.content);
          if (!checked.success) throw badRequest(checked.error.issues[0]?.message ?? 'Entry is too long');
        }
        const tagsChanged =
          changes.tags !== undefined && JSON.stringify(changes.tags) !== JSON.stringify(oldTags);
        const categoryChanged = changes.category !== undefined && changes.category !== current.category;
        const privacyChanged =
          changes.privacyLevel !== undefined && changes.privacyLevel !== current.privacyLevel;
        const dateChanged =
          changes.entryDate !== undefined &&
          changes.entryDate !== localDate(current.createdAt, current.timeZone);
        const moodChanged = changes.mood !== undefined && changes.mood !== current.mood;

        if (textChanged || tagsChanged || categoryChanged || privacyChanged || dateChanged) {
          await trx
            .insertInto('entryRevisions')
            .values({
              entryId,
              userId,
              contentEnc: current.contentEnc,
              category: current.category,
              privacyLevel: current.privacyLevel,
              tagsEnc: current.tagsEnc,
              mood: current.mood,
              entryCreatedAt: current.createdAt,
              replacedAt: now,
            })
            .execute();
          await trx
            .updateTable('entries')
            .set({
              // Text and tags are sealed as one with the insights, which new text sends back to pending.
              ...(textChanged || tagsChanged
                ? {
                    contentEnc: sealEntryBody(encryptor, userId, {
                      ...(textChanged ? { insights: null, keywords: null } : old),
                      text: changes.content ?? old.text,
                      tags: changes.tags ?? old.tags,
                    }),
                    tagsEnc: null,
                  }
                : {}),
              ...(categoryChanged ? { category: changes.category ?? null } : {}),
              ...(privacyChanged && changes.privacyLevel !== undefined
                ? { privacyLevel: changes.privacyLevel }
                : {}),
              editedAt: now,
            })
            .where('id', '=', entryId)
            .execute();
        }
        if (textChanged) {
          // The old text's reading goes (the journal_days triggers take it out of its day), then the entry waits
          // for the new one. The status has its own statement: the date and mood below have theirs.
          await trx.deleteFrom('entryAnalyses').where('entryId', '=', entryId).execute();
          await trx
            .deleteFrom('guidance')
            .where('entryId', '=', entryId)
            .where('source', '=', 'analyzer')
            .execute();
          await trx
            .updateTable('entries')
            .set({ analysisStatus: 'pending', analysisAttempts: 0, analyzedAt: null })
            .where('id', '=', entryId)
            .execute();
        }
        if (dateChanged || moodChanged) {
          await trx
            .updateTable('entries')
            .set({
              ...(moodChanged ? { mood: changes.mood ?? null } : {}),
              // The new date at the entry's own local time of day.
              ...(dateChanged
                ? {
                    createdAt: sql<Date>`(${changes.entryDate}::date
                      + (created_at at time zone ${current.timeZone})::time) at time zone ${current.timeZone}`,
                  }
                : {}),
            })
            .where('id', '=', entryId)
            .execute();
        }
        return textChanged;
      });
      if (reanalyse) {
        await requestAnalysis(deps, entryId, requestId);
      }
      return readEntry(deps, userId, entryId);
    },

    /** The earlier versions of one of the user's entries, newest first. */
    async revisions(userId: string, entryId: string): Promise<TEntryRevision[]> {
      if (!isUuid(entryId)) throw notFound('Entry');
      if (!(await isOwnEntry(db, userId, entryId))) throw notFound('Entry');
      const rows = await db
        .selectFrom('entryRevisions')
        .selectAll()
        .where('entryId', '=', entryId)
        .where('userId', '=', userId)
        .orderBy('replacedAt', 'desc')
        .orderBy(sql`seq`, 'desc')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        ...(({ text, tags }) => ({ content: text, tags }))(openEntryBody(encryptor, r)),
        category: r.category as TEntryCategory | null,
        privacyLevel: r.privacyLevel,
        mood: r.mood,
        createdAt: r.entryCreatedAt.toISOString(),
        replacedAt: r.replacedAt.toISOString(),
      }));
    },

    /** Deletes one of the user's entries with its analysis and guidance (foreign keys cascade). */
    async delete(userId: string, entryId: string): Promise<void> {
      if (!isUuid(entryId)) throw notFound('Entry');
      const result = await db
        .deleteFrom('entries')
        .where('id', '=', entryId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw notFound('Entry');
    },
  };
}

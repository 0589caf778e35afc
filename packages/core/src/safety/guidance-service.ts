import type { Db } from '@innerweather/db/client';
import type { GuidanceRow } from '@innerweather/db/schema';
import type { TGuidance } from '@innerweather/validators/journal';
import { compiledQuery } from '@innerweather/db/compiled-query';
import { sql } from 'kysely';
import type { Clock } from '../shared/clock.ts';
import type { Encryptor } from '../shared/encryption.ts';
import { isOwnEntry } from '../journal/journal-entries.ts';
import { conflict, notFound } from '../shared/errors.ts';
import { isUuid } from '../shared/ids.ts';

export interface GuidanceServiceDeps {
  db: Db;
  clock: Clock;
  encryptor: Encryptor;
}

/** The words of a guidance item, written from the entry's text and so encrypted at rest like it (details_enc). */
export interface GuidanceText {
  concern: string;
  recommendation: string;
  reasoning: string;
}

export const encryptGuidanceText = (
  encryptor: Encryptor,
  userId: string,
  { concern, recommendation, reasoning }: GuidanceText,
) => encryptor.sealJson(userId, { concern, recommendation, reasoning } satisfies GuidanceText);

/** Most entries get a handful of items; the bulk read of the Entries page asks for at most one page of entries. */
export const MAX_ENTRIES_PER_GUIDANCE_REQUEST = 50;

const guidanceColumns = [
  'id',
  'entryId',
  'detailsEnc',
  'urgency',
  'professionalType',
  'isAcknowledged',
  'acknowledgedAt',
  'notAboutMeAt',
  'createdAt',
] as const;

type GuidanceColumns = Pick<GuidanceRow, (typeof guidanceColumns)[number]>;

function toGuidance(row: GuidanceColumns, encryptor: Encryptor): TGuidance {
  const { concern, recommendation, reasoning } = encryptor.decryptJson<GuidanceText>(row.detailsEnc);
  return {
    id: row.id,
    entryId: row.entryId,
    concern,
    recommendation,
    reasoning,
    urgency: row.urgency,
    professionalType: row.professionalType,
    isAcknowledged: row.isAcknowledged,
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
    notAboutMeAt: row.notAboutMeAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createGuidanceService({ db, clock, encryptor }: GuidanceServiceDeps) {
  const open = (row: GuidanceColumns) => toGuidance(row, encryptor);
  /** Immediate items first (they carry the crisis alert), then in the order they were written. */
  const guidanceOf = (userId: string) =>
    db
      .selectFrom('guidance')
      .select(guidanceColumns)
      .where('userId', '=', userId)
      .orderBy(sql`urgency = 'immediate'`, 'desc')
      .orderBy('createdAt', 'asc')
      .orderBy('id', 'asc');
  // Read on every dashboard load (the Immediate Support alert): compiled once.
  const unacknowledgedImmediateRows = compiledQuery(db, (userId: string) =>
    db
      .selectFrom('guidance')
      .select(guidanceColumns)
      .where('userId', '=', userId)
      .where('urgency', '=', 'immediate')
      .where('isAcknowledged', '=', false)
      .where('notAboutMeAt', 'is', null)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(1),
  );

  return {
    /** The guidance of one of the user's entries; another user's entry is not found. */
    async listForEntry(userId: string, entryId: string): Promise<TGuidance[]> {
      if (!isUuid(entryId)) throw notFound('Entry');
      if (!(await isOwnEntry(db, userId, entryId))) throw notFound('Entry');
      const rows = await guidanceOf(userId).where('entryId', '=', entryId).execute();
      return rows.map(open);
    },

    /** The guidance of several of the user's entries in one read (a page of the Entries screen). */
    async listForEntries(userId: string, entryIds: string[]): Promise<TGuidance[]> {
      const ids = [...new Set(entryIds.filter(isUuid))].slice(0, MAX_ENTRIES_PER_GUIDANCE_REQUEST);
      if (ids.length === 0) return [];
      const rows = await guidanceOf(userId).where('entryId', 'in', ids).execute();
      return rows.map(open);
    },

    /**
     * The newest immediate item not yet acknowledged, on whichever entry: the dashboard keeps the Immediate Support
     * alert until it is read, not only while its entry is among the newest.
     */
    async unacknowledgedImmediate(userId: string): Promise<TGuidance | null> {
      const [row] = await unacknowledgedImmediateRows(db, userId);
      return row ? open(row) : null;
    },

    /** Marks an item read; acknowledging again keeps the first date. */
    async acknowledge(userId: string, guidanceId: string): Promise<TGuidance> {
      if (!isUuid(guidanceId)) throw notFound('Recommendation');
      const row = await db
        .updateTable('guidance')
        .set({
          isAcknowledged: true,
          acknowledgedAt: sql<Date>`coalesce(acknowledged_at, ${clock.now().toISOString()}::timestamptz)`,
        })
        .where('id', '=', guidanceId)
        .where('userId', '=', userId)
        .returning(guidanceColumns)
        .executeTakeFirst();
      if (!row) throw notFound('Recommendation');
      return open(row);
    },

    /**
     * A crisis card answered "This isn't about me right now": it folds (the crisis lines stay one tap away) and
     * the date is kept for the admin's monthly count; answering again keeps the first date. Nothing is retrained.
     */
    async markNotAboutMe(userId: string, guidanceId: string): Promise<TGuidance> {
      if (!isUuid(guidanceId)) throw notFound('Recommendation');
      const item = await db
        .selectFrom('guidance')
        .select('professionalType')
        .where('id', '=', guidanceId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      if (!item) throw notFound('Recommendation');
      if (item.professionalType !== 'crisis_support') {
        throw conflict('Only a crisis support card can be answered "This isn\'t about me right now"');
      }
      const row = await db
        .updateTable('guidance')
        .set({
          notAboutMeAt: sql<Date>`coalesce(not_about_me_at, ${clock.now().toISOString()}::timestamptz)`,
        })
        .where('id', '=', guidanceId)
        .where('userId', '=', userId)
        .returning(guidanceColumns)
        .executeTakeFirstOrThrow();
      return open(row);
    },
  };
}

export type GuidanceService = ReturnType<typeof createGuidanceService>;

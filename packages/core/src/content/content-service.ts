import type { Db } from '@innerweather/db/client';
import { compiledQuery } from '@innerweather/db/compiled-query';
import type { TContentUpdate } from '@innerweather/validators/admin';
import type { TContentItem } from '@innerweather/validators/journal';
import { writeAdminLog } from '../admin/admin-log.ts';
import type { Clock } from '../shared/clock.ts';
import { badRequest } from '../shared/errors.ts';
import type { ContentChanges } from './content-changes.ts';
import { sanitizeManagedHtml } from './html-sanitizer.ts';

export interface ContentServiceDeps {
  db: Db;
  clock: Clock;
  /** How every process hears of a change; without it nothing is kept and every list reads the table. */
  changes?: ContentChanges | undefined;
}

/**
 * The longest a kept list is served. An admin's change reaches every process at once (`changes`); this bounds how
 * long a change made behind the app's back (SQL by hand, a restore) can go unseen.
 */
const KEEP_MS = 60_000;

const columns = ['id', 'section', 'key', 'value', 'valueType', 'updatedAt'] as const;

/**
 * Managed content (texts an admin can override). The known keys are stored with their defaults (migration 0008);
 * the web app keeps the same defaults for an item that is missing or empty.
 *
 * Every dashboard load lists it and it is the same for every user, so each process keeps the list it last read
 * while it is sure to hear of every change (`changes.listening()`): an admin's save forgets it here and, through
 * `changes`, in every other process before the save answers. A list read while a change landed is not kept.
 */
export function createContentService({ db, clock, changes }: ContentServiceDeps) {
  // Read on every dashboard load that misses the kept list: compiled once.
  const allItems = compiledQuery(db, () =>
    db.selectFrom('contentItems').select(columns).orderBy('section').orderBy('key'),
  );
  let kept: TContentItem[] | null = null;
  let keptAt = 0;
  /** Moves on at every change heard: a list read across a change is not kept. */
  let generation = 0;
  const forget = () => {
    generation += 1;
    kept = null;
  };
  let listening: (() => boolean) | null = null;

  return {
    async list(): Promise<TContentItem[]> {
      // The API's processes listen from their first list; a worker, which never lists, never does.
      if (changes && !listening) listening = changes.listen(forget).listening;
      if (kept && listening?.() && Date.now() - keptAt < KEEP_MS) return kept;
      const seen = generation;
      const rows = await allItems(db);
      const items = rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
      if (listening?.() && seen === generation) {
        // Shared by every request that follows: frozen, so no caller can change another's answer.
        items.forEach((item) => Object.freeze(item));
        kept = Object.freeze(items) as TContentItem[];
        keptAt = Date.now();
      }
      return items;
    },

    /**
     * Sets (or creates) one item with its log row. JSON must parse; HTML is stored sanitised, so what a page
     * renders never carries a script or an event handler.
     */
    async update(
      adminId: string,
      section: string,
      key: string,
      input: TContentUpdate,
    ): Promise<TContentItem> {
      let value = input.value;
      if (input.valueType === 'json') {
        try {
          JSON.parse(value);
        } catch {
          throw badRequest('Value must be valid JSON');
        }
      }
      if (input.valueType === 'html') value = sanitizeManagedHtml(value);
      const saved = await db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('contentItems')
          .select(['value', 'valueType'])
          .where('section', '=', section)
          .where('key', '=', key)
          .forUpdate()
          .executeTakeFirst();
        const now = clock.now();
        const row = await trx
          .insertInto('contentItems')
          .values({ section, key, value, valueType: input.valueType, updatedBy: adminId, updatedAt: now })
          .onConflict((oc) =>
            oc.columns(['section', 'key']).doUpdateSet({
              value,
              valueType: input.valueType,
              updatedBy: adminId,
              updatedAt: now,
            }),
          )
          .returning(columns)
          .executeTakeFirstOrThrow();
        await writeAdminLog(trx, {
          action: 'content_updated',
          targetType: 'content',
          targetId: `${section}/${key}`,
          adminId,
          details: {
            section,
            key,
            valueType: input.valueType,
            ...(before && before.valueType !== input.valueType
              ? { previousValueType: before.valueType }
              : {}),
            created: !before,
            sanitised: value !== input.value,
          },
        });
        return { ...row, updatedAt: row.updatedAt.toISOString() };
      });
      // Committed: no process may serve the list it kept once this save has answered.
      forget();
      await changes?.announce();
      return saved;
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;

import type { Db } from '@innerweather/db/client';
import { compiledQuery } from '@innerweather/db/compiled-query';
import type { TContentUpdate } from '@innerweather/validators/admin';
import type { TContentItem } from '@innerweather/validators/journal';
import { writeAdminLog } from '../admin/admin-log.ts';
import type { Clock } from '../shared/clock.ts';
import { badRequest } from '../shared/errors.ts';
import { sanitizeManagedHtml } from './html-sanitizer.ts';

export interface ContentServiceDeps {
  db: Db;
  clock: Clock;
}

const columns = ['id', 'section', 'key', 'value', 'valueType', 'updatedAt'] as const;

/**
 * Managed content (texts an admin can override). The known keys are stored with their defaults (migration 0008);
 * the web app keeps the same defaults for an item that is missing or empty.
 */
export function createContentService({ db, clock }: ContentServiceDeps) {
  // Read on every dashboard load: compiled once.
  const allItems = compiledQuery(db, () =>
    db.selectFrom('contentItems').select(columns).orderBy('section').orderBy('key'),
  );
  return {
    async list(): Promise<TContentItem[]> {
      const rows = await allItems(db);
      return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
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
      return db.transaction().execute(async (trx) => {
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
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;

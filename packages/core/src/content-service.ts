import type { Db } from '@innerweather/db/client';
import type { TContentItem } from '@innerweather/validators/journal';

export interface ContentServiceDeps {
  db: Db;
}

/**
 * Managed content (texts an admin can override). Only stored items are returned: the built-in defaults live in
 * the web app beside the text they replace, so an empty table changes nothing the user sees.
 */
export function createContentService({ db }: ContentServiceDeps) {
  return {
    async list(): Promise<TContentItem[]> {
      const rows = await db
        .selectFrom('contentItems')
        .select(['id', 'section', 'key', 'value', 'valueType', 'updatedAt'])
        .orderBy('section')
        .orderBy('key')
        .execute();
      return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;

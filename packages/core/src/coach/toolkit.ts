import type { TSaveToolkitParsed, TToolkitItem } from '@innerweather/validators/coach';
import { sql } from 'kysely';
import { notFound } from '../shared/errors.ts';
import type { CoachParts } from './coach-deps.ts';
import { conversationRow } from './conversations.ts';
import { sealToolkitTags, TOOLKIT_COLUMNS, toToolkitItem as toolkitItem } from './toolkit-items.ts';

/** The toolkit: answers the user kept, title and text encrypted, counted each time one is opened. */
export function createToolkit({ db, encryptor, clock }: CoachParts) {
  const toToolkitItem = (row: Parameters<typeof toolkitItem>[1]) => toolkitItem(encryptor, row);

  return {
    /** Saves an answer to the toolkit; saving the same conversation again answers with the item already saved. */
    async saveToToolkit(userId: string, item: TSaveToolkitParsed): Promise<TToolkitItem> {
      await conversationRow(db, userId, item.conversationId);
      const inserted = await db
        .insertInto('toolkitItems')
        .values({
          userId,
          conversationId: item.conversationId,
          titleEnc: encryptor.seal(userId, item.title),
          category: item.category,
          contentEnc: encryptor.seal(userId, item.content),
          tagsEnc: sealToolkitTags(encryptor, userId, item.tags),
        })
        .onConflict((oc) =>
          oc.columns(['userId', 'conversationId']).where('conversationId', 'is not', null).doNothing(),
        )
        .returning(TOOLKIT_COLUMNS)
        .executeTakeFirst();
      const row =
        inserted ??
        (await db
          .selectFrom('toolkitItems')
          .select(TOOLKIT_COLUMNS)
          .where('userId', '=', userId)
          .where('conversationId', '=', item.conversationId)
          .executeTakeFirstOrThrow());
      return toToolkitItem(row);
    },

    async listToolkit(userId: string): Promise<TToolkitItem[]> {
      const rows = await db
        .selectFrom('toolkitItems')
        .select(TOOLKIT_COLUMNS)
        .where('userId', '=', userId)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toToolkitItem);
    },

    /** Opening an item counts: one more access, and now is its last access. */
    async openToolkitItem(userId: string, id: string): Promise<TToolkitItem> {
      const row = await db
        .updateTable('toolkitItems')
        .set({ accessCount: sql`access_count + 1`, lastAccessed: clock.now() })
        .where('id', '=', id)
        .where('userId', '=', userId)
        .returning(TOOLKIT_COLUMNS)
        .executeTakeFirst();
      if (!row) throw notFound('Toolkit item');
      return toToolkitItem(row);
    },
  };
}

import type { ToolkitItemsTable } from '@innerweather/db/schema';
import { DEFAULT_TOOLKIT_TAG, type TToolkitItem } from '@innerweather/validators/coach';
import type { Selectable } from 'kysely';
import type { Encryptor } from '../shared/encryption.ts';

/** What a toolkit item is read from. */
export const TOOLKIT_COLUMNS = [
  'id',
  'conversationId',
  'titleEnc',
  'category',
  'contentEnc',
  'tags',
  'tagsEnc',
  'accessCount',
  'lastAccessed',
  'createdAt',
] as const;
type ToolkitRow = Pick<Selectable<ToolkitItemsTable>, (typeof TOOLKIT_COLUMNS)[number]>;

/**
 * A toolkit item's tags are the user's words about an answer they kept: they are sealed like its title and content,
 * in `tags_enc` (migration 0019). A row written before that keeps clear `tags` until the migration seals them; both
 * read the same.
 */
export const sealToolkitTags = (encryptor: Encryptor, tags: string[] | undefined) =>
  encryptor.encryptJson(tags?.length ? tags : [DEFAULT_TOOLKIT_TAG]);

export function openToolkitTags(encryptor: Encryptor, row: Pick<ToolkitRow, 'tags' | 'tagsEnc'>): string[] {
  const tags = row.tagsEnc === null ? row.tags : encryptor.decryptJson<string[]>(row.tagsEnc);
  return tags.length > 0 ? tags : [DEFAULT_TOOLKIT_TAG];
}

export const toToolkitItem = (encryptor: Encryptor, row: ToolkitRow): TToolkitItem => ({
  id: row.id,
  conversationId: row.conversationId,
  title: encryptor.decrypt(row.titleEnc),
  category: row.category,
  content: encryptor.decrypt(row.contentEnc),
  tags: openToolkitTags(encryptor, row),
  accessCount: row.accessCount,
  lastAccessed: row.lastAccessed?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

import type { Db } from '@innerweather/db/client';
import type { TModule, TModuleCreate, TModuleUpdate } from '@innerweather/validators/learn';
import { writeAdminLog } from '../admin/admin-log.ts';
import { notFound } from '../shared/errors.ts';
import { isUuid } from '../shared/ids.ts';
import { type LearnDeps, lockTrack, toModule, uploadedName } from './tracks.ts';
import { removeUnusedVideos } from './videos.ts';

function slugify(title: string): string {
  return (
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'module'
  );
}

async function uniqueModuleSlug(trx: Db, trackId: string, title: string, exceptId?: string) {
  const base = slugify(title);
  let rows = trx.selectFrom('learningModules').select('slug').where('trackId', '=', trackId);
  if (exceptId) rows = rows.where('id', '!=', exceptId);
  const taken = new Set((await rows.execute()).map((r) => r.slug));
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** Admins add, edit and remove a track's modules; every change writes its audit row in the same transaction. */
export function createAdminModules(deps: LearnDeps) {
  const { db, clock } = deps;
  return {
    async createModule(adminId: string, input: TModuleCreate): Promise<TModule> {
      const { trackId, tags, ...fields } = input;
      const row = await db.transaction().execute(async (trx) => {
        await lockTrack(trx, trackId);
        const last = await trx
          .selectFrom('learningModules')
          .select((eb) => eb.fn.max('sortOrder').as('max'))
          .where('trackId', '=', trackId)
          .executeTakeFirst();
        const created = await trx
          .insertInto('learningModules')
          .values({
            ...fields,
            videoUrl: fields.videoUrl ?? null,
            trackId,
            slug: await uniqueModuleSlug(trx, trackId, fields.title),
            tags: JSON.stringify(tags),
            sortOrder: (last?.max ?? -1) + 1,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await writeAdminLog(trx, {
          action: 'learning_module_created',
          targetType: 'learning_module',
          targetId: created.id,
          adminId,
          details: { trackId, title: created.title, videoUrl: created.videoUrl },
        });
        return created;
      });
      return toModule(row);
    },

    async updateModule(adminId: string, input: TModuleUpdate): Promise<TModule> {
      const { id, tags, ...fields } = input;
      if (!isUuid(id)) throw notFound('Module');
      const { row, replacedVideo } = await db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('learningModules')
          .selectAll()
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw notFound('Module');
        const updated = await trx
          .updateTable('learningModules')
          .set({
            ...fields,
            ...(fields.title !== undefined && fields.title !== before.title
              ? { slug: await uniqueModuleSlug(trx, before.trackId, fields.title, id) }
              : {}),
            ...(tags !== undefined ? { tags: JSON.stringify(tags) } : {}),
            version: before.version + 1,
            updatedAt: clock.now(),
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await writeAdminLog(trx, {
          action: 'learning_module_updated',
          targetType: 'learning_module',
          targetId: id,
          adminId,
          details: { trackId: before.trackId, changed: Object.keys(fields).concat(tags ? ['tags'] : []) },
        });
        return {
          row: updated,
          replacedVideo: before.videoUrl !== updated.videoUrl ? uploadedName(before.videoUrl) : null,
        };
      });
      await removeUnusedVideos(deps, [replacedVideo]);
      return toModule(row);
    },

    async deleteModule(adminId: string, moduleId: string) {
      if (!isUuid(moduleId)) throw notFound('Module');
      const removed = await db.transaction().execute(async (trx) => {
        const module = await trx
          .deleteFrom('learningModules')
          .where('id', '=', moduleId)
          .returning(['id', 'trackId', 'title', 'videoUrl'])
          .executeTakeFirst();
        if (!module) throw notFound('Module');
        await writeAdminLog(trx, {
          action: 'learning_module_deleted',
          targetType: 'learning_module',
          targetId: module.id,
          adminId,
          details: { trackId: module.trackId, title: module.title, videoUrl: module.videoUrl },
        });
        return module;
      });
      return { id: removed.id, trackId: removed.trackId };
    },
  };
}

import { insertLearningSeed } from '@innerweather/db/seeds/learning-tracks';
import { type TTrack, type TTrackCreate, VIDEO_PATH_PREFIX } from '@innerweather/validators/learn';
import { writeAdminLog } from '../admin/admin-log.ts';
import { badRequest, conflict, notFound } from '../shared/errors.ts';
import { isUuid } from '../shared/ids.ts';
import { type LearnDeps, loadTracks, lockTrack, toTrack, uploadedName } from './tracks.ts';
import { removeUnusedVideos } from './videos.ts';

/** Admins curate tracks; every change writes its audit row in the same transaction. */
export function createAdminTracks(deps: LearnDeps) {
  const { db } = deps;
  return {
    async createTrack(adminId: string, input: TTrackCreate): Promise<TTrack> {
      const { tags, ...fields } = input;
      const row = await db.transaction().execute(async (trx) => {
        const taken = await trx
          .selectFrom('learningTracks')
          .select('id')
          .where('slug', '=', fields.slug)
          .executeTakeFirst();
        if (taken) throw conflict('A track with this slug already exists');
        const last = await trx
          .selectFrom('learningTracks')
          .select((eb) => eb.fn.max('sortOrder').as('max'))
          .executeTakeFirst();
        const created = await trx
          .insertInto('learningTracks')
          .values({
            ...fields,
            prerequisites: fields.prerequisites ?? null,
            thumbnailUrl: fields.thumbnailUrl ?? null,
            tags: JSON.stringify(tags),
            sortOrder: (last?.max ?? -1) + 1,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await writeAdminLog(trx, {
          action: 'learning_track_created',
          targetType: 'learning_track',
          targetId: created.id,
          adminId,
          details: { title: created.title, slug: created.slug, isPremium: created.isPremium },
        });
        return created;
      });
      return toTrack(row, []);
    },

    async deleteTrack(adminId: string, trackId: string) {
      if (!isUuid(trackId)) throw notFound('Track');
      const videoNames = (
        await db.selectFrom('learningModules').select('videoUrl').where('trackId', '=', trackId).execute()
      ).map((m) => uploadedName(m.videoUrl));
      const removed = await db.transaction().execute(async (trx) => {
        const track = await trx
          .deleteFrom('learningTracks')
          .where('id', '=', trackId)
          .returning(['id', 'title', 'slug'])
          .executeTakeFirst();
        if (!track) throw notFound('Track');
        await writeAdminLog(trx, {
          action: 'learning_track_deleted',
          targetType: 'learning_track',
          targetId: track.id,
          adminId,
          details: { title: track.title, slug: track.slug },
        });
        return track;
      });
      await removeUnusedVideos(deps, videoNames);
      return removed;
    },

    /** Deletes every track and module (progress goes with them); "Reset Data" then restores the seeded ones. */
    async deleteAllTracks(adminId: string, options: { restoreSeed?: boolean } = {}) {
      const videoNames = (
        await db
          .selectFrom('learningModules')
          .select('videoUrl')
          .where('videoUrl', 'like', `${VIDEO_PATH_PREFIX}%`)
          .execute()
      ).map((m) => uploadedName(m.videoUrl));
      const deleted = await db.transaction().execute(async (trx) => {
        const rows = await trx.deleteFrom('learningTracks').returning('id').execute();
        if (options.restoreSeed) await insertLearningSeed(trx);
        await writeAdminLog(trx, {
          action: options.restoreSeed ? 'learning_tracks_reset' : 'learning_tracks_deleted',
          targetType: 'learning_track',
          targetId: null,
          adminId,
          details: { deletedTracks: rows.length },
        });
        return rows.length;
      });
      await removeUnusedVideos(deps, videoNames);
      return { deletedTracks: deleted };
    },

    /** moduleIds must name each of the track's modules exactly once; the order is saved as given. */
    async reorderModules(adminId: string, trackId: string, moduleIds: string[]): Promise<TTrack> {
      if (!isUuid(trackId)) throw notFound('Track');
      await db.transaction().execute(async (trx) => {
        await lockTrack(trx, trackId);
        const current = await trx
          .selectFrom('learningModules')
          .select('id')
          .where('trackId', '=', trackId)
          .execute();
        const expected = new Set(current.map((m) => m.id));
        const given = new Set(moduleIds);
        if (given.size !== moduleIds.length) throw badRequest('moduleIds lists a module more than once');
        if (moduleIds.length !== expected.size || moduleIds.some((id) => !expected.has(id)))
          throw badRequest('moduleIds must list each of the track’s modules exactly once');
        for (const [index, id] of moduleIds.entries()) {
          await trx.updateTable('learningModules').set({ sortOrder: index }).where('id', '=', id).execute();
        }
        await writeAdminLog(trx, {
          action: 'learning_modules_reordered',
          targetType: 'learning_track',
          targetId: trackId,
          adminId,
          details: { moduleIds },
        });
      });
      const [track] = await loadTracks(db, { trackId });
      if (!track) throw notFound('Track');
      return track;
    },
  };
}

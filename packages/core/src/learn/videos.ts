import { VIDEO_PATH_PREFIX } from '@innerweather/validators/learn';
import { writeAdminLog } from '../admin/admin-log.ts';
import { forbidden, notFound } from '../shared/errors.ts';
import { canWatchPremium, type LearnDeps, type Learner, PREMIUM_MESSAGE } from './tracks.ts';

/** Removes uploaded files no module links to any more; a failure only leaves an orphan file, so it is logged. */
export async function removeUnusedVideos(
  { db, videos, logger }: Pick<LearnDeps, 'db' | 'videos' | 'logger'>,
  names: Array<string | null>,
) {
  for (const name of new Set(names.filter((n): n is string => n !== null))) {
    const stillUsed = await db
      .selectFrom('learningModules')
      .select('id')
      .where('videoUrl', '=', `${VIDEO_PATH_PREFIX}${name}`)
      .executeTakeFirst();
    if (stillUsed) continue;
    await videos.remove(name).catch((err: unknown) => logger.warn({ err, name }, 'video file not removed'));
  }
}

/** Uploaded video files: playback links for members, upload links and deletion for admins. */
export function createVideos({ db, videos }: LearnDeps) {
  return {
    /** A playback link for an uploaded file, for a member allowed to watch a module that shows it. */
    async videoUrl(learner: Learner, file: string): Promise<{ videoUrl: string }> {
      const modules = await db
        .selectFrom('learningModules as m')
        .innerJoin('learningTracks as t', 't.id', 'm.trackId')
        .select(['t.isPremium', 't.isActive'])
        .where('m.videoUrl', '=', `${VIDEO_PATH_PREFIX}${file}`)
        .execute();
      // Admins may preview a file they uploaded before any module shows it.
      if (learner.role !== 'admin') {
        const visible = modules.filter((m) => m.isActive);
        if (visible.length === 0) throw notFound('Video');
        if (visible.every((m) => m.isPremium) && !canWatchPremium(learner)) throw forbidden(PREMIUM_MESSAGE);
      }
      return { videoUrl: await videos.playbackPath(file) };
    },

    async deleteVideo(adminId: string, file: string) {
      await db.transaction().execute(async (trx) => {
        const existed = await videos.remove(file);
        if (!existed) throw notFound('Video');
        await writeAdminLog(trx, {
          action: 'video_deleted',
          targetType: 'video',
          targetId: file,
          adminId,
          details: {},
        });
      });
      return { message: 'Video deleted' };
    },

    async createUploadLink(adminId: string, filename: string, size?: number) {
      return db.transaction().execute(async (trx) => {
        const link = await videos.createUploadLink(adminId, filename, size, trx);
        await writeAdminLog(trx, {
          action: 'video_upload_link_created',
          targetType: 'video',
          targetId: link.videoPath.slice(VIDEO_PATH_PREFIX.length),
          adminId,
          details: { originalName: filename.slice(0, 200), ...(size !== undefined ? { size } : {}) },
        });
        return link;
      });
    },
  };
}

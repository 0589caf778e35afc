import type { Db } from '@innerweather/db/client';
import type { LearningModulesTable, LearningTracksTable } from '@innerweather/db/schema';
import { insertLearningSeed } from '@innerweather/db/seeds/learning-tracks';
import type { TEmotion } from '@innerweather/validators/journal';
import {
  MAX_WATCH_REPORT_SECONDS,
  type TLearningRecommendation,
  type TLearningStats,
  type TModule,
  type TModuleCreate,
  type TModuleUpdate,
  type TTrack,
  type TTrackCreate,
  type TTrackProgress,
  VIDEO_PATH_PREFIX,
  ZModuleCreateSchema,
  ZModuleUpdateSchema,
  ZTrackCreateSchema,
} from '@innerweather/validators/learn';
import type { Selectable } from 'kysely';
import { writeAdminLog } from '../admin/admin-log.ts';
import type { Clock } from '../shared/clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../shared/errors.ts';
import { isUuid } from '../shared/ids.ts';
import type { Logger } from '../shared/logger.ts';
import type { EmotionPattern } from '../journal/emotion-pattern.ts';
import type { VideoStore } from './video-store.ts';

/** Who is asking: premium videos play for pro members (and the admins who curate them). */
export interface Learner {
  id: string;
  role: 'user' | 'admin';
  subscriptionStatus: 'trial' | 'pro' | 'expired';
}

export interface LearnServiceDeps {
  db: Db;
  clock: Clock;
  videos: VideoStore;
  logger: Logger;
  /** The last two weeks' emotions (the journal recommendations' reading), for mood-fitting modules. */
  emotionPattern: (userId: string) => Promise<EmotionPattern>;
}

const PREMIUM_MESSAGE = 'This module is part of a premium track: upgrade to Pro to watch it';
const RECOMMENDATIONS = 3;
/** An emotion's two-week average at or above this suggests modules for it. */
const NOTABLE = 0.3;

/** Topics (module tags) that help with each difficult emotion, and how the reason reads. */
const TOPICS_FOR: Partial<Record<TEmotion, { topics: string[]; reason: string }>> = {
  anxiety: {
    topics: ['breathing', 'grounding', 'anxiety'],
    reason: 'Your recent entries carry some anxiety: slow breathing and grounding can settle it.',
  },
  sadness: {
    topics: ['self-compassion', 'sleep'],
    reason: 'Your recent entries have felt heavy: kindness to yourself and good rest help most.',
  },
  anger: {
    topics: ['breathing', 'grounding'],
    reason: 'Your recent entries show some frustration: a few slow breaths put space between you and it.',
  },
};

export const canWatchPremium = (learner: Learner) =>
  learner.subscriptionStatus === 'pro' || learner.role === 'admin';

function toModule(row: Selectable<LearningModulesTable>): TModule {
  return {
    id: row.id,
    trackId: row.trackId,
    title: row.title,
    slug: row.slug,
    level: row.level,
    durationMin: row.durationMin,
    summary: row.summary,
    status: row.status,
    version: row.version,
    sortOrder: row.sortOrder,
    tags: row.tags,
    videoUrl: row.videoUrl,
    isPreview: row.isPreview,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toTrack(row: Selectable<LearningTracksTable>, modules: TModule[]): TTrack {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    slug: row.slug,
    category: row.category,
    difficulty: row.difficulty,
    estimatedDuration: row.estimatedDuration,
    sortOrder: row.sortOrder,
    isActive: row.isActive,
    isPremium: row.isPremium,
    thumbnailUrl: row.thumbnailUrl,
    prerequisites: row.prerequisites,
    learningObjectives: row.learningObjectives,
    tags: row.tags,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    modules,
  };
}

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

const uploadedName = (videoUrl: string | null) =>
  videoUrl?.startsWith(VIDEO_PATH_PREFIX) ? videoUrl.slice(VIDEO_PATH_PREFIX.length) : null;

/**
 * The learning area: tracks of ordered video modules that admins curate, and each member's progress (watch time,
 * completed modules) and recommendations. Admin changes write their audit row in the same transaction.
 */
export function createLearnService({ db, clock, videos, logger, emotionPattern }: LearnServiceDeps) {
  async function loadTracks(where?: { trackId?: string }): Promise<TTrack[]> {
    let trackQuery = db.selectFrom('learningTracks').selectAll().where('isActive', '=', true);
    if (where?.trackId) trackQuery = trackQuery.where('id', '=', where.trackId);
    const tracks = await trackQuery.orderBy('sortOrder').orderBy('createdAt').execute();
    if (tracks.length === 0) return [];
    const modules = await db
      .selectFrom('learningModules')
      .selectAll()
      .where(
        'trackId',
        'in',
        tracks.map((t) => t.id),
      )
      .orderBy('sortOrder')
      .orderBy('createdAt')
      .execute();
    return tracks.map((t) => toTrack(t, modules.filter((m) => m.trackId === t.id).map(toModule)));
  }

  async function moduleWithTrack(moduleId: string) {
    if (!isUuid(moduleId)) throw notFound('Module');
    const row = await db
      .selectFrom('learningModules as m')
      .innerJoin('learningTracks as t', 't.id', 'm.trackId')
      .select(['m.id', 'm.trackId', 'm.videoUrl', 'm.title', 't.isPremium', 't.isActive'])
      .where('m.id', '=', moduleId)
      .executeTakeFirst();
    if (!row || !row.isActive) throw notFound('Module');
    return row;
  }

  /** Removes uploaded files no module links to any more; a failure only leaves an orphan file, so it is logged. */
  async function removeUnusedVideos(names: Array<string | null>) {
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

  /** Locks a track's row for the rest of the transaction (modules added or reordered one at a time); 404 if none. */
  async function lockTrack(trx: Db, trackId: string) {
    const track = await trx
      .selectFrom('learningTracks')
      .select('id')
      .where('id', '=', trackId)
      .forUpdate()
      .executeTakeFirst();
    if (!track) throw notFound('Track');
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

  return {
    /** Every active track with its modules in order. */
    listTracks: () => loadTracks(),

    async stats(userId: string): Promise<TLearningStats> {
      const [totals, tracks] = await Promise.all([
        db
          .selectFrom('moduleProgress')
          .select((eb) => [
            eb.fn.countAll<string>().filterWhere('status', '=', 'completed').as('completed'),
            eb.fn.countAll<string>().filterWhere('status', '=', 'in_progress').as('inProgress'),
            eb.fn.coalesce(eb.fn.sum<string>('watchSeconds'), eb.lit(0)).as('watchSeconds'),
          ])
          .where('userId', '=', userId)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('moduleProgress as p')
          .innerJoin('learningModules as m', 'm.id', 'p.moduleId')
          .select((eb) => ['m.trackId', eb.fn.countAll<string>().as('completed')])
          .where('p.userId', '=', userId)
          .where('p.status', '=', 'completed')
          .groupBy('m.trackId')
          .execute(),
      ]);
      return {
        completedModules: Number(totals.completed),
        inProgressModules: Number(totals.inProgress),
        totalWatchTime: Number(totals.watchSeconds),
        tracks: tracks.map((t) => ({ trackId: t.trackId, completedModules: Number(t.completed) })),
      };
    },

    async trackProgress(userId: string, trackId: string): Promise<TTrackProgress> {
      if (!isUuid(trackId)) throw notFound('Track');
      const track = await db
        .selectFrom('learningTracks')
        .select('id')
        .where('id', '=', trackId)
        .where('isActive', '=', true)
        .executeTakeFirst();
      if (!track) throw notFound('Track');
      const rows = await db
        .selectFrom('moduleProgress as p')
        .innerJoin('learningModules as m', 'm.id', 'p.moduleId')
        .select('p.moduleId')
        .where('p.userId', '=', userId)
        .where('m.trackId', '=', trackId)
        .where('p.status', '=', 'completed')
        .orderBy('m.sortOrder')
        .execute();
      return { trackId, completedModules: rows.map((r) => r.moduleId) };
    },

    /** Adds watched seconds (the player reports in batches); a module being watched is in progress. */
    async recordWatchTime(learner: Learner, moduleId: string, seconds: number) {
      const module = await moduleWithTrack(moduleId);
      if (module.isPremium && !canWatchPremium(learner)) throw forbidden(PREMIUM_MESSAGE);
      const added = Math.max(0, Math.min(Math.round(seconds), MAX_WATCH_REPORT_SECONDS));
      const row = await db
        .insertInto('moduleProgress')
        .values({
          userId: learner.id,
          moduleId,
          status: 'in_progress',
          watchSeconds: added,
          updatedAt: clock.now(),
        })
        .onConflict((oc) =>
          oc.columns(['userId', 'moduleId']).doUpdateSet((eb) => ({
            watchSeconds: eb('moduleProgress.watchSeconds', '+', added),
            updatedAt: clock.now(),
          })),
        )
        .returning(['status', 'watchSeconds'])
        .executeTakeFirstOrThrow();
      return { moduleId, status: row.status, watchSeconds: row.watchSeconds };
    },

    /** Marks a module completed; completing it again changes nothing (the first completion time stays). */
    async completeModule(learner: Learner, moduleId: string) {
      const module = await moduleWithTrack(moduleId);
      if (module.isPremium && !canWatchPremium(learner)) throw forbidden(PREMIUM_MESSAGE);
      const now = clock.now();
      const row = await db
        .insertInto('moduleProgress')
        .values({ userId: learner.id, moduleId, status: 'completed', completedAt: now, updatedAt: now })
        .onConflict((oc) =>
          oc.columns(['userId', 'moduleId']).doUpdateSet((eb) => ({
            status: 'completed',
            completedAt: eb.fn.coalesce('moduleProgress.completedAt', eb.val(now)),
            updatedAt: now,
          })),
        )
        .returning(['completedAt'])
        .executeTakeFirstOrThrow();
      return {
        moduleId,
        trackId: module.trackId,
        completed: true as const,
        completedAt: (row.completedAt ?? now).toISOString(),
      };
    },

    /**
     * Unfinished modules of the tracks a member has started come first, then modules whose topics fit the last
     * two weeks' emotions, then first steps; never a module the member cannot play or has finished.
     */
    async recommendations(learner: Learner): Promise<TLearningRecommendation[]> {
      const [tracks, progress, pattern] = await Promise.all([
        loadTracks(),
        db
          .selectFrom('moduleProgress')
          .select(['moduleId', 'status', 'updatedAt'])
          .where('userId', '=', learner.id)
          .execute(),
        emotionPattern(learner.id),
      ]);
      const status = new Map(progress.map((p) => [p.moduleId, p]));
      const playable = tracks.filter((t) => !t.isPremium || canWatchPremium(learner));
      const picked: TLearningRecommendation[] = [];
      const chosen = new Set<string>();
      const add = (track: TTrack, module: TModule, kind: TLearningRecommendation['kind'], reason: string) => {
        if (picked.length >= RECOMMENDATIONS || chosen.has(module.id)) return;
        chosen.add(module.id);
        picked.push({
          moduleId: module.id,
          moduleTitle: module.title,
          durationMin: module.durationMin,
          trackId: track.id,
          trackSlug: track.slug,
          trackTitle: track.title,
          kind,
          reason,
        });
      };

      // 1. Started tracks, most recently touched first: the next unfinished module of each.
      const lastTouched = (t: TTrack) =>
        Math.max(0, ...t.modules.map((m) => status.get(m.id)?.updatedAt.getTime() ?? 0));
      const started = playable
        .filter((t) => lastTouched(t) > 0)
        .sort((a, b) => lastTouched(b) - lastTouched(a));
      for (const track of started) {
        const next = track.modules.find((m) => status.get(m.id)?.status !== 'completed');
        if (next) add(track, next, 'continue', `Pick up where you left off in ${track.title}.`);
      }

      // 2. Modules for the emotion that weighed most over the last two weeks.
      const entries = pattern.recent.entries + pattern.earlier.entries;
      if (entries > 0) {
        const average = (e: TEmotion) =>
          (pattern.recent.averages[e] * pattern.recent.entries +
            pattern.earlier.averages[e] * pattern.earlier.entries) /
          entries;
        const heaviest = (Object.keys(TOPICS_FOR) as TEmotion[])
          .map((e) => ({ emotion: e, value: average(e) }))
          .filter((e) => e.value >= NOTABLE)
          .sort((a, b) => b.value - a.value);
        for (const { emotion } of heaviest) {
          const fit = TOPICS_FOR[emotion]!;
          for (const track of playable)
            for (const module of track.modules)
              if (
                status.get(module.id)?.status !== 'completed' &&
                module.tags.some((t) => fit.topics.includes(t))
              )
                add(track, module, 'mood', fit.reason);
        }
      }

      // 3. First steps of tracks not started yet.
      for (const track of playable) {
        const first = track.modules.find((m) => status.get(m.id)?.status !== 'completed');
        if (first) add(track, first, 'start', `A gentle first step into ${track.title}.`);
      }
      return picked;
    },

    // ---- Admin: every change writes its audit row in the same transaction. ----

    async createTrack(adminId: string, input: TTrackCreate): Promise<TTrack> {
      const { tags, ...fields } = ZTrackCreateSchema.parse(input);
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
      await removeUnusedVideos(videoNames);
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
      await removeUnusedVideos(videoNames);
      return { deletedTracks: deleted };
    },

    async createModule(adminId: string, input: TModuleCreate): Promise<TModule> {
      const { trackId, tags, ...fields } = ZModuleCreateSchema.parse(input);
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
      const { id, tags, ...fields } = ZModuleUpdateSchema.parse(input);
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
      await removeUnusedVideos([replacedVideo]);
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
      const [track] = await loadTracks({ trackId });
      if (!track) throw notFound('Track');
      return track;
    },

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

export type LearnService = ReturnType<typeof createLearnService>;

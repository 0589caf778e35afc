import type { Db } from '@innerweather/db/client';
import type { LearningModulesTable, LearningTracksTable } from '@innerweather/db/schema';
import { type TModule, type TTrack, VIDEO_PATH_PREFIX } from '@innerweather/validators/learn';
import type { Selectable } from 'kysely';
import type { Clock } from '../shared/clock.ts';
import { notFound } from '../shared/errors.ts';
import { isUuid } from '../shared/ids.ts';
import type { Logger } from '../shared/logger.ts';
import type { EmotionPattern } from '../journal/recommendations-service.ts';
import type { VideoStore } from './video-store.ts';

/** What every learning use case is given (services.ts wires it once). */
export interface LearnDeps {
  db: Db;
  clock: Clock;
  videos: VideoStore;
  logger: Logger;
  /** The last two weeks' emotions (the journal recommendations' reading), for mood-fitting modules. */
  emotionPattern: (userId: string) => Promise<EmotionPattern>;
}

/** Who is asking: premium videos play for pro members (and the admins who curate them). */
export interface Learner {
  id: string;
  role: 'user' | 'admin';
  subscriptionStatus: 'trial' | 'pro' | 'expired';
}

export const PREMIUM_MESSAGE = 'This module is part of a premium track: upgrade to Pro to watch it';

export const canWatchPremium = (learner: Learner) =>
  learner.subscriptionStatus === 'pro' || learner.role === 'admin';

export function toModule(row: Selectable<LearningModulesTable>): TModule {
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

export function toTrack(row: Selectable<LearningTracksTable>, modules: TModule[]): TTrack {
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

/** The file name of an uploaded video a module links to, or null for an outside link or none. */
export const uploadedName = (videoUrl: string | null) =>
  videoUrl?.startsWith(VIDEO_PATH_PREFIX) ? videoUrl.slice(VIDEO_PATH_PREFIX.length) : null;

/** Active tracks (or the one asked for) with their modules in order. */
export async function loadTracks(db: Db, where?: { trackId?: string }): Promise<TTrack[]> {
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

/** Locks a track's row for the rest of the transaction (modules added or reordered one at a time); 404 if none. */
export async function lockTrack(trx: Db, trackId: string) {
  const track = await trx
    .selectFrom('learningTracks')
    .select('id')
    .where('id', '=', trackId)
    .forUpdate()
    .executeTakeFirst();
  if (!track) throw notFound('Track');
}

/** A module of an active track, with what playing it needs; 404 otherwise. */
export async function moduleWithTrack(db: Db, moduleId: string) {
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

/** The catalogue members see: every active track with its modules in order. */
export function createTracks({ db }: LearnDeps) {
  return {
    listTracks: () => loadTracks(db),
  };
}

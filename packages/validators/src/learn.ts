import { z } from 'zod';
import { zId } from './ids.ts';
import { withoutNul } from './text.ts';

/** Learning tracks and modules (spec sections 3, 5 and 7): one set of rules for the admin forms and the server. */

export const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type TLevel = (typeof LEVELS)[number];

export const DEFAULT_TRACK_DURATION = 30;
export const DEFAULT_MODULE_DURATION = 15;
/** Spec section 9: the largest video an admin may upload. */
export const MAX_VIDEO_BYTES = 900 * 1024 * 1024;
/** Spec section 9: playback past this share of a video completes its module. */
export const COMPLETION_THRESHOLD = 0.9;
/** The most watch time one report may add: the player reports every few seconds, never minutes at once. */
export const MAX_WATCH_REPORT_SECONDS = 120;

export const VIDEO_EXTENSIONS = ['mp4', 'mov', 'avi', 'webm'] as const;
export type TVideoExtension = (typeof VIDEO_EXTENSIONS)[number];

/** A stored video's name: letters, digits, dots, dashes and underscores, a video extension, no path. */
export const VIDEO_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*\.(mp4|mov|avi|webm)$/i;
export const VIDEO_PATH_PREFIX = '/videos/';

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

/** True for an http(s) link on YouTube or Vimeo, the two video hosts the spec names. */
export function isHostedVideoUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const host = url.hostname.toLowerCase();
  return (YOUTUBE_HOSTS.has(host) || VIMEO_HOSTS.has(host)) && url.pathname.length > 1;
}

/** True for `/videos/<name>` as an upload stores it. */
export function isUploadedVideoPath(value: string): boolean {
  return value.startsWith(VIDEO_PATH_PREFIX) && VIDEO_FILE_NAME.test(value.slice(VIDEO_PATH_PREFIX.length));
}

export function isValidVideoFileName(name: string): boolean {
  return VIDEO_FILE_NAME.test(name) && !name.includes('..') && name.length <= 160;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const VIDEO_URL_MESSAGE = 'Must be a valid video URL or uploaded video path';

/** Empty means "no video yet"; otherwise a YouTube or Vimeo link or an uploaded file's path. */
const ZVideoUrlSchema = withoutNul(z.string().trim().max(2000, VIDEO_URL_MESSAGE), 'videoUrl')
  .refine((v) => v === '' || isHostedVideoUrl(v) || isUploadedVideoPath(v), VIDEO_URL_MESSAGE)
  .transform((v) => (v === '' ? null : v))
  .nullable();

const required = (message: string, max: number, field: string) =>
  withoutNul(
    z.string({ error: message }).trim().min(1, message).max(max, `${field} is at most ${max} characters`),
    field,
  );

const ZTagsSchema = z.array(withoutNul(z.string().trim().min(1).max(40), 'A tag')).max(20);

export const SLUG_MESSAGE = 'Slug must be lowercase words separated by dashes';

export const ZTrackCreateSchema = z.object({
  title: required('Title is required', 200, 'Title'),
  description: required('Description is required', 2000, 'Description'),
  slug: required('Slug is required', 100, 'Slug').regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, SLUG_MESSAGE),
  category: required('Category is required', 60, 'Category'),
  difficulty: z
    .enum(LEVELS, { error: 'Difficulty must be beginner, intermediate or advanced' })
    .default('beginner'),
  estimatedDuration: z
    .number({ error: 'Duration must be at least 1 minute' })
    .int('Duration must be a whole number of minutes')
    .min(1, 'Duration must be at least 1 minute')
    .max(100_000, 'Duration is too long')
    .default(DEFAULT_TRACK_DURATION),
  learningObjectives: required('Learning objectives are required', 4000, 'Learning objectives'),
  prerequisites: withoutNul(z.string().trim().max(2000), 'Prerequisites').nullish(),
  isPremium: z.boolean().default(false),
  thumbnailUrl: withoutNul(z.string().trim().max(2000), 'thumbnailUrl')
    .refine((v) => v === '' || isHttpUrl(v), 'Must be a valid URL')
    .transform((v) => (v === '' ? null : v))
    .nullish(),
  tags: ZTagsSchema.default([]),
});
/** As the procedure hands it on, validated and with its defaults. */
export type TTrackCreate = z.output<typeof ZTrackCreateSchema>;

/** A module's own fields (spec section 5, "Module form"), without defaults so an update can send some of them. */
const moduleFields = {
  title: required('Title is required', 200, 'Title'),
  summary: required('Summary is required', 4000, 'Summary'),
  durationMin: z
    .number({ error: 'Duration must be at least 1 minute' })
    .int('Duration must be a whole number of minutes')
    .min(1, 'Duration must be at least 1 minute')
    .max(100_000, 'Duration is too long'),
  level: z.enum(LEVELS, { error: 'Level must be beginner, intermediate or advanced' }),
  videoUrl: ZVideoUrlSchema.optional(),
  isPreview: z.boolean(),
  tags: ZTagsSchema,
};

export const ZModuleCreateSchema = z.object({
  trackId: z.uuid('trackId must be a track id'),
  ...moduleFields,
  durationMin: moduleFields.durationMin.default(DEFAULT_MODULE_DURATION),
  level: moduleFields.level.default('beginner'),
  isPreview: moduleFields.isPreview.default(false),
  tags: moduleFields.tags.default([]),
});
export type TModuleCreate = z.output<typeof ZModuleCreateSchema>;

export const ZModuleUpdateSchema = z
  .object({ id: zId('Module') })
  .extend(z.object(moduleFields).partial().shape);
export type TModuleUpdate = z.output<typeof ZModuleUpdateSchema>;

export const ZReorderModulesSchema = z.object({
  id: zId('Track'),
  moduleIds: z
    .array(z.string().max(100), { error: 'moduleIds must list the track’s module ids in the new order' })
    .max(1000),
});

export const ZModuleSchema = z.object({
  id: z.string(),
  trackId: z.string(),
  title: z.string(),
  slug: z.string(),
  level: z.enum(LEVELS),
  durationMin: z.number(),
  summary: z.string(),
  status: z.string(),
  version: z.number(),
  sortOrder: z.number(),
  tags: z.array(z.string()),
  videoUrl: z.string().nullable(),
  isPreview: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TModule = z.infer<typeof ZModuleSchema>;

export const ZTrackSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  slug: z.string(),
  category: z.string(),
  difficulty: z.enum(LEVELS),
  estimatedDuration: z.number(),
  sortOrder: z.number(),
  isActive: z.boolean(),
  isPremium: z.boolean(),
  thumbnailUrl: z.string().nullable(),
  prerequisites: z.string().nullable(),
  learningObjectives: z.string(),
  tags: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  modules: z.array(ZModuleSchema),
});
export type TTrack = z.infer<typeof ZTrackSchema>;

export const ZLearningStatsSchema = z.object({
  completedModules: z.number(),
  inProgressModules: z.number(),
  /** Seconds. */
  totalWatchTime: z.number(),
  /** Each started track's completed modules, so /learn shows real progress ("2 of 5 modules"). */
  tracks: z.array(z.object({ trackId: z.string(), completedModules: z.number() })),
});
export type TLearningStats = z.infer<typeof ZLearningStatsSchema>;

export const ZTrackProgressSchema = z.object({
  trackId: z.string(),
  completedModules: z.array(z.string()),
});
export type TTrackProgress = z.infer<typeof ZTrackProgressSchema>;

export const ZLearningRecommendationSchema = z.object({
  moduleId: z.string(),
  moduleTitle: z.string(),
  durationMin: z.number(),
  trackId: z.string(),
  trackSlug: z.string(),
  trackTitle: z.string(),
  /** continue: an unfinished module of a started track; mood: fits recent entries; start: a first step. */
  kind: z.enum(['continue', 'mood', 'start']),
  reason: z.string(),
});
export type TLearningRecommendation = z.infer<typeof ZLearningRecommendationSchema>;

export const ZVideoUploadRequestSchema = z.object({
  filename: z
    .string({ error: 'filename is required' })
    .trim()
    .min(1, 'filename is required')
    .max(255, 'filename is too long'),
  /** The file's size, when the client knows it: an upload over the limit is refused before it starts. */
  size: z.number().int().min(0).optional(),
});

/** "Video file" rule of spec section 5, as the web form checks it before asking for an upload URL. */
export function videoFileProblem(file: { name: string; type: string; size: number }): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const isVideo =
    file.type.startsWith('video/') || (VIDEO_EXTENSIONS as readonly string[]).includes(extension);
  if (!isVideo) return 'Please select a video file';
  if (file.size > MAX_VIDEO_BYTES) return 'Please select a video file smaller than 900MB';
  return null;
}

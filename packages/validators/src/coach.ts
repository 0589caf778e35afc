import { z } from 'zod';
import { zId } from './ids.ts';

export const CHECK_IN_MOODS = ['motivated', 'positive', 'neutral', 'challenged', 'frustrated'] as const;
export type TCheckInMood = (typeof CHECK_IN_MOODS)[number];

export const ANSWER_SOURCES = ['model', 'library', 'crisis'] as const;
export type TAnswerSource = (typeof ANSWER_SOURCES)[number];

export const QUESTION_MAX_LENGTH = 2000;
export const REFLECTION_MAX_LENGTH = 2000;
export const GOAL_TITLE_MAX_LENGTH = 200;
export const GOAL_DESCRIPTION_MAX_LENGTH = 1000;
export const TOOLKIT_TITLE_LENGTH = 50;
export const DEFAULT_TOOLKIT_TAG = 'coping-strategy';

export const ZExploreSchema = z.object({
  question: z
    .string({ error: 'question is required' })
    .trim()
    .min(1, 'Please enter a question')
    .max(QUESTION_MAX_LENGTH, `A question can be at most ${QUESTION_MAX_LENGTH} characters`),
  category: z.literal('general', { error: 'category must be general' }).default('general'),
});
export type TExplore = z.input<typeof ZExploreSchema>;
/** As the procedure hands it to the service, validated and with its defaults. */
export type TExploreParsed = z.output<typeof ZExploreSchema>;

export const ZConversationSchema = z.object({
  id: z.string(),
  category: z.string(),
  question: z.string(),
  /** Null while the answer is being written. */
  response: z.string().nullable(),
  /** Where the answer came from: the local model, the built-in library, or the crisis response. */
  source: z.enum(ANSWER_SOURCES).nullable(),
  isHelpful: z.boolean(),
  createdAt: z.string(),
});
export type TConversation = z.infer<typeof ZConversationSchema>;

export const ZGoalIdSchema = z.object({ id: zId('Goal') });
export const ZConversationIdSchema = z.object({ id: zId('Conversation') });
export const ZToolkitItemIdSchema = z.object({ id: zId('Toolkit item') });

export const ZSaveToolkitSchema = z.object({
  conversationId: zId('Conversation'),
  title: z
    .string({ error: 'title is required' })
    .trim()
    .min(1, 'title is required')
    .max(TOOLKIT_TITLE_LENGTH, `title can be at most ${TOOLKIT_TITLE_LENGTH} characters`),
  category: z.literal('helpful', { error: 'category must be helpful' }).default('helpful'),
  content: z.string({ error: 'content is required' }).trim().min(1, 'content is required').max(10_000),
  tags: z.array(z.string().trim().min(1).max(40)).max(10).optional(),
});
export type TSaveToolkit = z.input<typeof ZSaveToolkitSchema>;
/** As the procedure hands it to the service, validated and with its defaults. */
export type TSaveToolkitParsed = z.output<typeof ZSaveToolkitSchema>;

export const ZToolkitItemSchema = z.object({
  id: z.string(),
  conversationId: z.string().nullable(),
  title: z.string(),
  category: z.string(),
  content: z.string(),
  tags: z.array(z.string()),
  accessCount: z.number().int(),
  lastAccessed: z.string().nullable(),
  createdAt: z.string(),
});
export type TToolkitItem = z.infer<typeof ZToolkitItemSchema>;

export const ZGoalCreateSchema = z.object({
  title: z
    .string({ error: 'title is required' })
    .trim()
    .min(1, 'Please enter a goal title')
    .max(GOAL_TITLE_MAX_LENGTH, `A goal title can be at most ${GOAL_TITLE_MAX_LENGTH} characters`),
  description: z
    .string()
    .trim()
    .max(
      GOAL_DESCRIPTION_MAX_LENGTH,
      `A description can be at most ${GOAL_DESCRIPTION_MAX_LENGTH} characters`,
    )
    .nullish()
    .transform((value) => (value ? value : null)),
  category: z.literal('emotional', { error: 'category must be emotional' }).default('emotional'),
});
export type TGoalCreate = z.input<typeof ZGoalCreateSchema>;
/** As the procedure hands it to the service, validated and with its defaults. */
export type TGoalCreateParsed = z.output<typeof ZGoalCreateSchema>;

export const ZGoalSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  status: z.enum(['active', 'completed', 'archived']),
  progress: z.number().int(),
  /** YYYY-MM-DD, or null when not set. */
  targetDate: z.string().nullable(),
  createdAt: z.string(),
});
export type TGoal = z.infer<typeof ZGoalSchema>;

export const ZGoalTargetDateSchema = z.object({
  id: zId('Goal'),
  targetDate: z.iso.date({ error: 'targetDate must be a date (YYYY-MM-DD)' }),
});

export const ZCheckInCreateSchema = z.object({
  id: zId('Goal'),
  progressUpdate: z
    .number({ error: 'progressUpdate must be a whole number from 0 to 100' })
    .int('progressUpdate must be a whole number from 0 to 100')
    .min(0, 'progressUpdate must be a whole number from 0 to 100')
    .max(100, 'progressUpdate must be a whole number from 0 to 100'),
  reflection: z
    .string({ error: 'reflection is required' })
    .trim()
    .min(1, 'Please write a reflection')
    .max(REFLECTION_MAX_LENGTH, `A reflection can be at most ${REFLECTION_MAX_LENGTH} characters`),
  mood: z.enum(CHECK_IN_MOODS, { error: `mood must be one of: ${CHECK_IN_MOODS.join(', ')}` }),
});
export type TCheckInCreate = z.input<typeof ZCheckInCreateSchema>;
/** As the procedure hands it to the service, validated and with its defaults. */
export type TCheckInCreateParsed = z.output<typeof ZCheckInCreateSchema>;

export const ZCheckInSchema = z.object({
  id: z.string(),
  goalId: z.string(),
  progressUpdate: z.number().int(),
  reflection: z.string(),
  mood: z.enum(CHECK_IN_MOODS),
  /** Null while the response is being written. */
  aiResponse: z.string().nullable(),
  source: z.enum(ANSWER_SOURCES).nullable(),
  createdAt: z.string(),
});
export type TCheckIn = z.infer<typeof ZCheckInSchema>;

export const ZMemoryCheckInSchema = z.object({
  hasCheckIn: z.boolean(),
  message: z.string().nullable(),
});
export type TMemoryCheckInAnswer = z.infer<typeof ZMemoryCheckInSchema>;

/** What the coach stream tells the web app while an answer is being written: the whole text so far each time. */
export const ZCoachStreamEventSchema = z.object({
  kind: z.enum(['conversation', 'check_in']),
  id: z.string(),
  text: z.string(),
  done: z.boolean(),
  /** With `done`: who wrote the saved answer, so the web app can update its one item without reading the list. */
  source: z.enum(ANSWER_SOURCES).optional(),
});
export type TCoachStreamEvent = z.infer<typeof ZCoachStreamEventSchema>;

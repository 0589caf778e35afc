import { z } from 'zod';
import { zId } from './ids.ts';
import { wholeNumber, ZPageNumberSchema } from './paging.ts';
import { withoutNul } from './text.ts';

export const EMOTIONS = ['joy', 'calm', 'anxiety', 'sadness', 'anger'] as const;
export type TEmotion = (typeof EMOTIONS)[number];

export const ENTRY_CATEGORIES = ['work', 'family', 'health', 'personal', 'relationships', 'goals'] as const;
export type TEntryCategory = (typeof ENTRY_CATEGORIES)[number];

export const PRIVACY_LEVELS = ['private', 'shareable'] as const;
export type TPrivacyLevel = (typeof PRIVACY_LEVELS)[number];

export const URGENCIES = ['low', 'medium', 'high', 'immediate'] as const;
export type TUrgency = (typeof URGENCIES)[number];

export const PROFESSIONAL_TYPES = [
  'wellness_coach',
  'mindfulness_guide',
  'life_coach',
  'crisis_support',
] as const;
export type TProfessionalType = (typeof PROFESSIONAL_TYPES)[number];

export const RECOMMENDATION_TYPES = ['activity', 'mindfulness', 'social', 'professional', 'health'] as const;
export type TRecommendationType = (typeof RECOMMENDATION_TYPES)[number];

export const PRIORITIES = ['low', 'medium', 'high'] as const;
export type TPriority = (typeof PRIORITIES)[number];

export const ANALYSIS_STATUSES = ['pending', 'complete', 'failed'] as const;
export type TAnalysisStatus = (typeof ANALYSIS_STATUSES)[number];

export const ANALYZERS = ['ollama', 'lexicon'] as const;
export type TAnalyzer = (typeof ANALYZERS)[number];

export const ENTRY_MIN_LENGTH = 10;
export const ENTRY_MAX_LENGTH = 2000;
export const ENTRY_WARNING_LENGTH = 1800;

// The spec has no wording for these (the web form only offers valid values): an API client reads what is allowed.
export const ENTRY_CATEGORY_MESSAGE = `category must be one of: ${ENTRY_CATEGORIES.join(', ')}`;
export const PRIVACY_LEVEL_MESSAGE = `privacyLevel must be one of: ${PRIVACY_LEVELS.join(', ')}`;

export const ENTRY_CONTENT_TYPE_MESSAGE = 'content is required: the entry text, 10 to 2000 characters';
export const ENTRY_CONTENT_NOT_TEXT_MESSAGE = 'content must be text: the entry text, 10 to 2000 characters';

export const ENTRY_DATE_MESSAGE = 'entryDate must be a date as YYYY-MM-DD';
export const ENTRY_DATE_FUTURE_MESSAGE = 'entryDate cannot be in the future';
export const MAX_TAGS = 10;
export const MAX_TAG_LENGTH = 30;
export const TAGS_MESSAGE = `tags must be a list of at most ${MAX_TAGS} tags of 1 to ${MAX_TAG_LENGTH} characters`;
export const MOOD_MESSAGE = `mood must be one of: ${EMOTIONS.join(', ')}`;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A calendar date as YYYY-MM-DD that exists (no 2026-02-30). */
export const isIsoDate = (value: string) => {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
};
export const ZIsoDateSchema = (message: string) =>
  z.string({ error: message }).refine(isIsoDate, { message });
export const ZEntryDateSchema = ZIsoDateSchema(ENTRY_DATE_MESSAGE);

export const ZTagSchema = withoutNul(z.string({ error: TAGS_MESSAGE }), 'Tag')
  .trim()
  .min(1, TAGS_MESSAGE)
  .max(MAX_TAG_LENGTH, TAGS_MESSAGE);
/** Free tags: at most 10, each 1 to 30 characters; repeats (ignoring case) are kept once. */
export const ZTagsSchema = z
  .array(ZTagSchema, { error: TAGS_MESSAGE })
  .max(MAX_TAGS, TAGS_MESSAGE)
  .transform((tags) =>
    tags.filter((t, i) => tags.findIndex((u) => u.toLowerCase() === t.toLowerCase()) === i),
  );
export const ZMoodSchema = z.enum(EMOTIONS, { error: MOOD_MESSAGE });

/** An entry's text, trimmed, at least 10 characters; how long it may be depends on what it is (below). */
const ZEntryTextSchema = withoutNul(
  z.string({
    // Missing, or there with the wrong type: each says its own fix.
    error: (issue) =>
      issue.input === undefined ? ENTRY_CONTENT_TYPE_MESSAGE : ENTRY_CONTENT_NOT_TEXT_MESSAGE,
  }),
  'Entry',
)
  .trim()
  .min(ENTRY_MIN_LENGTH, 'Entry must be at least 10 characters');

/**
 * The most characters an edit may leave in an entry that has `currentLength` (trimmed) now: 2,000, or the entry's
 * own length when it is longer (an import keeps every character), so any entry held can be edited without cutting
 * it, and never grows past both.
 */
export const entryEditLimit = (currentLength: number) => Math.max(ENTRY_MAX_LENGTH, currentLength);

/** The text of an edit of an entry `currentLength` characters long now (the web form and the server agree). */
export const entryEditContentSchema = (currentLength: number) => {
  const limit = entryEditLimit(currentLength);
  return ZEntryTextSchema.max(
    limit,
    limit === ENTRY_MAX_LENGTH
      ? 'Entry cannot exceed 2000 characters'
      : `Entry cannot exceed ${limit} characters, its length before this edit`,
  );
};

/** The text of a new entry: 10 to 2000 characters. */
export const ZEntryContentSchema = ZEntryTextSchema.max(
  ENTRY_MAX_LENGTH,
  'Entry cannot exceed 2000 characters',
);

export const ZEntryCreateSchema = z.object({
  content: ZEntryContentSchema,
  /** Optional; null is no category, as an entry without one reads back (an entry sent back as read is saved). */
  category: z.enum(ENTRY_CATEGORIES, { error: ENTRY_CATEGORY_MESSAGE }).nullable().optional(),
  privacyLevel: z.enum(PRIVACY_LEVELS, { error: PRIVACY_LEVEL_MESSAGE }).default('private'),
  /** The entry's date, today or earlier in the user's time zone; today when absent. */
  entryDate: ZEntryDateSchema.optional(),
  tags: ZTagsSchema.optional(),
  /** The user's own mood; the analysis' dominant emotion stands when absent. */
  mood: ZMoodSchema.optional(),
});
export type TEntryCreate = z.input<typeof ZEntryCreateSchema>;

/**
 * PATCH /api/entries/{id}: only what is sent changes; `category: null` and `mood: null` clear them. New text may be
 * as long as the entry already is when that is over 2000 characters (entryEditLimit, checked against the entry).
 */
export const ZEntryUpdateSchema = z.object({
  id: zId('Entry'),
  content: ZEntryTextSchema.describe(
    'The new text, trimmed: 10 to 2000 characters, or up to the length the entry has now when an import made it longer (it is never cut to 2000; growing past that length is a 400).',
  ).optional(),
  category: z.enum(ENTRY_CATEGORIES, { error: ENTRY_CATEGORY_MESSAGE }).nullable().optional(),
  privacyLevel: z.enum(PRIVACY_LEVELS, { error: PRIVACY_LEVEL_MESSAGE }).optional(),
  entryDate: ZEntryDateSchema.optional(),
  tags: ZTagsSchema.optional(),
  mood: ZMoodSchema.nullable().optional(),
});
export type TEntryUpdate = z.input<typeof ZEntryUpdateSchema>;

export const ZEmotionScoresSchema = z.object({
  joy: z.number().min(0).max(1),
  calm: z.number().min(0).max(1),
  anxiety: z.number().min(0).max(1),
  sadness: z.number().min(0).max(1),
  anger: z.number().min(0).max(1),
});
export type TEmotionScores = z.infer<typeof ZEmotionScoresSchema>;

export const ZGuidanceItemSchema = z.object({
  concern: z.string().min(1).max(500),
  recommendation: z.string().min(1).max(1000),
  reasoning: z.string().max(1000),
  urgency: z.enum(URGENCIES),
  professionalType: z.enum(PROFESSIONAL_TYPES),
});
export type TGuidanceItem = z.infer<typeof ZGuidanceItemSchema>;

/** What an analyzer (Ollama or the built-in lexicon) produces for one entry. */
export const ZEmotionAnalysisSchema = z.object({
  scores: ZEmotionScoresSchema,
  dominantEmotion: z.enum(EMOTIONS),
  confidence: z.number().min(0).max(1),
  insights: z.array(z.string().min(1).max(500)).min(2).max(4),
  keywords: z.array(z.string().min(1).max(60)).max(12),
  guidance: z.array(ZGuidanceItemSchema).max(5),
});
export type TEmotionAnalysis = z.infer<typeof ZEmotionAnalysisSchema>;
/**
 * An analysis as stored: like TEmotionAnalysis, but the built-in analyzer gives no dominant emotion (null, scores 0)
 * for a language it does not read, rather than guess one.
 */
export type TStoredAnalysis = Omit<TEmotionAnalysis, 'dominantEmotion'> & {
  dominantEmotion: TEmotion | null;
};

/**
 * One analysis of an entry as clients see it: scores 0..1, the dominant emotion and its confidence 0..1. The
 * dominant emotion is null when the built-in analyzer could not read the entry's language (its insights say so).
 * When the user's own mood is a good one (joy, calm) and the words read difficult, or the reverse, the insights are
 * two sentences naming both rather than ones that would contradict the chosen mood.
 */
export const ZEntryEmotionSchema = ZEmotionScoresSchema.extend({
  dominantEmotion: z.enum(EMOTIONS).nullable(),
  confidence: z.number().min(0).max(1),
  insights: z.array(z.string()),
  keywords: z.array(z.string()),
});
export type TEntryEmotion = z.infer<typeof ZEntryEmotionSchema>;

/** An entry as every journal call returns it. `emotions` is empty until the analysis is stored. */
export const ZEntrySchema = z.object({
  id: z.string(),
  content: z.string(),
  category: z.enum(ENTRY_CATEGORIES).nullable(),
  privacyLevel: z.enum(PRIVACY_LEVELS),
  createdAt: z.string(),
  analysisStatus: z.enum(ANALYSIS_STATUSES),
  analyzer: z.enum(ANALYZERS).nullable(),
  emotions: z.array(ZEntryEmotionSchema),
  tags: z.array(z.string()),
  /** The user's own mood where they chose one, else the analysis' dominant emotion, else null. */
  mood: z.enum(EMOTIONS).nullable(),
  moodSource: z.enum(['you', 'analysis']).nullable(),
  /** When the text, date, category, privacy or tags last changed; null for an entry never edited. */
  editedAt: z.string().nullable(),
});
export type TEntry = z.infer<typeof ZEntrySchema>;

/** An earlier version of an edited entry, as it was before the edit (`replacedAt`). */
export const ZEntryRevisionSchema = z.object({
  id: z.string(),
  content: z.string(),
  category: z.enum(ENTRY_CATEGORIES).nullable(),
  privacyLevel: z.enum(PRIVACY_LEVELS),
  tags: z.array(z.string()),
  mood: z.enum(EMOTIONS).nullable(),
  createdAt: z.string(),
  replacedAt: z.string(),
});
export type TEntryRevision = z.infer<typeof ZEntryRevisionSchema>;

export const CALENDAR_RANGE_MESSAGE =
  'from and to must be dates as YYYY-MM-DD, from before to, at most 366 days';
export const ZCalendarRequestSchema = z.object({
  from: ZIsoDateSchema(CALENDAR_RANGE_MESSAGE),
  to: ZIsoDateSchema(CALENDAR_RANGE_MESSAGE),
});
/** One local day with entries: its mood (the day's most frequent, the user's own where chosen) and entry count. */
export const ZCalendarDaySchema = z.object({
  date: z.string(),
  mood: z.enum(EMOTIONS).nullable(),
  entries: z.number().int(),
});
export type TCalendarDay = z.infer<typeof ZCalendarDaySchema>;
/** One local day of the calendar, opened: its entries. */
export const ZCalendarDayRequestSchema = z.object({
  date: ZIsoDateSchema('date must be a date as YYYY-MM-DD'),
});

export const ENTRIES_PAGE_SIZE = 10;
export const ZEntrySearchSchema = withoutNul(z.string(), 'Search')
  .trim()
  .max(200, 'Search cannot exceed 200 characters');

const PAGE_SIZE_MESSAGE = 'pageSize must be a whole number from 1 to 50';

/** The web app's Entries page: 1-based pages, searched on the server. */
export const ZEntryPageRequestSchema = z.object({
  page: ZPageNumberSchema.default(1),
  pageSize: wholeNumber(PAGE_SIZE_MESSAGE, 1, 50).default(ENTRIES_PAGE_SIZE),
  search: ZEntrySearchSchema.optional(),
  tag: ZTagSchema.optional(),
});
export type TEntryPageRequest = z.input<typeof ZEntryPageRequestSchema>;

export const ZEntryPageSchema = z.object({
  entries: z.array(ZEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
});
export type TEntryPage = z.infer<typeof ZEntryPageSchema>;

export const ZStatsSchema = z.object({
  /** Entries written this calendar month (user's time zone). */
  totalEntries: z.number().int(),
  /** Share of this week's analysed entries whose dominant emotion is joy or calm, 0..100. */
  positivityPercentage: z.number().int().min(0).max(100),
  /** Consecutive days with an entry, ending today or yesterday. */
  currentStreak: z.number().int().min(0),
  /** This week's most frequent dominant emotion; null when nothing was analysed this week. */
  dominantMood: z.enum(EMOTIONS).nullable(),
});
export type TStats = z.infer<typeof ZStatsSchema>;

export const TIMELINE_RANGES = [7, 30, 90, 365] as const;
export const TIMELINE_DEFAULT_DAYS = 30;
export const TIMELINE_DAYS_MESSAGE = 'days must be a whole number from 1 to 365';
export const ZTimelineDaysSchema = wholeNumber(TIMELINE_DAYS_MESSAGE, 1, 365);

/** One day of the emotion timeline: average scores of that day's analysed entries, 0..100. */
export const ZTimelinePointSchema = z.object({
  date: z.string(),
  avgJoy: z.number().int(),
  avgCalm: z.number().int(),
  avgAnxiety: z.number().int(),
  avgSadness: z.number().int(),
  avgAnger: z.number().int(),
});
export type TTimelinePoint = z.infer<typeof ZTimelinePointSchema>;

export const ZRecommendationSchema = z.object({
  type: z.enum(RECOMMENDATION_TYPES),
  title: z.string(),
  description: z.string(),
  priority: z.enum(PRIORITIES),
  reasoning: z.string(),
});
export type TRecommendation = z.infer<typeof ZRecommendationSchema>;

/** An AI guidance item of one entry ("therapist recommendation" in the REST paths). */
export const ZGuidanceSchema = z.object({
  id: z.string(),
  entryId: z.string(),
  concern: z.string(),
  recommendation: z.string(),
  reasoning: z.string(),
  urgency: z.enum(URGENCIES),
  professionalType: z.enum(PROFESSIONAL_TYPES),
  isAcknowledged: z.boolean(),
  acknowledgedAt: z.string().nullable(),
  /** When a crisis card was answered "This isn't about me right now": it shows folded. */
  notAboutMeAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TGuidance = z.infer<typeof ZGuidanceSchema>;

export const CONTENT_VALUE_TYPES = ['text', 'html', 'json'] as const;
export const ZContentItemSchema = z.object({
  id: z.string(),
  section: z.string(),
  key: z.string(),
  value: z.string(),
  valueType: z.enum(CONTENT_VALUE_TYPES),
  updatedAt: z.string(),
});
export type TContentItem = z.infer<typeof ZContentItemSchema>;

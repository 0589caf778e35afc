import { z } from 'zod';

export const EMOTIONS = ['joy', 'calm', 'anxiety', 'sadness', 'anger'] as const;
export type TEmotion = (typeof EMOTIONS)[number];

export const ENTRY_CATEGORIES = ['work', 'family', 'health', 'personal', 'relationships', 'goals'] as const;
export type TEntryCategory = (typeof ENTRY_CATEGORIES)[number];

export const PRIVACY_LEVELS = ['private', 'shareable'] as const;
export type TPrivacyLevel = (typeof PRIVACY_LEVELS)[number];

export const URGENCIES = ['low', 'medium', 'high', 'immediate'] as const;
export type TUrgency = (typeof URGENCIES)[number];

export const PROFESSIONAL_TYPES = ['wellness_coach', 'mindfulness_guide', 'life_coach', 'crisis_support'] as const;
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

export const ZEntryCreateSchema = z.object({
  content: z
    .string()
    .trim()
    .min(ENTRY_MIN_LENGTH, 'Entry must be at least 10 characters')
    .max(ENTRY_MAX_LENGTH, 'Entry cannot exceed 2000 characters'),
  category: z.enum(ENTRY_CATEGORIES).optional(),
  privacyLevel: z.enum(PRIVACY_LEVELS).default('private'),
});
export type TEntryCreate = z.input<typeof ZEntryCreateSchema>;

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

import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Column types as the application sees them (CamelCasePlugin maps snake_case columns). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Json<T> = ColumnType<T, string, string>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  passwordHash: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: Generated<'user' | 'admin'>;
  subscriptionStatus: Generated<'trial' | 'pro' | 'expired'>;
  timeZone: Generated<string>;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface SessionsTable {
  id: string;
  userId: string;
  expiresAt: Date;
  createdAt: CreatedAt;
}

export interface PasswordResetTokensTable {
  tokenHash: string;
  userId: string;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: CreatedAt;
}

export interface PreferencesTable {
  userId: string;
  dailyJournalReminder: Generated<boolean>;
  weeklyProgressSummary: Generated<boolean>;
  moodPatternAlerts: Generated<boolean>;
  updatedAt: Timestamp;
}

export interface EntriesTable {
  id: Generated<string>;
  userId: string;
  /** AES-256-GCM ciphertext with its key id (see packages/core encryption). */
  contentEnc: string;
  category: string | null;
  privacyLevel: Generated<'private' | 'shareable'>;
  analysisStatus: Generated<'pending' | 'complete' | 'failed'>;
  analysisAttempts: Generated<number>;
  createdAt: CreatedAt;
  analyzedAt: Date | null;
}

export interface EntryAnalysesTable {
  entryId: string;
  userId: string;
  joy: number;
  calm: number;
  anxiety: number;
  sadness: number;
  anger: number;
  dominantEmotion: 'joy' | 'calm' | 'anxiety' | 'sadness' | 'anger';
  confidence: number;
  /** Encrypted JSON { insights: string[], keywords: string[] }: both are drawn from the journal text. */
  detailsEnc: string;
  analyzer: 'ollama' | 'lexicon';
  model: string | null;
  createdAt: CreatedAt;
}

/**
 * One row per user and local day (their time zone) of the analysed journal, kept by triggers (migration 0003): what
 * the dashboard stats and the timeline read instead of every entry. Entries not yet analysed are not in it.
 */
export interface JournalDaysTable {
  userId: string;
  /** YYYY-MM-DD in the user's time zone. */
  localDay: string;
  /** Entries of the day whose analysis is complete. */
  completeCount: number;
  /** Analyses of the day's entries; the sums and the dominant counts cover these. */
  analysedCount: number;
  joySum: number;
  calmSum: number;
  anxietySum: number;
  sadnessSum: number;
  angerSum: number;
  /** Analysed entries of the day whose dominant emotion is joy (and so on). */
  joyDominant: number;
  calmDominant: number;
  anxietyDominant: number;
  sadnessDominant: number;
  angerDominant: number;
}

export interface GuidanceTable {
  id: Generated<string>;
  userId: string;
  entryId: string;
  source: 'crisis_screen' | 'analyzer';
  concern: string;
  recommendation: string;
  reasoning: string;
  urgency: 'low' | 'medium' | 'high' | 'immediate';
  professionalType: 'wellness_coach' | 'mindfulness_guide' | 'life_coach' | 'crisis_support';
  isAcknowledged: Generated<boolean>;
  acknowledgedAt: Date | null;
  createdAt: CreatedAt;
}

export interface ContentItemsTable {
  id: Generated<string>;
  section: string;
  key: string;
  value: string;
  valueType: Generated<'text' | 'html' | 'json'>;
  updatedBy: string | null;
  updatedAt: Timestamp;
}

export interface AdminLogsTable {
  id: Generated<string>;
  action: string;
  targetType: string;
  targetId: string | null;
  adminId: string | null;
  details: Json<Record<string, unknown>>;
  createdAt: CreatedAt;
}

export interface LearningTracksTable {
  id: Generated<string>;
  title: string;
  description: string;
  slug: string;
  category: string;
  difficulty: Generated<'beginner' | 'intermediate' | 'advanced'>;
  estimatedDuration: Generated<number>;
  sortOrder: Generated<number>;
  isActive: Generated<boolean>;
  isPremium: Generated<boolean>;
  thumbnailUrl: string | null;
  prerequisites: string | null;
  learningObjectives: string;
  tags: Json<string[]>;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface LearningModulesTable {
  id: Generated<string>;
  trackId: string;
  title: string;
  slug: string;
  level: Generated<'beginner' | 'intermediate' | 'advanced'>;
  durationMin: Generated<number>;
  summary: string;
  status: Generated<string>;
  version: Generated<number>;
  sortOrder: Generated<number>;
  tags: Json<string[]>;
  videoUrl: string | null;
  isPreview: Generated<boolean>;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface ModuleProgressTable {
  userId: string;
  moduleId: string;
  status: 'in_progress' | 'completed';
  watchSeconds: Generated<number>;
  completedAt: Date | null;
  updatedAt: Timestamp;
}

export interface CoachConversationsTable {
  id: Generated<string>;
  userId: string;
  category: Generated<string>;
  questionEnc: string;
  responseEnc: string;
  isHelpful: Generated<boolean>;
  createdAt: CreatedAt;
}

export interface GoalsTable {
  id: Generated<string>;
  userId: string;
  title: string;
  description: string | null;
  category: Generated<string>;
  status: Generated<'active' | 'completed' | 'archived'>;
  progress: Generated<number>;
  targetDate: string | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface GoalCheckInsTable {
  id: Generated<string>;
  goalId: string;
  userId: string;
  progressUpdate: number;
  reflectionEnc: string;
  mood: 'motivated' | 'positive' | 'neutral' | 'challenged' | 'frustrated';
  aiResponseEnc: string | null;
  createdAt: CreatedAt;
}

export interface ToolkitItemsTable {
  id: Generated<string>;
  userId: string;
  conversationId: string | null;
  title: string;
  category: Generated<string>;
  contentEnc: string;
  tags: Json<string[]>;
  accessCount: Generated<number>;
  lastAccessed: Date | null;
  createdAt: CreatedAt;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  passwordResetTokens: PasswordResetTokensTable;
  preferences: PreferencesTable;
  entries: EntriesTable;
  entryAnalyses: EntryAnalysesTable;
  journalDays: JournalDaysTable;
  guidance: GuidanceTable;
  contentItems: ContentItemsTable;
  adminLogs: AdminLogsTable;
  learningTracks: LearningTracksTable;
  learningModules: LearningModulesTable;
  moduleProgress: ModuleProgressTable;
  coachConversations: CoachConversationsTable;
  goals: GoalsTable;
  goalCheckIns: GoalCheckInsTable;
  toolkitItems: ToolkitItemsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type EntryRow = Selectable<EntriesTable>;
export type GuidanceRow = Selectable<GuidanceTable>;

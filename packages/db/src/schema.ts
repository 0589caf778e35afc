import type { ColumnType, Generated, GeneratedAlways, Selectable } from 'kysely';
import type {
  CoachConversationsTable,
  CoachMemoryNotesTable,
  GoalCheckInsTable,
  GoalsTable,
  ToolkitItemsTable,
} from './schema-coach.ts';
import type { CreatedAt, Json, Timestamp } from './schema-columns.ts';
import type {
  LearningModulesTable,
  LearningTracksTable,
  ModuleProgressTable,
  VideoUploadsTable,
} from './schema-learning.ts';

export type * from './schema-coach.ts';
export type * from './schema-learning.ts';

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
  /** Wrong passwords since the last right one (migration 0014): the per-account slow-down. */
  failedLogins: Generated<number>;
  /** Before this, a sign-in from a device that never signed in to the account is refused with its wait. */
  loginDelayUntil: Date | null;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the session token: the token itself lives only in the cookie (packages/auth). */
  tokenHash: string;
  userId: string;
  expiresAt: Date;
  createdAt: CreatedAt;
  /** The browser's User-Agent at sign-in (migration 0021): Settings lists the devices by it. */
  userAgent: string | null;
  /** When the session was last used, to a few minutes (migration 0021). */
  lastSeenAt: Generated<Date>;
}

export interface PasswordResetTokensTable {
  tokenHash: string;
  userId: string;
  expiresAt: Date;
  usedAt: Date | null;
  /** reset: forgotten password (1 hour); invite: set-password link of an admin-created account (migration 0008). */
  purpose: Generated<'reset' | 'invite'>;
  createdAt: CreatedAt;
}

export interface PreferencesTable {
  userId: string;
  dailyJournalReminder: Generated<boolean>;
  weeklyProgressSummary: Generated<boolean>;
  moodPatternAlerts: Generated<boolean>;
  /** The local hour (0..23) of the daily reminder (migration 0011). */
  reminderHour: Generated<number>;
  updatedAt: Timestamp;
}

export type NotificationKind = 'daily_reminder' | 'weekly_summary' | 'mood_pattern';

/** One e-mail notification sent (migration 0011): unique per user, kind and the user's local date. No text. */
export interface NotificationSendsTable {
  id: Generated<string>;
  userId: string;
  kind: NotificationKind;
  /** YYYY-MM-DD in the user's time zone when it was sent. */
  localDate: string;
  sentAt: Timestamp;
}

/** One e-mail to send (migration 0014): `message` is the encrypted Mail; sent once, retried for 24 hours. */
export interface MailOutboxTable {
  id: Generated<string>;
  kind: string;
  message: string;
  attempts: Generated<number>;
  nextAttemptAt: Generated<Date>;
  lockedUntil: Date | null;
  lastError: string | null;
  createdAt: CreatedAt;
  sentAt: Date | null;
  failedAt: Date | null;
  /** The account it is addressed to (migration 0021): deleting the account deletes its unsent mail. */
  userId: Generated<string | null>;
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
  /** The entry's date as the user sees it (a chosen past date, an import); `writtenAt` is when it was saved. */
  createdAt: Timestamp;
  analyzedAt: Date | null;
  /** Encrypted JSON array of the user's own tags (migration 0015). */
  tagsEnc: string | null;
  /** The user's own mood (an imported Daylio mood), beside the analysis' reading. */
  mood: 'joy' | 'calm' | 'anxiety' | 'sadness' | 'anger' | null;
  starred: Generated<boolean>;
  /** The IANA zone the entry was written in, when it came with one (imports). */
  timeZone: string | null;
  /** Where an imported entry came from, and its id there; null for entries written here. */
  source: ImportSource | null;
  sourceId: string | null;
  importId: string | null;
  /** When the entry was written (migration 0016): the free plan's monthly count reads it. */
  writtenAt: CreatedAt;
  editedAt: Date | null;
}

/** An earlier version of an edited entry (migration 0016), encrypted like the entry. */
export interface EntryRevisionsTable {
  id: Generated<string>;
  entryId: string;
  userId: string;
  contentEnc: string;
  category: string | null;
  privacyLevel: 'private' | 'shareable';
  tagsEnc: string | null;
  mood: 'joy' | 'calm' | 'anxiety' | 'sadness' | 'anger' | null;
  entryCreatedAt: Date;
  replacedAt: CreatedAt;
}

export type ImportSource = 'dayone' | 'daylio' | 'innerweather';

/** An export of one user's data (migration 0015): the zip lives in $DATA_DIR/exports until it expires. */
export interface DataExportsTable {
  id: Generated<string>;
  userId: string;
  status: Generated<'queued' | 'running' | 'ready' | 'failed'>;
  progress: Generated<number>;
  fileName: string | null;
  sizeBytes: ColumnType<string | null, number | null | undefined, number | null>;
  createdAt: CreatedAt;
  finishedAt: Date | null;
  expiresAt: Date | null;
  /** Everything (the zip), or only the entries marked shareable as a readable document (migration 0027). */
  contents: Generated<ExportContentsKind>;
  /** How many entries the export holds, once ready. */
  entryCount: number | null;
}

export type ExportContentsKind = 'everything' | 'shareable';

/** An import of another journal's file (migration 0015): counts and line errors, never the text. */
export interface DataImportsTable {
  id: Generated<string>;
  userId: string;
  source: ImportSource;
  status: Generated<'queued' | 'running' | 'done' | 'failed'>;
  progress: Generated<number>;
  found: Generated<number>;
  imported: Generated<number>;
  duplicates: Generated<number>;
  skipped: Generated<number>;
  errors: ColumnType<Array<{ line: number; message: string }>, string | undefined, string>;
  createdAt: CreatedAt;
  finishedAt: Date | null;
}

export interface EntryAnalysesTable {
  entryId: string;
  userId: string;
  joy: number;
  calm: number;
  anxiety: number;
  sadness: number;
  anger: number;
  /** Null when the built-in analyzer could not read the language (migration 0022): no emotion is guessed. */
  dominantEmotion: 'joy' | 'calm' | 'anxiety' | 'sadness' | 'anger' | null;
  confidence: number;
  /** Old format: encrypted { insights, keywords }. Null since 0018: they are sealed with the entry's text. */
  detailsEnc: string | null;
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
  /**
   * The day's point of the emotion timeline as the JSON the API answers (`{"date":…,"avgJoy":…,…}`), null without
   * analyses; generated from the sums (migration 0024).
   */
  timelinePoint: GeneratedAlways<string | null>;
  /** The first day of a run of counted days (this day counts, the day before does not); kept by triggers (0025). */
  runStart: Generated<boolean>;
}

export interface GuidanceTable {
  id: Generated<string>;
  userId: string;
  entryId: string;
  source: 'crisis_screen' | 'analyzer';
  /** Encrypted JSON { concern, recommendation, reasoning }: written from the entry's text, so kept like it. */
  detailsEnc: string;
  urgency: 'low' | 'medium' | 'high' | 'immediate';
  professionalType: 'wellness_coach' | 'mindfulness_guide' | 'life_coach' | 'crisis_support';
  isAcknowledged: Generated<boolean>;
  acknowledgedAt: Date | null;
  /** When the user answered a crisis card "This isn't about me right now" (migration 0020); null otherwise. */
  notAboutMeAt: Date | null;
  createdAt: CreatedAt;
}

/** The crisis screen's result on one piece of writing (migration 0007), for review: never the text. */
export interface SafetyScreensTable {
  id: Generated<string>;
  userId: string;
  subject: 'entry' | 'coach_question' | 'check_in';
  subjectId: string;
  tier: 'crisis' | 'distress' | null;
  /** The kinds found (a JSON array sealed with the journal key), null when none: they are read from the writing. */
  kindsEnc: string | null;
  /** Which layer fired: the screen's rules or model, or the LLM adding a tier the screen did not give. */
  layer: 'rules' | 'model' | 'llm' | null;
  /** Why the screen fired (rules, risk concepts, strongest features, language: JSON sealed like the kinds), 0023. */
  evidenceEnc: string | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

/** The entry a POST /api/entries with an Idempotency-Key created, so a retried save answers with it. */
export interface EntryIdempotencyKeysTable {
  userId: string;
  key: string;
  entryId: string;
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
  /** Write order, for rows of one transaction (migration 0008); the table is append-only. */
  seq: ColumnType<string, never, never>;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  passwordResetTokens: PasswordResetTokensTable;
  preferences: PreferencesTable;
  notificationSends: NotificationSendsTable;
  mailOutbox: MailOutboxTable;
  entries: EntriesTable;
  entryRevisions: EntryRevisionsTable;
  entryAnalyses: EntryAnalysesTable;
  journalDays: JournalDaysTable;
  guidance: GuidanceTable;
  safetyScreens: SafetyScreensTable;
  entryIdempotencyKeys: EntryIdempotencyKeysTable;
  contentItems: ContentItemsTable;
  adminLogs: AdminLogsTable;
  learningTracks: LearningTracksTable;
  learningModules: LearningModulesTable;
  moduleProgress: ModuleProgressTable;
  videoUploads: VideoUploadsTable;
  coachConversations: CoachConversationsTable;
  goals: GoalsTable;
  goalCheckIns: GoalCheckInsTable;
  toolkitItems: ToolkitItemsTable;
  coachMemoryNotes: CoachMemoryNotesTable;
  dataExports: DataExportsTable;
  dataImports: DataImportsTable;
}

export type UserRow = Selectable<UsersTable>;
export type EntryRow = Selectable<EntriesTable>;
export type GuidanceRow = Selectable<GuidanceTable>;

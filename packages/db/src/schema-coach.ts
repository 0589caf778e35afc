import type { Generated, ColumnType } from 'kysely';
import type { CreatedAt, Timestamp } from './schema-columns.ts';

/** The coach's tables: conversations, goals and check-ins, the toolkit, the daily check-in note. */
export interface CoachConversationsTable {
  id: Generated<string>;
  userId: string;
  category: Generated<string>;
  questionEnc: string;
  /** Null while the answer is being written (migration 0009). */
  responseEnc: string | null;
  source: 'model' | 'library' | 'crisis' | null;
  answeredAt: Date | null;
  isHelpful: Generated<boolean>;
  createdAt: CreatedAt;
}

export interface GoalsTable {
  id: Generated<string>;
  userId: string;
  titleEnc: string;
  descriptionEnc: string | null;
  category: Generated<string>;
  status: Generated<'active' | 'completed' | 'archived'>;
  progress: Generated<number>;
  targetDate: ColumnType<string | null, string | null | undefined, string | null>;
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
  responseSource: 'model' | 'library' | 'crisis' | null;
  createdAt: CreatedAt;
}

export interface ToolkitItemsTable {
  id: Generated<string>;
  userId: string;
  conversationId: string | null;
  titleEnc: string;
  category: Generated<string>;
  contentEnc: string;
  /** Clear only in rows from before migration 0019, which seals them into `tagsEnc` (JSON); `[]` since. */
  tags: ColumnType<string[], string | undefined, string>;
  tagsEnc: string | null;
  accessCount: Generated<number>;
  lastAccessed: Date | null;
  createdAt: CreatedAt;
}

/** Today's personal check-in message per user, and the day before's, so it is never repeated two days running. */
export interface CoachMemoryNotesTable {
  userId: string;
  shownOn: string;
  messageKey: string;
  previousOn: string | null;
  previousKey: string | null;
}

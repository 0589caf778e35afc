import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, Timestamp } from './schema-columns.ts';

/** The learning area's tables: tracks, their modules, each member's progress, upload links. */
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

/** A signed upload link handed to an admin; claimed when its upload starts, so it works once. */
export interface VideoUploadsTable {
  fileName: string;
  adminId: string | null;
  expiresAt: Date;
  claimedAt: Date | null;
  completedAt: Date | null;
  sizeBytes: ColumnType<string | null, number | null | undefined, number | null>;
  createdAt: CreatedAt;
}

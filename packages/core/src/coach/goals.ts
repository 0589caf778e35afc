import type { Db } from '@innerweather/db/client';
import type { GoalsTable } from '@innerweather/db/schema';
import type { TGoal, TGoalCreateParsed } from '@innerweather/validators/coach';
import type { Selectable } from 'kysely';
import { badRequest, conflict, notFound } from '../shared/errors.ts';
import type { CoachParts } from './coach-deps.ts';

/** What a goal answer is made of (toGoal), read and returned alike by every goal call. */
const GOAL_COLUMNS = [
  'id',
  'titleEnc',
  'descriptionEnc',
  'category',
  'status',
  'progress',
  'targetDate',
  'createdAt',
] as const;
type GoalRow = Pick<Selectable<GoalsTable>, (typeof GOAL_COLUMNS)[number]>;

/** The user's goal, or 404 (another user's id answers the same). */
export async function goalRow(db: Db, userId: string, id: string): Promise<GoalRow> {
  const row = await db
    .selectFrom('goals')
    .select(GOAL_COLUMNS)
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('Goal');
  return row;
}

/** Goals: title and description encrypted at rest; the active ones are listed, newest first. */
export function createGoals({ db, encryptor, clock, context, open }: CoachParts) {
  const toGoal = (row: GoalRow): TGoal => ({
    id: row.id,
    title: encryptor.decrypt(row.titleEnc),
    description: open(row.descriptionEnc),
    category: row.category,
    status: row.status,
    progress: row.progress,
    targetDate: row.targetDate,
    createdAt: row.createdAt.toISOString(),
  });

  return {
    /** Active goals only, newest first. */
    async listGoals(userId: string): Promise<TGoal[]> {
      const rows = await db
        .selectFrom('goals')
        .select(GOAL_COLUMNS)
        .where('userId', '=', userId)
        .where('status', '=', 'active')
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toGoal);
    },

    async createGoal(userId: string, goal: TGoalCreateParsed): Promise<TGoal> {
      const row = await db
        .insertInto('goals')
        .values({
          userId,
          titleEnc: encryptor.seal(userId, goal.title),
          descriptionEnc: goal.description === null ? null : encryptor.seal(userId, goal.description),
          category: goal.category,
        })
        .returning(GOAL_COLUMNS)
        .executeTakeFirstOrThrow();
      return toGoal(row);
    },

    /** A target date, not before today in the user's time zone. */
    async setTargetDate(userId: string, id: string, targetDate: string): Promise<TGoal> {
      await goalRow(db, userId, id);
      const today = await context.localToday(userId, clock.now());
      if (targetDate < today) throw badRequest(`The target date cannot be before today (${today})`);
      const row = await db
        .updateTable('goals')
        .set({ targetDate, updatedAt: clock.now() })
        .where('id', '=', id)
        .where('userId', '=', userId)
        .returning(GOAL_COLUMNS)
        .executeTakeFirstOrThrow();
      return toGoal(row);
    },

    /**
     * Marks a goal done once its progress reached 100%; it then leaves the active list. Completing a completed goal
     * answers the goal as it is, so a second press (or a lost answer) does no harm.
     */
    async completeGoal(userId: string, id: string): Promise<TGoal> {
      const goal = await goalRow(db, userId, id);
      if (goal.status === 'completed') return toGoal(goal);
      if (goal.progress < 100)
        throw conflict(
          `A goal can be marked complete once its progress reaches 100% (now ${goal.progress}%)`,
        );
      const row = await db
        .updateTable('goals')
        .set({ status: 'completed', updatedAt: clock.now() })
        .where('id', '=', id)
        .where('userId', '=', userId)
        .returning(GOAL_COLUMNS)
        .executeTakeFirstOrThrow();
      return toGoal(row);
    },
  };
}

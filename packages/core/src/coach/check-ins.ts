import { randomUUID } from 'node:crypto';
import { coachCrisisReply } from '@innerweather/ai/coach/crisis-reply';
import { libraryCheckInResponse } from '@innerweather/ai/coach/library-reply';
import type { GoalCheckInsTable } from '@innerweather/db/schema';
import type { TAnswerSource, TCheckIn, TCheckInCreateParsed } from '@innerweather/validators/coach';
import type { Selectable } from 'kysely';
import type { Answering } from './answering.ts';
import type { CoachParts } from './coach-deps.ts';
import { goalRow } from './goals.ts';

/** What a check-in answer is made of (toCheckIn). */
const CHECK_IN_COLUMNS = [
  'id',
  'goalId',
  'progressUpdate',
  'reflectionEnc',
  'mood',
  'aiResponseEnc',
  'responseSource',
  'createdAt',
] as const;
type CheckInRow = Pick<Selectable<GoalCheckInsTable>, (typeof CHECK_IN_COLUMNS)[number]>;

/**
 * Goal check-ins: progress, a reflection (screened like a question) and the coach's response, written by the job
 * `coach.checkInResponse` (model or library) or at once as the crisis reply.
 */
export function createCheckIns(parts: CoachParts, answering: Answering) {
  const { db, encryptor, clock, jobs, safety, events, open } = parts;

  const toCheckIn = (row: CheckInRow): TCheckIn => ({
    id: row.id,
    goalId: row.goalId,
    progressUpdate: row.progressUpdate,
    reflection: encryptor.decrypt(row.reflectionEnc),
    mood: row.mood,
    aiResponse: open(row.aiResponseEnc),
    source: row.responseSource,
    createdAt: row.createdAt.toISOString(),
  });

  async function saveResponse(
    userId: string,
    id: string,
    text: string,
    source: TAnswerSource,
  ): Promise<boolean> {
    const result = await db
      .updateTable('goalCheckIns')
      .set({ aiResponseEnc: encryptor.seal(userId, text), responseSource: source })
      .where('id', '=', id)
      .where('aiResponseEnc', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The built-in library's response to a check-in of the user's goal. */
  async function libraryResponse(
    userId: string,
    goalId: string,
    checkIn: Pick<TCheckIn, 'progressUpdate' | 'mood'>,
  ) {
    const goal = await goalRow(db, userId, goalId);
    return libraryCheckInResponse({
      goalTitle: encryptor.decrypt(goal.titleEnc),
      progressUpdate: checkIn.progressUpdate,
      mood: checkIn.mood,
    });
  }

  return {
    /**
     * Records a check-in and sets the goal's progress in one transaction, then has the response written like an
     * answer (crisis reply at once when the reflection fires the screen).
     */
    async checkIn(
      userId: string,
      goalId: string,
      checkIn: Omit<TCheckInCreateParsed, 'id'>,
      requestId?: string,
    ): Promise<TCheckIn> {
      await goalRow(db, userId, goalId);
      const id = randomUUID();
      const screen = await safety.screen({
        userId,
        subject: 'check_in',
        subjectId: id,
        text: checkIn.reflection,
      });
      const crisis = screen.guidance ? coachCrisisReply(screen.guidance) : null;
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('goalCheckIns')
          .values({
            id,
            goalId,
            userId,
            progressUpdate: checkIn.progressUpdate,
            reflectionEnc: encryptor.seal(userId, checkIn.reflection),
            mood: checkIn.mood,
            aiResponseEnc: crisis === null ? null : encryptor.seal(userId, crisis),
            responseSource: crisis === null ? null : 'crisis',
          })
          .execute();
        await trx
          .updateTable('goals')
          .set({ progress: checkIn.progressUpdate, updatedAt: clock.now() })
          .where('id', '=', goalId)
          .where('userId', '=', userId)
          .execute();
      });
      if (crisis === null && !(await jobs.dispatch('coach.checkInResponse', { checkInId: id }, requestId)))
        await saveResponse(userId, id, await libraryResponse(userId, goalId, checkIn), 'library');
      const loadCheckIn = async () => {
        const row = await db
          .selectFrom('goalCheckIns')
          .select(CHECK_IN_COLUMNS)
          .where('id', '=', id)
          .where('userId', '=', userId)
          .executeTakeFirstOrThrow();
        return { value: toCheckIn(row), answered: row.aiResponseEnc !== null };
      };
      return answering.waitForAnswer(userId, id, loadCheckIn, async () => {
        const { value } = await loadCheckIn();
        const text = await libraryResponse(userId, goalId, value);
        if (await saveResponse(userId, id, text, 'library'))
          await events.publish(userId, { kind: 'check_in', id, text, done: true, source: 'library' });
      });
    },

    /** The job: the model's response to a check-in (streamed), or the library's. */
    async respondToCheckIn(checkInId: string): Promise<void> {
      const row = await db
        .selectFrom('goalCheckIns as c')
        .innerJoin('goals as g', 'g.id', 'c.goalId')
        .select([
          'c.userId',
          'c.progressUpdate',
          'c.reflectionEnc',
          'c.mood',
          'c.aiResponseEnc',
          'g.titleEnc',
          'g.descriptionEnc',
          'g.targetDate',
        ])
        .where('c.id', '=', checkInId)
        .executeTakeFirst();
      if (!row || row.aiResponseEnc !== null) return;
      const reflection = encryptor.decrypt(row.reflectionEnc);
      const goal = {
        title: encryptor.decrypt(row.titleEnc),
        description: open(row.descriptionEnc),
        progress: row.progressUpdate,
        targetDate: row.targetDate,
      };
      const fromModel = await answering.modelAnswer(
        row.userId,
        'check_in',
        checkInId,
        { kind: 'check_in', goal, progressUpdate: row.progressUpdate, mood: row.mood, reflection },
        reflection,
      );
      const text =
        fromModel ??
        libraryCheckInResponse({ goalTitle: goal.title, progressUpdate: row.progressUpdate, mood: row.mood });
      await saveResponse(row.userId, checkInId, text, fromModel === null ? 'library' : 'model');
      await events.publish(row.userId, {
        kind: 'check_in',
        id: checkInId,
        text,
        done: true,
        source: fromModel === null ? 'library' : 'model',
      });
    },

    async listCheckIns(userId: string, goalId: string): Promise<TCheckIn[]> {
      await goalRow(db, userId, goalId);
      const rows = await db
        .selectFrom('goalCheckIns')
        .select(CHECK_IN_COLUMNS)
        .where('goalId', '=', goalId)
        .where('userId', '=', userId)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toCheckIn);
    },
  };
}

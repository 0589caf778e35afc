import { randomUUID } from 'node:crypto';
import { chooseStrategies } from '@innerweather/ai/coach/choose-strategies';
import { buildCoachMessages, type TCoachRequest } from '@innerweather/ai/coach/coach-prompt';
import { coachCrisisReply } from '@innerweather/ai/coach/crisis-reply';
import { libraryAnswer, libraryCheckInResponse } from '@innerweather/ai/coach/library-reply';
import { memoryCheckIn } from '@innerweather/ai/coach/memory-check-in';
import type { TOllamaChat } from '@innerweather/ai/ollama/ollama-chat';
import type { Db } from '@innerweather/db/client';
import {
  type TAnswerSource,
  type TCheckIn,
  type TCheckInCreate,
  type TConversation,
  type TExplore,
  type TGoal,
  type TGoalCreate,
  type TMemoryCheckInAnswer,
  type TSaveToolkit,
  type TToolkitItem,
  ZCheckInCreateSchema,
  ZExploreSchema,
  ZGoalCreateSchema,
  ZSaveToolkitSchema,
} from '@innerweather/validators/coach';
import { sql } from 'kysely';
import type { Clock } from '../shared/clock.ts';
import { createCoachContextReader } from './coach-context.ts';
import { addDays } from '../shared/dates.ts';
import type { CoachStream } from './coach-stream.ts';
import { sealToolkitTags, TOOLKIT_COLUMNS, toToolkitItem as toolkitItem } from './toolkit-items.ts';
import type { Encryptor } from '../shared/encryption.ts';
import { badRequest, notFound } from '../shared/errors.ts';
import type { JobDispatcher } from '../shared/job-dispatcher.ts';
import type { SafetyService } from '../safety/safety-service.ts';
import type { Logger } from '../shared/logger.ts';

export interface CoachServiceDeps {
  db: Db;
  encryptor: Encryptor;
  clock: Clock;
  jobs: JobDispatcher;
  safety: SafetyService;
  stream: CoachStream;
  /** The local model (Ollama), or null when the built-in library answers (ANALYZER=lexicon). */
  model: TOllamaChat | null;
  logger: Logger;
  /** How long the REST answer waits for the model before it answers with the built-in library. */
  answerTimeoutMs: number;
}

/** How often a waiting request looks at the database, in case a streamed "done" was missed. */
const WAIT_POLL_MS = 1_000;

/**
 * The AI coach: conversations, goals and check-ins, the toolkit and the personal check-in. Every question and
 * reflection passes the crisis screen first; when it fires, the written-in-advance crisis reply is saved and no
 * model is asked. Otherwise a job (worker, or in-process in embedded mode) writes the answer with the local model
 * (streamed to the user) or, when it is unavailable, the built-in library. Every text is encrypted at rest.
 */
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

export function createCoachService(deps: CoachServiceDeps) {
  const { db, encryptor, clock, jobs, safety, stream, logger } = deps;
  const context = createCoachContextReader({ db, encryptor });
  const open = (stored: string | null) => (stored === null ? null : encryptor.decrypt(stored));

  type ConversationRow = {
    id: string;
    category: string;
    questionEnc: string;
    responseEnc: string | null;
    source: TAnswerSource | null;
    isHelpful: boolean;
    createdAt: Date;
  };
  const conversationColumns = [
    'id',
    'category',
    'questionEnc',
    'responseEnc',
    'source',
    'isHelpful',
    'createdAt',
  ] as const;
  const toConversation = (row: ConversationRow): TConversation => ({
    id: row.id,
    category: row.category,
    question: encryptor.decrypt(row.questionEnc),
    response: open(row.responseEnc),
    source: row.source,
    isHelpful: row.isHelpful,
    createdAt: row.createdAt.toISOString(),
  });

  type CheckInRow = {
    id: string;
    goalId: string;
    progressUpdate: number;
    reflectionEnc: string;
    mood: TCheckIn['mood'];
    aiResponseEnc: string | null;
    responseSource: TAnswerSource | null;
    createdAt: Date;
  };
  const checkInColumns = [
    'id',
    'goalId',
    'progressUpdate',
    'reflectionEnc',
    'mood',
    'aiResponseEnc',
    'responseSource',
    'createdAt',
  ] as const;
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

  const toGoal = (row: {
    id: string;
    titleEnc: string;
    descriptionEnc: string | null;
    category: string;
    status: TGoal['status'];
    progress: number;
    targetDate: string | null;
    createdAt: Date;
  }): TGoal => ({
    id: row.id,
    title: encryptor.decrypt(row.titleEnc),
    description: open(row.descriptionEnc),
    category: row.category,
    status: row.status,
    progress: row.progress,
    targetDate: row.targetDate,
    createdAt: row.createdAt.toISOString(),
  });

  const toToolkitItem = (row: Parameters<typeof toolkitItem>[1]) => toolkitItem(encryptor, row);

  async function conversationRow(userId: string, id: string) {
    const row = await db
      .selectFrom('coachConversations')
      .select(conversationColumns)
      .where('id', '=', id)
      .where('userId', '=', userId)
      .executeTakeFirst();
    if (!row) throw notFound('Conversation');
    return row;
  }

  async function goalRow(userId: string, id: string) {
    const row = await db
      .selectFrom('goals')
      .select(GOAL_COLUMNS)
      .where('id', '=', id)
      .where('userId', '=', userId)
      .executeTakeFirst();
    if (!row) throw notFound('Goal');
    return row;
  }

  /** Saves an answer unless one is already there (the first writer wins: the model, or a time-out's fallback). */
  async function saveConversationAnswer(id: string, text: string, source: TAnswerSource): Promise<boolean> {
    const result = await db
      .updateTable('coachConversations')
      .set({ responseEnc: encryptor.encrypt(text), source, answeredAt: clock.now() })
      .where('id', '=', id)
      .where('responseEnc', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async function saveCheckInResponse(id: string, text: string, source: TAnswerSource): Promise<boolean> {
    const result = await db
      .updateTable('goalCheckIns')
      .set({ aiResponseEnc: encryptor.encrypt(text), responseSource: source })
      .where('id', '=', id)
      .where('aiResponseEnc', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Waits until `load` finds the answer written (told by the stream, checked in the database every second), at
   * most `answerTimeoutMs`; then writes the built-in fallback if still nothing is there, and answers with the row.
   */
  async function waitForAnswer<T>(
    userId: string,
    id: string,
    load: () => Promise<{ value: T; answered: boolean }>,
    fallback: () => Promise<void>,
  ): Promise<T> {
    const deadline = Date.now() + deps.answerTimeoutMs;
    let wake: (() => void) | null = null;
    const unsubscribe = stream.subscribe(userId, (event) => {
      if (event.id === id && event.done) wake?.();
    });
    try {
      for (;;) {
        const current = await load();
        if (current.answered) return current.value;
        const left = deadline - Date.now();
        if (left <= 0) break;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(left, WAIT_POLL_MS));
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
      }
    } finally {
      unsubscribe();
    }
    await fallback();
    return (await load()).value;
  }

  async function recentPattern(userId: string) {
    const today = await context.localToday(userId, clock.now());
    return context.pattern(userId, today);
  }

  /**
   * Streams the model's answer to the user's channel and returns it, or null when the model is unavailable or
   * fails (the caller then saves the library's answer).
   */
  async function modelAnswer(
    userId: string,
    kind: 'conversation' | 'check_in',
    id: string,
    request: TCoachRequest,
    question: string,
  ): Promise<string | null> {
    if (!deps.model) return null;
    const today = await context.localToday(userId, clock.now());
    const [pattern, goals, entries] = await Promise.all([
      context.pattern(userId, today),
      context.activeGoals(userId),
      context.relevantEntries(userId, question, clock.now()),
    ]);
    const strategies = chooseStrategies(question, pattern, 3);
    const { messages, numCtx } = buildCoachMessages(request, { pattern, goals, entries, strategies });
    try {
      return await deps.model.stream({
        messages,
        numCtx,
        onText: (text) => stream.publish(userId, { kind, id, text, done: false }),
      });
    } catch (error) {
      logger.info(
        { err: error instanceof Error ? error.message : String(error), kind, id },
        'coach model unavailable: the built-in library answers',
      );
      return null;
    }
  }

  return {
    async listConversations(userId: string): Promise<TConversation[]> {
      const rows = await db
        .selectFrom('coachConversations')
        .select(conversationColumns)
        .where('userId', '=', userId)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(200)
        .execute();
      return rows.map(toConversation);
    },

    /**
     * Saves the question and has its answer written: the crisis reply at once when the screen fires, otherwise a
     * job (model or library). Answers with the conversation, its response still null unless it is a crisis reply.
     */
    async ask(userId: string, input: TExplore): Promise<TConversation> {
      const { question, category } = ZExploreSchema.parse(input);
      const id = randomUUID();
      const screen = await safety.screen({
        userId,
        subject: 'coach_question',
        subjectId: id,
        text: question,
      });
      const crisis = screen.guidance ? coachCrisisReply(screen.guidance) : null;
      const row = await db
        .insertInto('coachConversations')
        .values({
          id,
          userId,
          category,
          questionEnc: encryptor.encrypt(question),
          responseEnc: crisis === null ? null : encryptor.encrypt(crisis),
          source: crisis === null ? null : 'crisis',
          answeredAt: crisis === null ? null : clock.now(),
        })
        .returning(conversationColumns)
        .executeTakeFirstOrThrow();
      if (crisis === null && !(await jobs.dispatch('coach.answer', { conversationId: id }))) {
        // No queue to take it: the library answers now rather than leave the question unanswered.
        await saveConversationAnswer(
          id,
          libraryAnswer(question, await recentPattern(userId)).text,
          'library',
        );
        return toConversation(await conversationRow(userId, id));
      }
      return toConversation(row);
    },

    /** The conversation once answered, waiting for the job up to the configured time-out, then the library's. */
    async waitForConversation(userId: string, id: string): Promise<TConversation> {
      return waitForAnswer(
        userId,
        id,
        async () => {
          const row = await conversationRow(userId, id);
          return { value: toConversation(row), answered: row.responseEnc !== null };
        },
        async () => {
          const row = await conversationRow(userId, id);
          const question = encryptor.decrypt(row.questionEnc);
          const text = libraryAnswer(question, await recentPattern(userId)).text;
          if (await saveConversationAnswer(id, text, 'library'))
            await stream.publish(userId, { kind: 'conversation', id, text, done: true });
        },
      );
    },

    /** The job: the model's answer (streamed), or the library's when the model is unavailable. */
    async answerConversation(conversationId: string): Promise<void> {
      const row = await db
        .selectFrom('coachConversations')
        .select(['userId', 'questionEnc', 'responseEnc'])
        .where('id', '=', conversationId)
        .executeTakeFirst();
      if (!row || row.responseEnc !== null) return;
      const question = encryptor.decrypt(row.questionEnc);
      const fromModel = await modelAnswer(
        row.userId,
        'conversation',
        conversationId,
        { kind: 'question', question },
        question,
      );
      const text = fromModel ?? libraryAnswer(question, await recentPattern(row.userId)).text;
      await saveConversationAnswer(conversationId, text, fromModel === null ? 'library' : 'model');
      const saved = await conversationRow(row.userId, conversationId);
      await stream.publish(row.userId, {
        kind: 'conversation',
        id: conversationId,
        text: open(saved.responseEnc) ?? text,
        done: true,
      });
    },

    /** One way: a helpful conversation stays helpful. */
    async markHelpful(userId: string, id: string): Promise<TConversation> {
      await conversationRow(userId, id);
      const row = await db
        .updateTable('coachConversations')
        .set({ isHelpful: true })
        .where('id', '=', id)
        .where('userId', '=', userId)
        .returning(conversationColumns)
        .executeTakeFirstOrThrow();
      return toConversation(row);
    },

    /** Saves an answer to the toolkit; saving the same conversation again answers with the item already saved. */
    async saveToToolkit(userId: string, input: TSaveToolkit): Promise<TToolkitItem> {
      const item = ZSaveToolkitSchema.parse(input);
      await conversationRow(userId, item.conversationId);
      const columns = TOOLKIT_COLUMNS;
      const inserted = await db
        .insertInto('toolkitItems')
        .values({
          userId,
          conversationId: item.conversationId,
          titleEnc: encryptor.encrypt(item.title),
          category: item.category,
          contentEnc: encryptor.encrypt(item.content),
          tagsEnc: sealToolkitTags(encryptor, item.tags),
        })
        .onConflict((oc) =>
          oc.columns(['userId', 'conversationId']).where('conversationId', 'is not', null).doNothing(),
        )
        .returning(columns)
        .executeTakeFirst();
      const row =
        inserted ??
        (await db
          .selectFrom('toolkitItems')
          .select(columns)
          .where('userId', '=', userId)
          .where('conversationId', '=', item.conversationId)
          .executeTakeFirstOrThrow());
      return toToolkitItem(row);
    },

    async listToolkit(userId: string): Promise<TToolkitItem[]> {
      const rows = await db
        .selectFrom('toolkitItems')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toToolkitItem);
    },

    /** Opening an item counts: one more access, and now is its last access. */
    async openToolkitItem(userId: string, id: string): Promise<TToolkitItem> {
      const row = await db
        .updateTable('toolkitItems')
        .set({ accessCount: sql`access_count + 1`, lastAccessed: clock.now() })
        .where('id', '=', id)
        .where('userId', '=', userId)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound('Toolkit item');
      return toToolkitItem(row);
    },

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

    async createGoal(userId: string, input: TGoalCreate): Promise<TGoal> {
      const goal = ZGoalCreateSchema.parse(input);
      const row = await db
        .insertInto('goals')
        .values({
          userId,
          titleEnc: encryptor.encrypt(goal.title),
          descriptionEnc: goal.description === null ? null : encryptor.encrypt(goal.description),
          category: goal.category,
        })
        .returning(GOAL_COLUMNS)
        .executeTakeFirstOrThrow();
      return toGoal(row);
    },

    /** A target date, not before today in the user's time zone. */
    async setTargetDate(userId: string, id: string, targetDate: string): Promise<TGoal> {
      await goalRow(userId, id);
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
     * Records a check-in and sets the goal's progress in one transaction, then has the response written like an
     * answer (crisis reply at once when the reflection fires the screen).
     */
    async checkIn(userId: string, goalId: string, input: Omit<TCheckInCreate, 'id'>): Promise<TCheckIn> {
      const checkIn = ZCheckInCreateSchema.omit({ id: true }).parse(input);
      await goalRow(userId, goalId);
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
            reflectionEnc: encryptor.encrypt(checkIn.reflection),
            mood: checkIn.mood,
            aiResponseEnc: crisis === null ? null : encryptor.encrypt(crisis),
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
      if (crisis === null && !(await jobs.dispatch('coach.checkInResponse', { checkInId: id }))) {
        const goal = await goalRow(userId, goalId);
        await saveCheckInResponse(
          id,
          libraryCheckInResponse({
            goalTitle: encryptor.decrypt(goal.titleEnc),
            progressUpdate: checkIn.progressUpdate,
            mood: checkIn.mood,
          }),
          'library',
        );
      }
      const loadCheckIn = async () => {
        const row = await db
          .selectFrom('goalCheckIns')
          .select(checkInColumns)
          .where('id', '=', id)
          .where('userId', '=', userId)
          .executeTakeFirstOrThrow();
        return { value: toCheckIn(row), answered: row.aiResponseEnc !== null };
      };
      return waitForAnswer(userId, id, loadCheckIn, async () => {
        const { value } = await loadCheckIn();
        const goal = await goalRow(userId, goalId);
        const text = libraryCheckInResponse({
          goalTitle: encryptor.decrypt(goal.titleEnc),
          progressUpdate: value.progressUpdate,
          mood: value.mood,
        });
        if (await saveCheckInResponse(id, text, 'library'))
          await stream.publish(userId, { kind: 'check_in', id, text, done: true });
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
      const fromModel = await modelAnswer(
        row.userId,
        'check_in',
        checkInId,
        { kind: 'check_in', goal, progressUpdate: row.progressUpdate, mood: row.mood, reflection },
        reflection,
      );
      const text =
        fromModel ??
        libraryCheckInResponse({ goalTitle: goal.title, progressUpdate: row.progressUpdate, mood: row.mood });
      await saveCheckInResponse(checkInId, text, fromModel === null ? 'library' : 'model');
      await stream.publish(row.userId, { kind: 'check_in', id: checkInId, text, done: true });
    },

    async listCheckIns(userId: string, goalId: string): Promise<TCheckIn[]> {
      await goalRow(userId, goalId);
      const rows = await db
        .selectFrom('goalCheckIns')
        .select(checkInColumns)
        .where('goalId', '=', goalId)
        .where('userId', '=', userId)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toCheckIn);
    },

    /** The personal check-in: a kind word when the journal shows something, never the same two days running. */
    async memoryCheckIn(userId: string): Promise<TMemoryCheckInAnswer> {
      const now = clock.now();
      const today = await context.localToday(userId, now);
      const facts = await context.memoryFacts(userId, today, now);
      const note = await db
        .selectFrom('coachMemoryNotes')
        .selectAll()
        .where('userId', '=', userId)
        .executeTakeFirst();
      const yesterday = addDays(today, -1);
      const shownToday = note?.shownOn === today ? note.messageKey : null;
      const shownYesterday =
        note?.shownOn === yesterday
          ? note.messageKey
          : note?.shownOn === today && note.previousOn === yesterday
            ? note.previousKey
            : null;
      const result = memoryCheckIn(facts, { shownYesterday, shownToday });
      const key = result.key;
      if (key && key !== shownToday) {
        const carried = note && note.shownOn !== today;
        await db
          .insertInto('coachMemoryNotes')
          .values({ userId, shownOn: today, messageKey: key, previousOn: null, previousKey: null })
          .onConflict((oc) =>
            oc.column('userId').doUpdateSet({
              shownOn: today,
              messageKey: key,
              ...(carried ? { previousOn: note.shownOn, previousKey: note.messageKey } : {}),
            }),
          )
          .execute();
      }
      return { hasCheckIn: result.hasCheckIn, message: result.message };
    },
  };
}

export type CoachService = ReturnType<typeof createCoachService>;

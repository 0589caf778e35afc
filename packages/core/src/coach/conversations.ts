import { randomUUID } from 'node:crypto';
import { coachCrisisReply } from '@innerweather/ai/coach/crisis-reply';
import type { Db } from '@innerweather/db/client';
import type { CoachConversationsTable } from '@innerweather/db/schema';
import type { TAnswerSource, TConversation, TExploreParsed } from '@innerweather/validators/coach';
import type { Selectable } from 'kysely';
import { notFound } from '../shared/errors.ts';
import type { Answering } from './answering.ts';
import type { CoachParts } from './coach-deps.ts';

/** What a conversation answer is made of (toConversation), read and returned alike by every call. */
const CONVERSATION_COLUMNS = [
  'id',
  'category',
  'questionEnc',
  'responseEnc',
  'source',
  'isHelpful',
  'createdAt',
] as const;
type ConversationRow = Pick<Selectable<CoachConversationsTable>, (typeof CONVERSATION_COLUMNS)[number]>;

/** The user's conversation, or 404 (another user's id answers the same). */
export async function conversationRow(db: Db, userId: string, id: string): Promise<ConversationRow> {
  const row = await db
    .selectFrom('coachConversations')
    .select(CONVERSATION_COLUMNS)
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('Conversation');
  return row;
}

/**
 * Questions to the coach. Every question passes the crisis screen first; when it fires, the written-in-advance
 * crisis reply is saved and no model is asked. Otherwise the job `coach.answer` writes the answer (model, streamed,
 * or the built-in library). Question and answer are encrypted at rest.
 */
export function createConversations(parts: CoachParts, answering: Answering) {
  const { db, encryptor, clock, jobs, safety, events, open } = parts;

  const toConversation = (row: ConversationRow): TConversation => ({
    id: row.id,
    category: row.category,
    question: encryptor.decrypt(row.questionEnc),
    response: open(row.responseEnc),
    source: row.source,
    isHelpful: row.isHelpful,
    createdAt: row.createdAt.toISOString(),
  });

  /** Saves an answer unless one is already there (the first writer wins: the model, or a time-out's fallback). */
  async function saveAnswer(
    userId: string,
    id: string,
    text: string,
    source: TAnswerSource,
  ): Promise<boolean> {
    const result = await db
      .updateTable('coachConversations')
      .set({ responseEnc: encryptor.seal(userId, text), source, answeredAt: clock.now() })
      .where('id', '=', id)
      .where('responseEnc', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  return {
    async listConversations(userId: string): Promise<TConversation[]> {
      const rows = await db
        .selectFrom('coachConversations')
        .select(CONVERSATION_COLUMNS)
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
    async ask(
      userId: string,
      { question, category }: TExploreParsed,
      requestId?: string,
    ): Promise<TConversation> {
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
          questionEnc: encryptor.seal(userId, question),
          responseEnc: crisis === null ? null : encryptor.seal(userId, crisis),
          source: crisis === null ? null : 'crisis',
          answeredAt: crisis === null ? null : clock.now(),
        })
        .returning(CONVERSATION_COLUMNS)
        .executeTakeFirstOrThrow();
      if (crisis === null && !(await jobs.dispatch('coach.answer', { conversationId: id }, requestId))) {
        // No queue to take it: the library answers now rather than leave the question unanswered.
        await saveAnswer(userId, id, await answering.libraryText(userId, question), 'library');
        return toConversation(await conversationRow(db, userId, id));
      }
      return toConversation(row);
    },

    /** The conversation once answered, waiting for the job up to the configured time-out, then the library's. */
    async waitForConversation(userId: string, id: string): Promise<TConversation> {
      return answering.waitForAnswer(
        userId,
        id,
        async () => {
          const row = await conversationRow(db, userId, id);
          return { value: toConversation(row), answered: row.responseEnc !== null };
        },
        async () => {
          const row = await conversationRow(db, userId, id);
          const question = encryptor.decrypt(row.questionEnc);
          const text = await answering.libraryText(userId, question);
          if (await saveAnswer(userId, id, text, 'library'))
            await events.publish(userId, { kind: 'conversation', id, text, done: true, source: 'library' });
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
      const fromModel = await answering.modelAnswer(
        row.userId,
        'conversation',
        conversationId,
        { kind: 'question', question },
        question,
      );
      const text = fromModel ?? (await answering.libraryText(row.userId, question));
      await saveAnswer(row.userId, conversationId, text, fromModel === null ? 'library' : 'model');
      const saved = await conversationRow(db, row.userId, conversationId);
      await events.publish(row.userId, {
        kind: 'conversation',
        id: conversationId,
        text: open(saved.responseEnc) ?? text,
        done: true,
        source: saved.source ?? (fromModel === null ? 'library' : 'model'),
      });
    },

    /** One way: a helpful conversation stays helpful. */
    async markHelpful(userId: string, id: string): Promise<TConversation> {
      await conversationRow(db, userId, id);
      const row = await db
        .updateTable('coachConversations')
        .set({ isHelpful: true })
        .where('id', '=', id)
        .where('userId', '=', userId)
        .returning(CONVERSATION_COLUMNS)
        .executeTakeFirstOrThrow();
      return toConversation(row);
    },
  };
}

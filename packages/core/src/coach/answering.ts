import { chooseStrategies } from '@innerweather/ai/coach/choose-strategies';
import { buildCoachMessages, type TCoachRequest } from '@innerweather/ai/coach/coach-prompt';
import { libraryAnswer } from '@innerweather/ai/coach/library-reply';
import type { CoachParts } from './coach-deps.ts';

/** How many of the user's latest answers the library looks at to vary its strategies. */
const RECENT_ANSWERS = 3;

/** How often a waiting request looks at the database, in case a streamed "done" was missed. */
const WAIT_POLL_MS = 1_000;

/**
 * How the coach's answers are written: by the local model, streamed to the user's channel, or by the built-in
 * library; and, for the REST calls that must answer with the text, how a request waits for the job's answer.
 */
export function createAnswering(parts: CoachParts) {
  const { clock, context, events, logger } = parts;

  /** The user's last few answers, newest first, so the library does not hand out the same strategy again. */
  async function recentAnswers(userId: string): Promise<string[]> {
    const rows = await parts.db
      .selectFrom('coachConversations')
      .select('responseEnc')
      .where('userId', '=', userId)
      .where('responseEnc', 'is not', null)
      .orderBy('createdAt', 'desc')
      .limit(RECENT_ANSWERS)
      .execute();
    return rows.map((row) => parts.open(row.responseEnc)).filter((text) => text !== null);
  }

  return {
    /** The built-in library's answer to a question, fitted to the user's pattern and varied from recent answers. */
    async libraryText(userId: string, question: string): Promise<string> {
      const [pattern, recent] = await Promise.all([context.pattern(userId), recentAnswers(userId)]);
      return libraryAnswer(question, pattern, recent).text;
    },

    /**
     * Waits until `load` finds the answer written (told by the user's events, checked in the database every second), at
     * most `answerTimeoutMs`; then writes the built-in fallback if still nothing is there, and answers with the row.
     */
    async waitForAnswer<T>(
      userId: string,
      id: string,
      load: () => Promise<{ value: T; answered: boolean }>,
      fallback: () => Promise<void>,
    ): Promise<T> {
      const deadline = Date.now() + parts.answerTimeoutMs;
      let wake: (() => void) | null = null;
      const unsubscribe = events.subscribe(userId, (event) => {
        if (event.kind !== 'entry' && event.id === id && event.done) wake?.();
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
    },

    /**
     * Streams the model's answer to the user's channel and returns it, or null when the model is unavailable or
     * fails (the caller then saves the library's answer).
     */
    async modelAnswer(
      userId: string,
      kind: 'conversation' | 'check_in',
      id: string,
      request: TCoachRequest,
      question: string,
    ): Promise<string | null> {
      if (!parts.model) return null;
      const [pattern, goals, entries] = await Promise.all([
        context.pattern(userId),
        context.activeGoals(userId),
        context.relevantEntries(userId, question, clock.now()),
      ]);
      const strategies = chooseStrategies(question, pattern, 3);
      const { messages, numCtx } = buildCoachMessages(request, { pattern, goals, entries, strategies });
      try {
        return await parts.model.stream({
          messages,
          numCtx,
          onText: (text) => events.publish(userId, { kind, id, text, done: false }),
        });
      } catch (error) {
        logger.info(
          { err: error instanceof Error ? error.message : String(error), kind, id },
          'coach model unavailable: the built-in library answers',
        );
        return null;
      }
    },
  };
}

export type Answering = ReturnType<typeof createAnswering>;

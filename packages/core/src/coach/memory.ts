import { memoryCheckIn } from '@innerweather/ai/coach/memory-check-in';
import type { TMemoryCheckInAnswer } from '@innerweather/validators/coach';
import { addDays } from '../shared/dates.ts';
import type { CoachParts } from './coach-deps.ts';

/** The personal check-in: a kind word when the journal shows something, never the same two days running. */
export function createMemory({ db, clock, context }: CoachParts) {
  return {
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

import type { Db } from '@innerweather/db/client';
import type { TAnswerSource } from '@innerweather/validators/coach';
import type { Clock } from '../shared/clock.ts';
import type { Encryptor } from '../shared/encryption.ts';

/**
 * Saves the coach's answer to a question or its response to a check-in, sealed under the user's data key, unless one
 * is already there (the first writer wins: the model, or a time-out's fallback). True when it was saved.
 */
export function createAnswerWriters({
  db,
  encryptor,
  clock,
}: {
  db: Db;
  encryptor: Encryptor;
  clock: Clock;
}) {
  return {
    saveConversationAnswer: async (userId: string, id: string, text: string, source: TAnswerSource) => {
      const result = await db
        .updateTable('coachConversations')
        .set({ responseEnc: encryptor.seal(userId, text), source, answeredAt: clock.now() })
        .where('id', '=', id)
        .where('responseEnc', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    saveCheckInResponse: async (userId: string, id: string, text: string, source: TAnswerSource) => {
      const result = await db
        .updateTable('goalCheckIns')
        .set({ aiResponseEnc: encryptor.seal(userId, text), responseSource: source })
        .where('id', '=', id)
        .where('aiResponseEnc', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

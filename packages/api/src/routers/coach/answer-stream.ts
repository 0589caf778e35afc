import type { TCoachStreamEvent } from '@innerweather/validators/coach';
import { protectedProcedure } from '../../trpc.ts';

/**
 * The signed-in user's coach answers as they are written (tRPC subscription over SSE; not a REST call): each event
 * holds the whole text so far, and `done` once it is saved. Only the user's own channel is ever read.
 */
export const answerStreamRoute = protectedProcedure.subscription(async function* ({ ctx, signal }) {
  const waiting: TCoachStreamEvent[] = [];
  let wake: (() => void) | null = null;
  const unsubscribe = ctx.services.coachStream.subscribe(ctx.user.id, (event) => {
    waiting.push(event);
    wake?.();
  });
  const stopped = new Promise<void>((resolve) =>
    signal?.addEventListener('abort', () => resolve(), { once: true }),
  );
  try {
    while (!signal?.aborted) {
      const event = waiting.shift();
      if (event) {
        yield event;
        continue;
      }
      await Promise.race([new Promise<void>((resolve) => (wake = resolve)), stopped]);
      wake = null;
    }
  } finally {
    unsubscribe();
  }
});

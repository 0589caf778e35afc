import type { TCoachStreamEvent } from '@innerweather/validators/coach';
import { TRPCError } from '@trpc/server';
import { protectedProcedure } from '../../trpc.ts';

/** A user has the coach open in a few tabs at most; each open stream holds a connection and a listener. */
export const MAX_OPEN_STREAMS_PER_USER = 5;
/** Open streams per user in this process (a stream lives in the process that serves it). */
const openStreams = new Map<string, number>();

/**
 * The signed-in user's coach answers as they are written (tRPC subscription over SSE; not a REST call): each event
 * holds the whole text so far, and `done` once it is saved. Only the user's own channel is ever read.
 */
export const answerStreamRoute = protectedProcedure.subscription(async function* ({ ctx, signal }) {
  const open = openStreams.get(ctx.user.id) ?? 0;
  if (open >= MAX_OPEN_STREAMS_PER_USER)
    throw new TRPCError({
      code: 'TOO_MANY_REQUESTS',
      message: 'The coach is open in too many tabs: close one and try again',
    });
  openStreams.set(ctx.user.id, open + 1);
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
    const left = (openStreams.get(ctx.user.id) ?? 1) - 1;
    if (left > 0) openStreams.set(ctx.user.id, left);
    else openStreams.delete(ctx.user.id);
  }
});

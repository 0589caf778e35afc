import type { TUserEvent } from '@innerweather/validators/events';
import { TRPCError } from '@trpc/server';
import { protectedProcedure } from '../../trpc.ts';

/** A user has the app open in a few tabs at most; each open stream holds a connection and a listener. */
export const MAX_OPEN_STREAMS_PER_USER = 10;
/** Open streams per user in this process (a stream lives in the process that serves it). */
const openStreams = new Map<string, number>();

/**
 * The signed-in user's events, one stream a tab (tRPC subscription over server-sent events; not a REST call): an
 * entry's analysis ended, and the coach's answers as they are written (the whole text so far each time, `done` once
 * saved). Only the user's own channel is ever read.
 */
export const eventStreamRoute = protectedProcedure.subscription(async function* ({ ctx, signal }) {
  const open = openStreams.get(ctx.user.id) ?? 0;
  if (open >= MAX_OPEN_STREAMS_PER_USER)
    throw new TRPCError({
      code: 'TOO_MANY_REQUESTS',
      message: 'Innerweather is open in too many tabs: close one and try again',
    });
  openStreams.set(ctx.user.id, open + 1);
  const waiting: TUserEvent[] = [];
  let wake: (() => void) | null = null;
  const unsubscribe = ctx.services.events.subscribe(ctx.user.id, (event) => {
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

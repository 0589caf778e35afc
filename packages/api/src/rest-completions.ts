import { ZConversationSchema } from '@innerweather/validators/coach';
import type { Context } from './context.ts';

/** Turns a procedure's immediate answer into the complete one a REST client of the spec expects. */
export type RestCompletion = (ctx: Context, data: unknown) => Promise<unknown>;

const ZAsked = ZConversationSchema.pick({ id: true });

/**
 * The REST calls whose spec answer is written by a job. Over tRPC the procedure answers at once and the web app
 * reads the rest from its event stream; `POST /api/ai-coach/explore` answers with the conversation once the answer
 * is saved (or the built-in library's after COACH_ANSWER_TIMEOUT_MS). The waiting happens here, in the REST path only.
 */
export const restCompletions: Readonly<Record<string, RestCompletion>> = {
  'coach.explore': async (ctx, data) => {
    if (!ctx.user) return data;
    return ctx.services.coach.waitForConversation(ctx.user.id, ZAsked.parse(data).id);
  },
};

import { AppError } from '@innerweather/core/shared/errors';
import { isDatabaseConnectionError } from '@innerweather/db/connection-errors';
import { initTRPC, TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { Context } from './context.ts';
import { dataKeyGone, describeError, isDataKeyGone, serviceUnavailable, toTRPCError } from './errors.ts';

export type ProcedureMeta = OpenApiMeta & {
  /**
   * The REST status of a success; 201 for a call that creates (POST /api/entries), 202 for one that queues work
   * (POST /api/account/export), 204 for one that answers nothing (DELETE /api/account). 200 when absent.
   */
  successStatus?: 200 | 201 | 202 | 204;
  /** A DELETE whose input is a JSON body, never the URL (DELETE /api/account's password). */
  bodyOnDelete?: true;
};

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error }) {
      const described = describeError(error);
      return {
        ...shape,
        message: described.message,
        data: {
          ...shape.data,
          stack: undefined,
          appCode: error.cause instanceof AppError ? error.cause.code : null,
          retryAfterSeconds: described.retryAfterSeconds,
          issues: described.issues.length ? described.issues : null,
        },
      };
    },
  });

export const router = t.router;
export const mergeRouters = t.mergeRouters;
export const createCallerFactory = t.createCallerFactory;

/** What every procedure answers for a domain error (AppError) and for a database that cannot be reached. */
function mapDomainErrors<TResult extends { ok: boolean; error?: TRPCError }>(result: TResult): TResult {
  if (!result.ok && result.error?.cause instanceof AppError) {
    const mapped = toTRPCError(result.error.cause);
    if (mapped instanceof TRPCError) throw mapped;
  }
  if (!result.ok && isDataKeyGone(result.error?.cause)) throw dataKeyGone(result.error.cause);
  if (!result.ok && isDatabaseConnectionError(result.error?.cause))
    throw serviceUnavailable(result.error?.cause);
  return result;
}

export const publicProcedure = t.procedure.use(async ({ next }) => mapDomainErrors(await next()));

/**
 * The signed-in check and the error mapping in one middleware (each middleware level costs tRPC a round of object
 * spreads per call, six times per dashboard load); tRPC merges the narrowed `user` and `session` into the context.
 */
export const protectedProcedure = t.procedure.use(async ({ ctx, next }) => {
  if (!ctx.user || !ctx.session) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Not signed in' });
  return mapDomainErrors(await next({ ctx: { user: ctx.user, session: ctx.session } }));
});

export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'admin')
    throw new TRPCError({ code: 'FORBIDDEN', message: 'You need admin privileges' });
  return next({ ctx });
});

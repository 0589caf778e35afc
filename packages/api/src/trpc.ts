import { AppError } from '@innerweather/core/errors';
import { initTRPC, TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { Context } from './context.ts';
import { describeError, toTRPCError } from './errors.ts';

export type ProcedureMeta = OpenApiMeta & {
  /**
   * A read whose answer depends only on the signed-in user's journal, their time zone and their local date: the REST
   * face keeps its answers in the read cache (read-cache.ts) until the journal changes or the day turns.
   */
  journalRead?: boolean;
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
export const createCallerFactory = t.createCallerFactory;

const mapDomainErrors = t.middleware(async ({ ctx, type, next }) => {
  const result = await next();
  // Whatever a signed-in user changed, their next read in this process is computed afresh (read-cache.ts).
  if (type === 'mutation' && ctx.user) ctx.readCache.changed(ctx.user.id);
  if (!result.ok && result.error.cause instanceof AppError) {
    const mapped = toTRPCError(result.error.cause);
    if (mapped instanceof TRPCError) throw mapped;
  }
  return result;
});

export const publicProcedure = t.procedure.use(mapDomainErrors);

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Not signed in' });
  return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } });
});

export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'admin') throw new TRPCError({ code: 'FORBIDDEN', message: 'You need admin privileges' });
  return next({ ctx });
});

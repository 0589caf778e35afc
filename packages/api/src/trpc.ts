import { AppError } from '@innerweather/core/errors';
import { initTRPC, TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import type { Context } from './context.ts';
import { toTRPCError } from './errors.ts';

const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
  .create({
    errorFormatter({ shape, error }) {
      const zodError = error.cause instanceof ZodError ? error.cause : null;
      const appError = error.cause instanceof AppError ? error.cause : null;
      return {
        ...shape,
        // A validation failure reads as its first message ("Please enter a valid email address").
        message: zodError?.issues[0]?.message ?? (error.code === 'INTERNAL_SERVER_ERROR' ? 'Something went wrong on our side' : shape.message),
        data: {
          ...shape.data,
          stack: undefined,
          appCode: appError?.code ?? null,
          retryAfterSeconds: appError?.retryAfterSeconds ?? null,
          issues: zodError?.issues.map((i) => ({ path: i.path.map(String), message: i.message })) ?? null,
        },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

const mapDomainErrors = t.middleware(async ({ next }) => {
  const result = await next();
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

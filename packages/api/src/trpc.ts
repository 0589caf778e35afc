import { AppError } from '@innerweather/core/shared/errors';
import { isDatabaseConnectionError } from '@innerweather/db/connection-errors';
import { initTRPC, TRPCError } from '@trpc/server';
import { isIdNotFoundIssue } from '@innerweather/validators/ids';
import { findUnsafeText } from '@innerweather/validators/text';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError, ZodRealError } from 'zod';
import type { Context } from './context.ts';
import { describeError, serviceUnavailable, toTRPCError } from './errors.ts';

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

/**
 * A schema as tRPC should see it: tRPC validates with `parseAsync` whenever a schema has one, and zod's asynchronous
 * parse skips the compiled fast path of its objects, costing three to four times the synchronous parse (a 365-day
 * timeline's output check: 215 against 64 µs). None of our schemas is asynchronous, so tRPC is handed the schema with
 * a `parseAsync` that parses synchronously; zod itself throws if a schema ever needs an asynchronous parse. The
 * schema is not changed (the OpenAPI document reads it through its prototype) nor copied.
 *
 * An input schema is also where every call's input is made safe for a query, in one place for tRPC and REST alike:
 * an id that is not a UUID answers 404 as another user's id does, and text no column can hold (a NUL, a lone
 * surrogate, in any field, array item or JSON value) answers 400 naming the field.
 */
function parsedSynchronously(schema: unknown, role: 'input' | 'output'): unknown {
  if (typeof schema !== 'object' || schema === null || !('parse' in schema)) return schema;
  const parse = (schema as { parse: (value: unknown) => unknown }).parse.bind(schema);
  const parseInput = (value: unknown) => {
    let parsed: unknown;
    try {
      parsed = parse(value);
    } catch (err) {
      const id = err instanceof ZodError ? err.issues.find(isIdNotFoundIssue) : undefined;
      throw id ? new AppError('NOT_FOUND', id.message) : err;
    }
    const unsafe = findUnsafeText(parsed);
    if (unsafe)
      // ZodRealError is the Error that zod's own parse throws: a plain ZodError is not an Error and tRPC drops it.
      throw new ZodRealError([{ code: 'custom', path: unsafe.path, message: unsafe.message, input: value }]);
    return parsed;
  };
  const parseSafely = role === 'input' ? parseInput : parse;
  return Object.create(schema, {
    parseAsync: { value: (value: unknown) => Promise.resolve(parseSafely(value)) },
  });
}

const isBuilder = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && '_def' in value && 'input' in value;

/** A procedure builder whose `.input()` and `.output()` schemas (and those of every builder made from it) parse synchronously. */
function withSynchronousParsing<TBuilder extends object>(builder: TBuilder): TBuilder {
  return new Proxy(builder, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const given = key === 'input' || key === 'output' ? [parsedSynchronously(args[0], key)] : args;
        const made: unknown = value.apply(target, given);
        return isBuilder(made) ? withSynchronousParsing(made) : made;
      };
    },
  });
}

export const router = t.router;
export const mergeRouters = t.mergeRouters;
export const createCallerFactory = t.createCallerFactory;

const mapDomainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const mapped = toTRPCError(result.error.cause);
    if (mapped instanceof TRPCError) throw mapped;
  }
  if (!result.ok && isDatabaseConnectionError(result.error.cause))
    throw serviceUnavailable(result.error.cause);
  return result;
});

export const publicProcedure = withSynchronousParsing(t.procedure).use(mapDomainErrors);

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Not signed in' });
  return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } });
});

export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'admin')
    throw new TRPCError({ code: 'FORBIDDEN', message: 'You need admin privileges' });
  return next({ ctx });
});

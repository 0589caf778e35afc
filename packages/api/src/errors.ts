import { AppError, type AppErrorCode } from '@innerweather/core/errors';
import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';

const trpcCodes: Record<AppErrorCode, TRPC_ERROR_CODE_KEY> = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  LIMIT_REACHED: 'FORBIDDEN',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
};

/** The one place where domain errors become transport errors; the domain code rides along as `appCode`. */
export function toTRPCError(err: unknown): unknown {
  if (err instanceof AppError) {
    return Object.assign(new TRPCError({ code: trpcCodes[err.code], message: err.message, cause: err }), {
      appCode: err.code,
    });
  }
  return err;
}

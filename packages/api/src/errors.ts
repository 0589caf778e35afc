import { DataKeyGoneError } from '@innerweather/core/shared/encryption';
import { AppError, type AppErrorCode } from '@innerweather/core/shared/errors';
import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { ZodError } from 'zod';

const trpcCodes: Record<AppErrorCode, TRPC_ERROR_CODE_KEY> = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  LIMIT_REACHED: 'FORBIDDEN',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
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

export interface ErrorDescription {
  /** What a person should read: a validation failure reads as its first message. */
  message: string;
  /** The domain code (LIMIT_REACHED…) when there is one, else the tRPC code. */
  code: string;
  issues: Array<{ path: string[]; message: string }>;
  retryAfterSeconds: number | null;
}

/** zod's own wording, used where a schema has none: it names no field. */
const ZOD_DEFAULT =
  /^(?:Invalid input|Invalid option|Invalid string|Invalid element|Invalid key|Too big|Too small)\b/;
const WRONG_TYPE = /^Invalid input: expected (\w+), received (\w+)$/;
const aOrAn = (word: string) => `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}`;

/**
 * A message that names what it is about: "lastName is required", "dailyJournalReminder must be a boolean, not a
 * string", "The body must be a JSON object, not an array". A schema's own wording is kept as it is.
 */
function namingItsField(path: string[], message: string): string {
  if (!ZOD_DEFAULT.test(message)) return message;
  const wrongType = WRONG_TYPE.exec(message);
  const [, expected = '', received = ''] = wrongType ?? [];
  if (path.length === 0)
    return expected === 'object' ? `The body must be a JSON object, not ${aOrAn(received)}` : message;
  const field = path.join('.');
  if (!wrongType) return `${field}: ${message}`;
  return received === 'undefined'
    ? `${field} is required`
    : `${field} must be ${aOrAn(expected)}, not ${aOrAn(received)}`;
}

/** How any failed call is described to a client, over tRPC (data of the error shape) and over REST (the body). */
export function describeError(error: TRPCError): ErrorDescription {
  const zodError = error.cause instanceof ZodError ? error.cause : null;
  const appError = error.cause instanceof AppError ? error.cause : null;
  const issues =
    zodError?.issues.map((i) => {
      const path = i.path.map(String);
      return { path, message: namingItsField(path, i.message) };
    }) ?? [];
  return {
    message:
      issues[0]?.message ??
      (error.code === 'INTERNAL_SERVER_ERROR' ? 'Something went wrong on our side' : error.message),
    code: appError?.code ?? error.code,
    issues,
    retryAfterSeconds: appError?.retryAfterSeconds ?? null,
  };
}

/** The database went away for a moment (restart, failover): the client may try again shortly. */
export const serviceUnavailable = (cause?: unknown) =>
  new TRPCError({
    code: 'SERVICE_UNAVAILABLE',
    message: 'The service is briefly unavailable. Please try again in a moment.',
    cause,
  });

/**
 * The account's journal cannot be opened: its data key is not in KEYS_DIR. Said as it is, not as a bare 500, for the
 * self-hoster who restored a database from before the account was deleted, or pointed KEYS_DIR elsewhere.
 */
export const isDataKeyGone = (cause: unknown): cause is DataKeyGoneError => cause instanceof DataKeyGoneError;
export const dataKeyGone = (cause: DataKeyGoneError) =>
  new TRPCError({
    code: 'CONFLICT',
    message:
      "This account's journal cannot be read: its data key is not in the key folder (KEYS_DIR). If the account " +
      'was deleted after the backup this database was restored from, an administrator can delete it again.',
    cause,
  });

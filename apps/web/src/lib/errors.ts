import { TRPCClientError } from '@trpc/client';

interface ServerErrorData {
  code?: string;
  httpStatus?: number;
  appCode?: string | null;
}

function serverData(error: unknown): ServerErrorData | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data: unknown = error.data;
  if (!data || typeof data !== 'object') return null;
  return data;
}

/**
 * The message the server gave, or null when the error never reached the server (offline, a proxy page,
 * a browser-side failure): then the caller shows its own fallback text from the spec.
 */
export function serverMessage(error: unknown): string | null {
  if (!serverData(error)) return null;
  const message = (error as Error).message.trim();
  return message === '' ? null : message;
}

/** The server message, or the spec's fallback for this situation ("Please try again", ...). */
export function errorMessage(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}

/** HTTP status of a failed call, when the server answered. */
function errorStatus(error: unknown): number | null {
  return serverData(error)?.httpStatus ?? null;
}

/** True when the call failed because the session is gone (expired, signed out in another tab, password reset). */
export function isUnauthorized(error: unknown): boolean {
  const data = serverData(error);
  return data?.code === 'UNAUTHORIZED' || data?.httpStatus === 401;
}

/** The error's domain code (LIMIT_REACHED, CONFLICT, ...) as the server formatter sends it. */
export function errorCode(error: unknown): string | null {
  const data = serverData(error);
  return data?.appCode ?? data?.code ?? null;
}

/**
 * The spec's general form of a failed call: "status: body text", or the status text when there is no body.
 * Used where a screen shows "the error message" rather than a fixed text.
 */
export function describeError(error: unknown): string {
  const status = errorStatus(error);
  const message = serverMessage(error);
  if (status !== null) return message ? `${status}: ${message}` : `${status}: ${statusText(status)}`;
  return error instanceof Error && error.message ? error.message : 'Something went wrong';
}

const STATUS_TEXTS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

function statusText(status: number) {
  return STATUS_TEXTS[status] ?? 'Error';
}

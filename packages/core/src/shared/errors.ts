/** Domain errors: thrown by services, mapped once to HTTP status and tRPC codes by packages/api. */
export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'LIMIT_REACHED'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS';

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** For TOO_MANY_REQUESTS: when the client may try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
export const unauthorized = (message = 'Not signed in') => new AppError('UNAUTHORIZED', message);
export const limitReached = (message: string) => new AppError('LIMIT_REACHED', message);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new AppError('TOO_MANY_REQUESTS', message, retryAfterSeconds);
export const payloadTooLarge = (message: string) => new AppError('PAYLOAD_TOO_LARGE', message);

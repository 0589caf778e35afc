import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The id of the request (X-Request-Id) being served, or of the request whose job is running: set by the API for
 * each request and by the job runners for each job, read by the loggers (one id on every line of that work) and
 * by the queues (a job carries the id of the request that dispatched it).
 */
const requestContext = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `work` under `requestId`; without one, outside any request (a job the sweeper queued is nobody's). */
export function runWithRequestId<T>(requestId: string | undefined, work: () => T): T {
  return requestId ? requestContext.run({ requestId }, work) : requestContext.exit(work);
}

export const currentRequestId = (): string | undefined => requestContext.getStore()?.requestId;

/** The key under which a queued job carries its request's id, beside (never inside) its payload. */
export const JOB_REQUEST_ID = '_requestId';

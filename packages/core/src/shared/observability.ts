import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What a process counts for its metrics (apps/api and apps/worker register a Prometheus observer; packages/runtime
 * metrics.ts). Counts and durations only: nothing here ever carries journal text or an address.
 */
export interface Observer {
  jobFinished: (job: string, seconds: number, failed: boolean) => void;
  /** A crisis screen that found a tier (`crisis` or `distress`). */
  crisisTierRaised: (tier: string) => void;
  /** An entry analysed, by which analyzer (`ollama` or `lexicon`). */
  analyzed: (analyzer: string) => void;
  emailSent: (ok: boolean) => void;
}

const noObserver: Observer = {
  jobFinished: () => {},
  crisisTierRaised: () => {},
  analyzed: () => {},
  emailSent: () => {},
};

let current: Observer = noObserver;

/** One per process, like its metrics registry; tests and CLIs leave the default, which counts nothing. */
export function setObserver(observer: Observer | null): void {
  current = observer ?? noObserver;
}

export const observe = (): Observer => current;

/**
 * The request a piece of work belongs to: set by the API for each request, carried in every job it dispatches and
 * set again by the process that runs the job, so one id ties the request's log lines to its jobs' lines.
 */
const requestContext = new AsyncLocalStorage<{ requestId: string }>();

export const currentRequestId = (): string | undefined => requestContext.getStore()?.requestId;

export function withRequestId<T>(requestId: string | undefined, fn: () => T): T {
  return requestId ? requestContext.run({ requestId }, fn) : fn();
}

/** For a logger's mixin (pino): `{ requestId }` inside a request or its jobs, nothing elsewhere. */
export function requestLogFields(): { requestId?: string } {
  const requestId = currentRequestId();
  return requestId ? { requestId } : {};
}

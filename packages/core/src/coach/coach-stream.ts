import { EventEmitter } from 'node:events';
import type { TCoachStreamEvent } from '@innerweather/validators/coach';

/**
 * How a coach answer travels from the job writing it to the web app reading it, per user: the job publishes the
 * whole text so far each time more arrives, and a subscription (tRPC over SSE) relays it. In embedded mode the job
 * runs in the API process and an EventEmitter is enough; in services mode the worker publishes on Redis (runtime's
 * redis-coach-stream.ts). Nothing is stored here: the final answer is saved, encrypted, by the job.
 */
export interface CoachStream {
  /** Never throws: a lost event only means the web app shows the answer when it is saved. */
  publish: (userId: string, event: TCoachStreamEvent) => Promise<void>;
  /** Calls `listener` with the user's events until the returned function is called. */
  subscribe: (userId: string, listener: (event: TCoachStreamEvent) => void) => () => void;
  /** Lets go of any connection of its own. */
  close?: () => Promise<void>;
}

export function createMemoryCoachStream(): CoachStream {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (userId, event) => {
      emitter.emit(userId, event);
      return Promise.resolve();
    },
    subscribe: (userId, listener) => {
      emitter.on(userId, listener);
      return () => emitter.off(userId, listener);
    },
  };
}

import { EventEmitter } from 'node:events';
import type { TUserEvent } from '@innerweather/validators/events';

/**
 * What the signed-in user's tabs are told as it happens, on one stream a tab (the `events.stream` subscription,
 * server-sent events): an entry's analysis ended, and the coach's answer as it is written (the whole text so far each
 * time, then `done`). In embedded mode the jobs run in the API process and an EventEmitter is enough; in services
 * mode the worker publishes on Redis (runtime's redis-user-events.ts). Nothing is stored here: what an event tells
 * of is saved in the database first, so a missed event only delays the screen until the next read.
 */
export interface UserEvents {
  /** Never throws. */
  publish: (userId: string, event: TUserEvent) => Promise<void>;
  /** Calls `listener` with the user's events until the returned function is called. */
  subscribe: (userId: string, listener: (event: TUserEvent) => void) => () => void;
  /** Lets go of any connection of its own. */
  close?: () => Promise<void>;
}

export function createMemoryUserEvents(): UserEvents {
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

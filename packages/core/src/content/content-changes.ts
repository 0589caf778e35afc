/**
 * Word that managed content changed, for every process that keeps a copy of it (content-service.ts). In embedded
 * mode there is one process and a listener is told at once; in services mode the API processes hear each other on
 * Redis (runtime's redis-content-changes.ts).
 */
export interface ContentChanges {
  /** Tells every process, this one included; resolves once the word is out. Never throws. */
  announce: () => Promise<void>;
  /**
   * Calls `onChange` for every announcement and whenever one may have been missed (the connection was lost or is
   * back). `listening()` is true only while every announcement is sure to be heard: nothing may be kept otherwise.
   */
  listen: (onChange: () => void) => { listening: () => boolean };
  /** Lets go of any connection of its own. */
  close?: () => Promise<void>;
}

const inProcess = new WeakMap<object, ContentChanges>();

/**
 * One process: an announcement reaches every listener before `announce` returns. One per database, so every
 * services object over that database (an embedded database has one process) hears the others.
 */
export function inProcessContentChanges(database: object): ContentChanges {
  let changes = inProcess.get(database);
  if (!changes) {
    changes = createMemoryContentChanges();
    inProcess.set(database, changes);
  }
  return changes;
}

function createMemoryContentChanges(): ContentChanges {
  const listeners = new Set<() => void>();
  return {
    announce: () => {
      for (const listener of listeners) listener();
      return Promise.resolve();
    },
    listen: (onChange) => {
      listeners.add(onChange);
      return { listening: () => true };
    },
  };
}

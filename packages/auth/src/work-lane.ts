export class PasswordWorkBusyError extends Error {
  constructor() {
    super('Too many password checks are waiting');
    this.name = 'PasswordWorkBusyError';
  }
}

export interface WorkLane {
  run: <T>(work: () => Promise<T>) => Promise<T>;
  load: () => { running: number; waiting: number; mostRunning: number; done: number };
}

/** At most `concurrency` pieces of work at a time, the rest waiting in order; more than `maxWaiting` are refused. */
export function createWorkLane({
  concurrency,
  maxWaiting,
}: {
  concurrency: number;
  maxWaiting: number;
}): WorkLane {
  let running = 0;
  let mostRunning = 0;
  let done = 0;
  const waiting: Array<() => void> = [];

  /** A finished piece hands its place straight to the next waiting one, so none can slip in between. */
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run(work) {
      if (running >= concurrency) {
        if (waiting.length >= maxWaiting) throw new PasswordWorkBusyError();
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      mostRunning = Math.max(mostRunning, running);
      try {
        return await work();
      } finally {
        done += 1;
        release();
      }
    },
    load: () => ({ running, waiting: waiting.length, mostRunning, done }),
  };
}

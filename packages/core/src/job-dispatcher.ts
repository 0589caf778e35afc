/**
 * How domain services ask for work off the request path. packages/jobs implements it (BullMQ on Redis, or the
 * in-process runner); core only names the jobs, so it does not depend on the queue.
 */
export interface JobPayloads {
  'crisis.screen': { entryId: string };
  'analysis.emotion': { entryId: string };
  'notify.moodPattern': { userId: string; entryId: string };
}

export type JobName = keyof JobPayloads;

export interface JobDispatcher {
  dispatch: <N extends JobName>(name: N, payload: JobPayloads[N]) => Promise<void>;
}

/** For code paths that must not enqueue anything (tests of pure services, CLIs). */
export const noJobs: JobDispatcher = { dispatch: () => Promise.resolve() };

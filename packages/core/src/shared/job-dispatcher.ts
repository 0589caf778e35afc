/**
 * How domain services ask for work off the request path. packages/jobs implements it (BullMQ on Redis, or the
 * in-process runner); core only names the jobs, so it does not depend on the queue.
 */
export interface JobPayloads {
  'crisis.screen': { entryId: string };
  /** `screened`: queued by crisis.screen, whose stored result the analysis reads instead of screening again. */
  'analysis.emotion': { entryId: string; screened?: boolean };
  'notify.moodPattern': { userId: string; entryId: string };
  /** Fired by per-user schedules (notifications/schedules.ts), never on a request. */
  'notify.dailyReminder': { userId: string };
  'notify.weeklySummary': { userId: string };
  /** Looked up and sent off the request path, so known and unknown e-mails answer alike. */
  'mail.passwordReset': { email: string; requestId: string };
  /** The set-password link of an account an admin created; the token is issued by the job, never queued. */
  'mail.accountInvitation': { userId: string; requestId: string };
  'sweep.pendingEntries': { minAgeMs: number };
  /** Sends the e-mails of mail_outbox that are due (notifications/mail-outbox.ts). */
  'mail.sweepOutbox': Record<string, never>;
  /** The coach's answer to a saved question: the local model (streamed), else the built-in library. */
  'coach.answer': { conversationId: string };
  /** The coach's response to a goal check-in, the same way. */
  'coach.checkInResponse': { checkInId: string };
  /** Settings → Export My Data: builds the zip of one export. */
  'account.export': { exportId: string };
  /** Writes the entries of one import (its file already read and sealed in $DATA_DIR/imports). */
  'account.import': { importId: string };
  /** Screens and analyses one import's entries, oldest first, in a lane of its own. */
  'import.analyse': { importId: string };
}

export type JobName = keyof JobPayloads;

export interface JobDispatcher {
  /**
   * Never throws. True when the job is queued (or already was); false when it could not be (Redis unreachable, a
   * closed runner): callers with no sweeper behind them may then do the work another way. `requestId` is the id of
   * the request (X-Request-Id) the job is done for, passed on by the job's own dispatches: its log lines carry it.
   */
  dispatch: <N extends JobName>(name: N, payload: JobPayloads[N], requestId?: string) => Promise<boolean>;
  /**
   * Removes the jobs not yet running (queued, delayed, waiting to retry) whose payload names one of `ids` (an id or
   * an e-mail, compared without case); a running job finishes and finds its rows gone. Answers how many went.
   */
  discard?: (ids: ReadonlySet<string>) => Promise<number>;
}

/** For code paths that must not enqueue anything (tests of pure services, CLIs). */
export const noJobs: JobDispatcher = { dispatch: () => Promise.resolve(false) };

/**
 * A repeatable job: `job` with `payload`, fired on a cron `pattern` read in the IANA time zone `tz` (5 fields, or 6
 * with seconds first), or every `everyMs` (first firing at once). One schedule per `key`: upserting a key again
 * replaces it (a new hour, a moved time zone), removing it cancels what has not fired yet.
 */
export type ScheduleSpec<N extends JobName = JobName> = {
  key: string;
  job: N;
  payload: JobPayloads[N];
} & (
  | { pattern: string; tz?: string | undefined; everyMs?: never }
  | { everyMs: number; pattern?: never; tz?: never }
);

/** Repeatable jobs, in both modes: BullMQ job schedulers on Redis, timers in the in-process runner. */
export interface JobScheduler {
  upsert: <N extends JobName>(spec: ScheduleSpec<N>) => Promise<void>;
  remove: (key: string) => Promise<void>;
}

/** For code paths that schedule nothing (tests of pure services, CLIs). */
export const noSchedules: JobScheduler = { upsert: () => Promise.resolve(), remove: () => Promise.resolve() };

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HOW_TO_GET_PRO, planSummary } from '@innerweather/validators/plans';
import type { TCrisisLine, TCrisisScreenResult } from '@innerweather/ai/crisis/crisis-screen';
import type { TOllamaChat } from '@innerweather/ai/ollama/ollama-chat';
import type { Auth } from '@innerweather/auth/lucia';
import { type Db, notificationSourceOf } from '@innerweather/db/client';
import type { Mailer } from '@innerweather/email/mailer';
import { createDataExportService } from './account/data-export.ts';
import { createDataImportService } from './account/data-import.ts';
import { createAccountSessions } from './account/account-sessions.ts';
import { type AccountDeletionStep, createDeleteAccount } from './account/delete-account.ts';
import { createAdminService } from './admin/admin-service.ts';
import { createAnalysisService, type EmotionAnalyzer, lexiconOnly } from './journal/analysis-service.ts';
import { type AuthRateLimits, createAuthService } from './account/auth-service.ts';
import type { Clock } from './shared/clock.ts';
import { createCoachService } from './coach/coach-service.ts';
import { type ContentChanges, inProcessContentChanges } from './content/content-changes.ts';
import { createContentService } from './content/content-service.ts';
import type { Encryptor } from './shared/encryption.ts';
import { createMemoryUserEvents, type UserEvents } from './shared/user-events.ts';
import type { Logger } from './shared/logger.ts';
import { createEntriesService } from './journal/entries-service.ts';
import { createGuidanceService } from './safety/guidance-service.ts';
import { createAdminModules } from './learn/admin-modules.ts';
import { createAdminTracks } from './learn/admin-tracks.ts';
import { createProgress } from './learn/progress.ts';
import { createLearnRecommendations } from './learn/recommendations.ts';
import { createTracks, type LearnDeps } from './learn/tracks.ts';
import { createVideos } from './learn/videos.ts';
import { createMoodAlerts } from './notifications/mood-alerts.ts';
import { createNotificationPreferences } from './notifications/preferences.ts';
import type { NotificationsDeps } from './notifications/recipients.ts';
import { createReminders } from './notifications/reminders.ts';
import { createNotificationSchedules } from './notifications/schedules.ts';
import { createUnsubscribe } from './notifications/unsubscribe.ts';
import { type JobDispatcher, type JobScheduler, noJobs } from './shared/job-dispatcher.ts';
import type { RateLimiter } from './shared/rate-limiter.ts';
import { createEmotionPattern } from './journal/emotion-pattern.ts';
import { createRecommendationsService } from './journal/recommendations-service.ts';
import { createSafetyService } from './safety/safety-service.ts';
import { createStatsService } from './journal/stats-service.ts';
import { createSupportService } from './safety/support-service.ts';
import { createTimelineService } from './journal/timeline-service.ts';
import type { VideoStore } from './learn/video-store.ts';
import { createMailOutbox } from './notifications/mail-outbox.ts';

export interface ServicesConfig {
  appUrl: string;
  /** Entries a non-pro user may write per calendar month; 0 means no limit. */
  freeEntriesPerMonth: number;
  authRateLimits?: Partial<AuthRateLimits>;
  /** Crisis lines named in immediate guidance (CRISIS_LINES); the crisis screen's defaults when absent. */
  crisisLines?: readonly TCrisisLine[];
  /** Domestic-abuse lines named when another person is the danger (ABUSE_LINES); defaults when absent. */
  abuseLines?: readonly TCrisisLine[];
  /** How long a REST coach answer waits for the model before the built-in library answers (COACH_ANSWER_TIMEOUT_MS). */
  coachAnswerTimeoutMs?: number;
  /** $DATA_DIR: exports and staged imports live in its exports/ and imports/ folders. */
  dataDir?: string;
}

export interface ServicesDeps {
  db: Db;
  auth: Auth;
  mailer: Mailer;
  clock: Clock;
  rateLimiter: RateLimiter;
  encryptor: Encryptor;
  logger: Logger;
  config: ServicesConfig;
  /** Where entries ask for crisis screening and analysis; nothing is enqueued when absent. */
  jobs?: JobDispatcher;
  /** Repeatable jobs (BullMQ job schedulers or the in-process timers), for per-user schedules; none when absent. */
  scheduler?: JobScheduler;
  /** Reads entries for emotion (Ollama or lexicon, from the configuration); the lexicon analyzer when absent. */
  analyzer?: EmotionAnalyzer;
  /** Run in an account deletion's transaction once its rows are gone (per-user data keys are destroyed there). */
  accountDeletionSteps?: AccountDeletionStep[];
  /** The coach's local model (Ollama chat); the built-in strategy library answers when absent. */
  coachModel?: TOllamaChat | null;
  /** Tells the user's tabs what happened (analysis done, coach text); an in-process emitter when absent. */
  events?: UserEvents;
  /**
   * How every process that serves managed content hears of a change to it: then each keeps the list it read
   * (content-service.ts). Absent, an embedded database (PGlite, one process) is told in memory and a Postgres one
   * not at all: every list reads the table.
   */
  contentChanges?: ContentChanges | undefined;
  /** The deterministic crisis screen of packages/ai when absent; a test may wrap it to count its calls. */
  crisisScreen?: (text: string) => TCrisisScreenResult;
  /** Uploaded video files (packages/runtime keeps them in $DATA_DIR/videos). */
  videos: VideoStore;
}

/** Default of COACH_ANSWER_TIMEOUT_MS: long enough for a small model on a CPU to write a short answer. */
export const DEFAULT_COACH_ANSWER_TIMEOUT_MS = 90_000;

/** The domain services, wired once per process by the app and handed to procedures and job handlers. */
export function createServices(deps: ServicesDeps) {
  const safety = createSafetyService({
    db: deps.db,
    encryptor: deps.encryptor,
    crisisLines: deps.config.crisisLines,
    screenText: deps.crisisScreen,
    abuseLines: deps.config.abuseLines,
  });
  const events = deps.events ?? createMemoryUserEvents();
  /** The last weeks' emotions in the user's local days: recommendations, the coach and the mood e-mail read it. */
  const emotionPattern = createEmotionPattern({ db: deps.db, clock: deps.clock });
  const recommendations = createRecommendationsService({ emotionPattern });
  const { videos } = deps;
  const stats = createStatsService({ db: deps.db, clock: deps.clock });
  const mailOutbox = createMailOutbox({
    db: deps.db,
    mailer: deps.mailer,
    clock: deps.clock,
    encryptor: deps.encryptor,
    logger: deps.logger,
  });
  const dataDir = deps.config.dataDir ?? join(tmpdir(), 'innerweather-data');
  const notificationDeps: NotificationsDeps = {
    db: deps.db,
    clock: deps.clock,
    outbox: mailOutbox,
    encryptor: deps.encryptor,
    stats,
    logger: deps.logger,
    appUrl: deps.config.appUrl,
    scheduler: deps.scheduler,
    emotionPattern,
  };
  const notifications = {
    ...createNotificationPreferences(notificationDeps),
    ...createNotificationSchedules(notificationDeps),
    ...createReminders(notificationDeps),
    ...createMoodAlerts(notificationDeps),
    ...createUnsubscribe(notificationDeps),
  };
  const learnDeps: LearnDeps = {
    db: deps.db,
    clock: deps.clock,
    videos,
    logger: deps.logger,
    emotionPattern: (userId) => emotionPattern(userId, 14),
  };
  return {
    /** Every e-mail, committed before it is sent and retried for 25 hours (mail.sweepOutbox). */
    mailOutbox,
    auth: createAuthService({
      db: deps.db,
      auth: deps.auth,
      outbox: mailOutbox,
      clock: deps.clock,
      rateLimiter: deps.rateLimiter,
      deviceKey: deps.encryptor.deriveKey('login-devices'),
      rateLimits: deps.config.authRateLimits,
      appUrl: deps.config.appUrl,
      jobs: deps.jobs ?? noJobs,
      logger: deps.logger,
      onScheduleChange: notifications.syncSchedules,
    }),
    entries: createEntriesService({
      db: deps.db,
      encryptor: deps.encryptor,
      clock: deps.clock,
      jobs: deps.jobs ?? noJobs,
      logger: deps.logger,
      freeEntriesPerMonth: deps.config.freeEntriesPerMonth,
    }),
    stats,
    /** The last weeks' emotions by the user's local days: what recommendations, coach and mood e-mail read. */
    emotionPattern,
    timeline: createTimelineService({ db: deps.db, clock: deps.clock }),
    recommendations,
    guidance: createGuidanceService({ db: deps.db, clock: deps.clock, encryptor: deps.encryptor }),
    content: createContentService({
      db: deps.db,
      clock: deps.clock,
      changes:
        deps.contentChanges ??
        (notificationSourceOf(deps.db)?.kind === 'pglite' ? inProcessContentChanges(deps.db) : undefined),
    }),
    admin: createAdminService({
      db: deps.db,
      outbox: mailOutbox,
      clock: deps.clock,
      appUrl: deps.config.appUrl,
      jobs: deps.jobs ?? noJobs,
      logger: deps.logger,
      onScheduleChange: notifications.syncSchedules,
    }),
    analysis: createAnalysisService({
      db: deps.db,
      encryptor: deps.encryptor,
      analyzer: deps.analyzer ?? lexiconOnly,
      jobs: deps.jobs ?? noJobs,
      clock: deps.clock,
      safety,
      events,
    }),
    /** The crisis screen for entries, coach questions and check-in reflections, recorded for review. */
    safety,
    support: createSupportService({ crisisLines: deps.config.crisisLines }),
    coach: createCoachService({
      db: deps.db,
      encryptor: deps.encryptor,
      clock: deps.clock,
      jobs: deps.jobs ?? noJobs,
      safety,
      events,
      model: deps.coachModel ?? null,
      logger: deps.logger,
      answerTimeoutMs: deps.config.coachAnswerTimeoutMs ?? DEFAULT_COACH_ANSWER_TIMEOUT_MS,
      emotionPattern,
    }),
    /** The user's events (analysis done, coach text), for the web app's one stream a tab. */
    events,
    /** Uploaded video files (the HTTP routes of apps/api stream through it). */
    videos,
    /** The learning area: the catalogue, progress, recommendations, and the admins' curation. */
    learn: {
      ...createTracks(learnDeps),
      ...createProgress(learnDeps),
      ...createLearnRecommendations(learnDeps),
      ...createAdminTracks(learnDeps),
      ...createAdminModules(learnDeps),
      ...createVideos(learnDeps),
    },
    /** E-mail notifications: preferences, per-user schedules, the sending jobs' work, one-click unsubscribe. */
    notifications,
    /** What the plans of this instance allow, as the landing page and the limit message say it. */
    plans: () => ({
      freeEntriesPerMonth: deps.config.freeEntriesPerMonth,
      summary: planSummary(deps.config.freeEntriesPerMonth),
      howToGetPro: HOW_TO_GET_PRO,
    }),
    /** Settings → Export My Data: the export job and its signed download. */
    dataExport: createDataExportService({
      db: deps.db,
      encryptor: deps.encryptor,
      clock: deps.clock,
      jobs: deps.jobs ?? noJobs,
      dir: join(dataDir, 'exports'),
      appUrl: deps.config.appUrl,
    }),
    /** Settings → Delete Account and an admin's delete: one path, every row, job and file of the account. */
    deleteAccount: createDeleteAccount({
      db: deps.db,
      rateLimiter: deps.rateLimiter,
      jobs: deps.jobs ?? noJobs,
      fileDirs: [join(dataDir, 'exports'), join(dataDir, 'imports')],
      onScheduleChange: notifications.syncSchedules,
      steps: deps.accountDeletionSteps ?? [],
      destroyUserKey: deps.encryptor.destroyUserKey,
      logger: deps.logger,
    }),
    /** Settings' signed-in devices, "Sign out of other sessions" and the password change. */
    sessions: createAccountSessions({ db: deps.db, clock: deps.clock, rateLimiter: deps.rateLimiter }),
    /** Imports from Day One, Daylio and our own export. */
    dataImport: createDataImportService({
      db: deps.db,
      encryptor: deps.encryptor,
      clock: deps.clock,
      jobs: deps.jobs ?? noJobs,
      dir: join(dataDir, 'imports'),
    }),
  };
}

export type Services = ReturnType<typeof createServices>;

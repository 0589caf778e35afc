import type { TCrisisLine } from '@innerweather/ai/crisis-screen';
import type { Auth } from '@innerweather/auth/lucia';
import type { Db } from '@innerweather/db/client';
import type { Mailer } from '@innerweather/email/mailer';
import { createAnalysisService, type EmotionAnalyzer, lexiconOnly } from './analysis-service.ts';
import { type AuthRateLimits, createAuthService } from './auth-service.ts';
import type { Clock } from './clock.ts';
import { createContentService } from './content-service.ts';
import type { Encryptor } from './encryption.ts';
import { createEntriesService } from './entries-service.ts';
import { createGuidanceService } from './guidance-service.ts';
import { type JobDispatcher, noJobs } from './job-dispatcher.ts';
import type { RateLimiter } from './rate-limiter.ts';
import { createRecommendationsService } from './recommendations-service.ts';
import { createStatsService } from './stats-service.ts';
import { createSupportService } from './support-service.ts';
import { createTimelineService } from './timeline-service.ts';

export interface Logger {
  info: (obj: unknown, msg?: string) => void;
  warn: (obj: unknown, msg?: string) => void;
  error: (obj: unknown, msg?: string) => void;
}

export interface ServicesConfig {
  appUrl: string;
  /** Entries a non-pro user may write per calendar month; 0 means no limit. */
  freeEntriesPerMonth: number;
  authRateLimits?: AuthRateLimits;
  /** Crisis lines named in immediate guidance (CRISIS_LINES); the crisis screen's defaults when absent. */
  crisisLines?: readonly TCrisisLine[];
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
  /** Reads entries for emotion (Ollama or lexicon, from the configuration); the lexicon analyzer when absent. */
  analyzer?: EmotionAnalyzer;
}

/** The domain services, wired once per process by the app and handed to procedures and job handlers. */
export function createServices(deps: ServicesDeps) {
  return {
    auth: createAuthService({
      db: deps.db,
      auth: deps.auth,
      mailer: deps.mailer,
      clock: deps.clock,
      rateLimiter: deps.rateLimiter,
      rateLimits: deps.config.authRateLimits,
      appUrl: deps.config.appUrl,
      logger: deps.logger,
    }),
    entries: createEntriesService({
      db: deps.db,
      encryptor: deps.encryptor,
      clock: deps.clock,
      jobs: deps.jobs ?? noJobs,
      logger: deps.logger,
      freeEntriesPerMonth: deps.config.freeEntriesPerMonth,
    }),
    stats: createStatsService({ db: deps.db, clock: deps.clock }),
    timeline: createTimelineService({ db: deps.db, clock: deps.clock }),
    recommendations: createRecommendationsService({ db: deps.db, clock: deps.clock }),
    guidance: createGuidanceService({ db: deps.db, clock: deps.clock }),
    content: createContentService({ db: deps.db }),
    analysis: createAnalysisService({
      db: deps.db,
      encryptor: deps.encryptor,
      analyzer: deps.analyzer ?? lexiconOnly,
      jobs: deps.jobs ?? noJobs,
      clock: deps.clock,
      crisisLines: deps.config.crisisLines,
    }),
    support: createSupportService({ crisisLines: deps.config.crisisLines }),
  };
}

export type Services = ReturnType<typeof createServices>;

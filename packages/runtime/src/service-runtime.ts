import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  screenForCrisis,
  type TCrisisLine,
  type TCrisisScreenResult,
} from '@innerweather/ai/crisis/crisis-screen';
import { createOllamaChat } from '@innerweather/ai/ollama/ollama-chat';
import { checkKeyFolder } from '@innerweather/core/account/check-key-folder';
import { createLucia } from '@innerweather/auth/lucia';
import type { EmotionAnalyzer } from '@innerweather/core/journal/analysis-service';
import type { UserEvents } from '@innerweather/core/shared/user-events';
import type { ContentChanges } from '@innerweather/core/content/content-changes';
import { type Clock, systemClock } from '@innerweather/core/shared/clock';
import { createEncryptor, type Encryptor, parseKey } from '@innerweather/core/shared/encryption';
import type { JobDispatcher, JobScheduler } from '@innerweather/core/shared/job-dispatcher';
import { createMemoryRateLimiter, type RateLimiter } from '@innerweather/core/shared/rate-limiter';
import { createServices, type ServicesConfig } from '@innerweather/core/services';
import { MAX_VIDEO_BYTES } from '@innerweather/validators/learn';
import type { Logger } from '@innerweather/core/shared/logger';
import { createDb, type Db } from '@innerweather/db/client';
import { migrateToLatest } from '@innerweather/db/migrate';
import { lockDataDir } from '@innerweather/db/data-dir-lock';
import { makePrivateDir } from '@innerweather/db/private-dir';
import { grantAppRole, roleOfUrl } from '@innerweather/db/roles';
import { createMailer } from '@innerweather/email/mailer';
import { createFileKeyStore } from './file-key-store.ts';
import { createFileVideoStore } from './file-video-store.ts';
import { countingAnalyzer, countingMailer, countingScreen } from './metrics.ts';

/**
 * The configuration both apps share, already validated by each app's env.ts (packages never read process.env).
 * Names follow the environment variables of design.md "Configuration".
 */
export interface RuntimeConfig {
  dataDir: string;
  appUrl: string;
  databaseUrl?: string | undefined;
  /** The owner's URL for migrations (MIGRATION_DATABASE_URL); databaseUrl does both when absent. */
  migrationDatabaseUrl?: string | undefined;
  redisUrl?: string | undefined;
  encryptionKey?: string | undefined;
  /** Where the users' wrapped data keys live (KEYS_DIR); `$DATA_DIR/keys` when absent. Never inside a db dump. */
  keysDir?: string | undefined;
  mailFrom: string;
  smtpUrl?: string | undefined;
  smtpTimeoutMs?: number | undefined;
  freeEntriesPerMonth: number;
  ollamaHost: string;
  ollamaModel: string;
  analyzer: 'auto' | 'ollama' | 'lexicon';
  ollamaTimeoutMs?: number | undefined;
  /** CRISIS_LINES; the crisis screen's defaults when absent. */
  crisisLines?: readonly TCrisisLine[] | undefined;
  /** ABUSE_LINES; the domestic-abuse defaults when absent. */
  abuseLines?: readonly TCrisisLine[] | undefined;
  /** The largest video upload in bytes (VIDEO_MAX_BYTES); 900 MB when absent. */
  videoMaxBytes?: number | undefined;
}

/** The configuration variables both apps read, as their env.ts files validated them. */
export interface RuntimeEnv {
  DATA_DIR: string;
  APP_URL: string;
  DATABASE_URL?: string | undefined;
  MIGRATION_DATABASE_URL?: string | undefined;
  REDIS_URL?: string | undefined;
  ENCRYPTION_KEY?: string | undefined;
  KEYS_DIR?: string | undefined;
  MAIL_FROM: string;
  SMTP_URL?: string | undefined;
  SMTP_TIMEOUT_MS?: number | undefined;
  FREE_ENTRIES_PER_MONTH: number;
  OLLAMA_HOST: string;
  OLLAMA_MODEL: string;
  OLLAMA_TIMEOUT_MS?: number | undefined;
  ANALYZER: 'auto' | 'ollama' | 'lexicon';
  CRISIS_LINES?: readonly TCrisisLine[] | undefined;
  ABUSE_LINES?: readonly TCrisisLine[] | undefined;
  VIDEO_MAX_BYTES?: number | undefined;
}

export function runtimeConfigFromEnv(env: RuntimeEnv): RuntimeConfig {
  return {
    dataDir: env.DATA_DIR,
    appUrl: env.APP_URL,
    databaseUrl: env.DATABASE_URL,
    migrationDatabaseUrl: env.MIGRATION_DATABASE_URL,
    redisUrl: env.REDIS_URL,
    encryptionKey: env.ENCRYPTION_KEY,
    keysDir: env.KEYS_DIR,
    mailFrom: env.MAIL_FROM,
    smtpUrl: env.SMTP_URL,
    smtpTimeoutMs: env.SMTP_TIMEOUT_MS,
    freeEntriesPerMonth: env.FREE_ENTRIES_PER_MONTH,
    ollamaHost: env.OLLAMA_HOST,
    ollamaModel: env.OLLAMA_MODEL,
    ollamaTimeoutMs: env.OLLAMA_TIMEOUT_MS,
    analyzer: env.ANALYZER,
    crisisLines: env.CRISIS_LINES,
    abuseLines: env.ABUSE_LINES,
    videoMaxBytes: env.VIDEO_MAX_BYTES,
  };
}

/** The folder of the users' data keys: KEYS_DIR, else `$DATA_DIR/keys`. */
export const keysDirOf = ({ dataDir, keysDir }: { dataDir: string; keysDir?: string | undefined }) =>
  keysDir ?? join(dataDir, 'keys');

/**
 * Why a process that reads the journal must not start (check-key-folder.ts): its key folder holds none of the data
 * keys of the accounts with entries, so it could open no one's journal. Null when it may start. `fix` says what to do.
 */
export async function keyFolderRefusal(
  { db, encryptor }: { db: Db; encryptor: Encryptor },
  folder: { dataDir: string; keysDir?: string | undefined },
  fix: string,
): Promise<string | null> {
  const found = await checkKeyFolder(db, encryptor.userKeys);
  return found
    ? `KEYS_DIR (${keysDirOf(folder)}) holds none of the data keys of the ${found.accounts} account(s) with ` +
        `entries: ${fix}`
    : null;
}

/**
 * Keys from ENCRYPTION_KEY ("base64" or "id:base64,id:base64", the first being current); without it, the
 * embedded mode keeps a generated key in $DATA_DIR/secret.key (mode 0600). The users' data keys, wrapped by it,
 * live in KEYS_DIR (file-key-store.ts). The API and the worker must open the same entries, so both load keys here.
 */
export function loadEncryptor({
  encryptionKey,
  dataDir,
  keysDir,
}: {
  encryptionKey?: string | undefined;
  dataDir: string;
  keysDir?: string | undefined;
}): Encryptor {
  const keyStore = createFileKeyStore(keysDirOf({ dataDir, keysDir }));
  if (encryptionKey) {
    const entries = encryptionKey.split(',').map((part, i) => {
      const [id, key] = part.includes(':') ? part.split(':') : [`k${i + 1}`, part];
      return [id!.trim(), parseKey(key!.trim())] as const;
    });
    return createEncryptor({ currentKeyId: entries[0]![0], keys: Object.fromEntries(entries) }, { keyStore });
  }
  const file = join(dataDir, 'secret.key');
  if (!existsSync(file)) {
    makePrivateDir(dataDir);
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  return createEncryptor(
    { currentKeyId: 'local', keys: { local: parseKey(readFileSync(file, 'utf8').trim()) } },
    { keyStore },
  );
}

export interface ServiceRuntimeOptions {
  config: RuntimeConfig;
  logger: Logger;
  jobs: JobDispatcher;
  /** Repeatable jobs (per-user e-mail schedules); none when absent (CLIs). */
  scheduler?: JobScheduler | undefined;
  /** Ollama or lexicon, from the configuration: `createAnalyzerFromConfig` (analyzer-from-config.ts). */
  analyzer: EmotionAnalyzer;
  db?: Db | undefined;
  clock?: Clock | undefined;
  rateLimiter?: RateLimiter | undefined;
  servicesConfig?: Partial<ServicesConfig> | undefined;
  /** Where the user's events are published (Redis in services mode); in-process when absent. */
  events?: UserEvents | undefined;
  /** How the API's processes hear of a change to managed content (runtime.ts); none for a worker or a CLI. */
  contentChanges?: ContentChanges | undefined;
  /** The crisis screen of packages/ai when absent; tests wrap it to count its calls. */
  crisisScreen?: ((text: string) => TCrisisScreenResult) | undefined;
  /** Tests: wraps the real cipher the services get (to count what a request opens). */
  wrapEncryptor?: ((real: Encryptor) => Encryptor) | undefined;
}

/**
 * Database (migrated), keys, analyzer and the domain services: what the API and the worker both need, wired the
 * same way so a job runs identically in either process.
 */
export async function createServiceRuntime(options: ServiceRuntimeOptions) {
  const { config, logger } = options;
  // The embedded database and the outbox live in $DATA_DIR: its owner alone may read it.
  if (!config.databaseUrl || !config.smtpUrl) makePrivateDir(config.dataDir);
  // Embedded: PGlite's files are one process's; a second server or CLI on them is refused (data-dir-lock.ts).
  const releaseDataDir = !config.databaseUrl && !options.db ? lockDataDir(config.dataDir) : () => {};
  const db =
    options.db ??
    createDb({
      databaseUrl: config.databaseUrl,
      pgliteDir: join(config.dataDir, 'pglite'),
      onConnectionError: (err) =>
        logger.warn({ err: err.message }, 'database connection lost; the next query opens a new one'),
    });
  const real = loadEncryptor(config);
  const encryptor = options.wrapEncryptor ? options.wrapEncryptor(real) : real;
  // Migration 0006 encrypts guidance written before it with the journal key.
  if (config.migrationDatabaseUrl && config.databaseUrl) {
    // Two roles: the owner migrates and grants; the app's role (DATABASE_URL) only reads and writes rows.
    const owner = createDb({ databaseUrl: config.migrationDatabaseUrl, poolSize: 1 });
    try {
      await migrateToLatest(owner, { encryptJson: encryptor.encryptJson });
      await grantAppRole(owner, roleOfUrl(config.databaseUrl));
    } finally {
      await owner.destroy();
    }
  } else await migrateToLatest(db, { encryptJson: encryptor.encryptJson });
  const auth = createLucia(db, { secureCookies: config.appUrl.startsWith('https://') });
  // The metrics count e-mails, analyzers and screens' tiers here, where every process wires them.
  const mailer = countingMailer(
    createMailer({
      from: config.mailFrom,
      smtpUrl: config.smtpUrl,
      smtpTimeoutMs: config.smtpTimeoutMs,
      outboxDir: join(config.dataDir, 'outbox'),
    }),
  );
  const analyzer = countingAnalyzer(options.analyzer);
  const clock = options.clock ?? systemClock;
  const services = createServices({
    db,
    auth,
    mailer,
    clock,
    encryptor,
    logger,
    rateLimiter: options.rateLimiter ?? createMemoryRateLimiter(),
    jobs: options.jobs,
    ...(options.scheduler ? { scheduler: options.scheduler } : {}),
    analyzer,
    // The coach asks the same local model; with ANALYZER=lexicon it never does, and the built-in library answers.
    coachModel:
      config.analyzer === 'lexicon'
        ? null
        : createOllamaChat({
            host: config.ollamaHost,
            model: config.ollamaModel,
            timeoutMs: config.ollamaTimeoutMs ?? 60_000,
          }),
    ...(options.events ? { events: options.events } : {}),
    contentChanges: options.contentChanges,
    crisisScreen: countingScreen(options.crisisScreen ?? screenForCrisis),
    videos: createFileVideoStore({
      db,
      clock,
      dir: join(config.dataDir, 'videos'),
      signingKey: encryptor.deriveKey('video-links'),
      maxBytes: config.videoMaxBytes ?? MAX_VIDEO_BYTES,
    }),
    config: {
      appUrl: config.appUrl,
      freeEntriesPerMonth: config.freeEntriesPerMonth,
      ...(config.crisisLines ? { crisisLines: config.crisisLines } : {}),
      ...(config.abuseLines ? { abuseLines: config.abuseLines } : {}),
      dataDir: config.dataDir,
      ...options.servicesConfig,
    },
  });
  return { db, auth, mailer, encryptor, analyzer, services, releaseDataDir };
}

export type ServiceRuntime = Awaited<ReturnType<typeof createServiceRuntime>>;

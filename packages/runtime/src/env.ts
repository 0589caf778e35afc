import { resolve } from 'node:path';
import { type TCrisisLine, ZCrisisLinesSchema } from '@innerweather/validators/support';
import { z } from 'zod';

/**
 * CRISIS_LINES, for each app's env.ts: a JSON array of { name, region, contact }, e.g.
 * `[{"name":"Telefonseelsorge","region":"DE","contact":"call 0800 111 0 111"}]`.
 */
export const ZCrisisLinesEnvSchema = z.string().transform((raw, ctx): TCrisisLine[] => {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be a JSON array of { "name", "region", "contact" }' });
    return z.NEVER;
  }
  const parsed = ZCrisisLinesSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    ctx.addIssue({
      code: 'custom',
      message: `must be 1 to 10 lines of { "name", "region", "contact" } (${first?.path.join('.') ?? ''}: ${first?.message ?? ''})`,
    });
    return z.NEVER;
  }
  return parsed.data;
});

const OLLAMA_PORT = '11434';
const hasScheme = (value: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(value);

/**
 * OLLAMA_HOST, read as Ollama itself reads it: a URL, or host[:port] without a scheme, as set for `ollama serve`
 * (`0.0.0.0`, `127.0.0.1:11434`, `:11434`), which means http:// and port 11434. One exported variable serves both.
 */
const ZOllamaHostSchema = z
  .string()
  .transform((raw, ctx) => {
    const value = raw.trim().startsWith(':') ? `127.0.0.1${raw.trim()}` : raw.trim();
    try {
      const url = new URL(hasScheme(value) ? value : `http://${value}`);
      if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) throw new Error(value);
      if (!hasScheme(value) && !url.port) url.port = OLLAMA_PORT;
      return url.toString().replace(/\/$/, '');
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: `must be the address of Ollama, e.g. http://127.0.0.1:${OLLAMA_PORT} or 127.0.0.1:${OLLAMA_PORT}`,
      });
      return z.NEVER;
    }
  })
  .default(`http://127.0.0.1:${OLLAMA_PORT}`);

/** Prometheus metrics on a port of their own, off when METRICS_PORT is unset; loopback unless told otherwise. */
const metricsEnv = {
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
};

/** The API's configuration (design.md "Configuration"); apps/api/src/env.ts validates process.env with it. */
export const ZApiEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  /**
   * The database owner's URL, used only to run migrations (then the app connects as DATABASE_URL's role, which
   * has only the grants it needs: the audit log INSERT and SELECT). Unset: DATABASE_URL does both, as before.
   */
  MIGRATION_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis://')
    .optional(),
  OLLAMA_HOST: ZOllamaHostSchema,
  OLLAMA_MODEL: z.string().min(1).default('llama3.2:3b'),
  ANALYZER: z.enum(['auto', 'ollama', 'lexicon']).default('auto'),
  OLLAMA_TIMEOUT_MS: z.coerce.number().int().min(1).default(60_000),
  /**
   * How long POST /api/ai-coach/explore and a goal check-in wait for the coach's answer (written by a job); after
   * it, the built-in strategy library answers and that answer is kept. The web app shows the answer as it streams.
   */
  COACH_ANSWER_TIMEOUT_MS: z.coerce.number().int().min(1).default(90_000),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Innerweather <no-reply@innerweather.local>'),
  /** SMTP connection, greeting and socket timeouts: a stalled mail server fails a try after this long. */
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(1).default(30_000),
  ENCRYPTION_KEY: z.string().optional(),
  /**
   * The users' data keys (wrapped by ENCRYPTION_KEY), one file each; `$DATA_DIR/keys` when unset. Kept out of the
   * database so that deleting an account shreds its journal in every database backup: back it up on its own.
   */
  KEYS_DIR: z.string().optional(),
  FREE_ENTRIES_PER_MONTH: z.coerce.number().int().min(0).default(2),
  CRISIS_LINES: ZCrisisLinesEnvSchema.optional(),
  /** Domestic-abuse lines for danger from another person, the same JSON form as CRISIS_LINES. */
  ABUSE_LINES: ZCrisisLinesEnvSchema.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  /** Addresses of reverse proxies whose X-Forwarded-For is believed (rate limits key on the client address). */
  TRUST_PROXY: z.string().default('127.0.0.1,::1'),
  /** Namespace of the job queues' Redis keys; apps/worker must use the same one. */
  QUEUE_PREFIX: z.string().min(1).default('iw'),
  /** Embedded mode: how often the sweeper enqueues entries still pending, and how old they must be. */
  SWEEP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1)
    .default(5 * 60_000),
  SWEEP_MIN_AGE_MS: z.coerce.number().int().min(0).default(30_000),
  /** The largest video an admin may upload, in bytes (spec: 900 MB); tests lower it. */
  VIDEO_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(900 * 1024 * 1024),
  /**
   * API processes serving one port (node:cluster). Unset: the number of cores in services mode, 1 in embedded mode,
   * which allows no more (PGlite is one process's database).
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  /** After SIGTERM, how long /readyz answers 503 before the listener closes (a load balancer's probe interval). */
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(300_000).default(0),
  ...metricsEnv,
});

export type ApiEnv = z.infer<typeof ZApiEnvSchema> & { APP_URL: string; DATA_DIR: string };

const ms = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** The worker's configuration; apps/worker/src/env.ts validates process.env with it. */
export const ZWorkerEnvSchema = z.object({
  DATABASE_URL: z
    .string({ error: 'is required: the worker shares PostgreSQL with the API' })
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://'),
  /**
   * The database owner's URL, used only to run migrations (then the app connects as DATABASE_URL's role, which
   * has only the grants it needs: the audit log INSERT and SELECT). Unset: DATABASE_URL does both, as before.
   */
  MIGRATION_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  REDIS_URL: z
    .string({ error: 'is required: the worker takes its jobs from Redis' })
    .regex(/^rediss?:\/\//, 'must start with redis://'),
  DATA_DIR: z.string().default('./.data'),
  /** Unset: the API's default, http://localhost:PORT (the API's PORT, read here only for this). */
  APP_URL: z.url().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  ENCRYPTION_KEY: z.string().optional(),
  /** The same folder as the API's KEYS_DIR (a shared volume, like the videos'). */
  KEYS_DIR: z.string().optional(),
  OLLAMA_HOST: ZOllamaHostSchema,
  OLLAMA_MODEL: z.string().min(1).default('llama3.2:3b'),
  OLLAMA_TIMEOUT_MS: ms(60_000),
  ANALYZER: z.enum(['auto', 'ollama', 'lexicon']).default('auto'),
  CRISIS_LINES: ZCrisisLinesEnvSchema.optional(),
  /** Domestic-abuse lines for danger from another person, the same JSON form as CRISIS_LINES. */
  ABUSE_LINES: ZCrisisLinesEnvSchema.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Innerweather <no-reply@innerweather.local>'),
  SMTP_TIMEOUT_MS: ms(30_000),
  FREE_ENTRIES_PER_MONTH: z.coerce.number().int().min(0).default(2),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Namespace of the queues' Redis keys; the API must use the same one. */
  QUEUE_PREFIX: z.string().min(1).default('iw'),
  /** Entries analysed at once by this worker (LLM calls); crisis screens have their own lane. */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** A job's lock lifetime; a killed worker's job is taken back by another worker after about this long. */
  WORKER_LOCK_DURATION_MS: ms(30_000),
  WORKER_STALLED_INTERVAL_MS: ms(30_000),
  SWEEP_INTERVAL_MS: ms(5 * 60_000),
  SWEEP_MIN_AGE_MS: z.coerce.number().int().min(0).default(30_000),
  /** How long a shutdown waits for running jobs before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: ms(60_000),
  ...metricsEnv,
});

export type WorkerEnv = z.infer<typeof ZWorkerEnvSchema> & { APP_URL: string };

/** Checks a configuration; a bad value throws one message naming each variable, for the app to print and exit. */
function parseEnv<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  source: Record<string, string | undefined>,
  what: string,
): z.infer<S> {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid ${what}:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/**
 * DATA_DIR and KEYS_DIR, made absolute from the folder the command was typed in. pnpm runs a package's script in
 * that package's folder and names the typed-in one INIT_CWD: `pnpm --filter @innerweather/worker start` and
 * `pnpm promote-admin`, typed at the repository root, must open the same ./.data as `pnpm start` and the API.
 */
function folders(
  source: Record<string, string | undefined>,
  env: { DATA_DIR: string; KEYS_DIR?: string | undefined },
): { DATA_DIR: string; KEYS_DIR?: string } {
  const from = source.INIT_CWD || process.cwd();
  return {
    DATA_DIR: resolve(from, env.DATA_DIR),
    ...(env.KEYS_DIR === undefined ? {} : { KEYS_DIR: resolve(from, env.KEYS_DIR) }),
  };
}

export function parseApiEnv(source: Record<string, string | undefined>): ApiEnv {
  const env = parseEnv(ZApiEnvSchema, source, 'configuration');
  return {
    ...env,
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    ...folders(source, env),
  };
}

export function parseWorkerEnv(source: Record<string, string | undefined>): WorkerEnv {
  const env = parseEnv(ZWorkerEnvSchema, source, 'worker configuration');
  // The worker writes the e-mails' links: unset, APP_URL is the API's default, on the API's PORT.
  const appUrl = env.APP_URL ?? `http://localhost:${env.PORT}`;
  return { ...env, APP_URL: appUrl.replace(/\/$/, ''), ...folders(source, env) };
}

import { resolve } from 'node:path';
import { ZCrisisLinesEnvSchema } from '@innerweather/jobs/env-schemas';
import { z } from 'zod';

const ZEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres://').optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis://').optional(),
  OLLAMA_HOST: z.url().default('http://127.0.0.1:11434'),
  OLLAMA_MODEL: z.string().min(1).default('llama3.2:3b'),
  ANALYZER: z.enum(['auto', 'ollama', 'lexicon']).default('auto'),
  OLLAMA_TIMEOUT_MS: z.coerce.number().int().min(1).default(60_000),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().default('Innerweather <no-reply@innerweather.local>'),
  ENCRYPTION_KEY: z.string().optional(),
  FREE_ENTRIES_PER_MONTH: z.coerce.number().int().min(0).default(2),
  CRISIS_LINES: ZCrisisLinesEnvSchema.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  /** Addresses of reverse proxies whose X-Forwarded-For is believed (rate limits key on the client address). */
  TRUST_PROXY: z.string().default('127.0.0.1,::1'),
  /** Namespace of the job queues' Redis keys; apps/worker must use the same one. */
  QUEUE_PREFIX: z.string().min(1).default('iw'),
  /** Embedded mode: how often the sweeper enqueues entries still pending, and how old they must be. */
  SWEEP_INTERVAL_MS: z.coerce.number().int().min(1).default(5 * 60_000),
  SWEEP_MIN_AGE_MS: z.coerce.number().int().min(0).default(30_000),
  /** Memory for kept answers to journal reads (stats, timeline, entries), in MB; 0 turns the read cache off. */
  READ_CACHE_MB: z.coerce.number().min(0).default(64),
});

export type Env = z.infer<typeof ZEnvSchema> & { APP_URL: string; DATA_DIR: string };

/** Reads and checks the configuration once; a bad value stops start-up with a message naming the variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = ZEnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    DATA_DIR: resolve(env.DATA_DIR),
  };
}

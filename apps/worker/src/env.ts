import { resolve } from 'node:path';
import { ZCrisisLinesEnvSchema } from '@innerweather/jobs/env-schemas';
import { z } from 'zod';

const ms = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

const ZWorkerEnvSchema = z.object({
  DATABASE_URL: z
    .string({ error: 'is required: the worker shares PostgreSQL with the API' })
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://'),
  REDIS_URL: z
    .string({ error: 'is required: the worker takes its jobs from Redis' })
    .regex(/^rediss?:\/\//, 'must start with redis://'),
  DATA_DIR: z.string().default('./.data'),
  APP_URL: z.url().default('http://localhost:3000'),
  ENCRYPTION_KEY: z.string().optional(),
  OLLAMA_HOST: z.url().default('http://127.0.0.1:11434'),
  OLLAMA_MODEL: z.string().min(1).default('llama3.2:3b'),
  OLLAMA_TIMEOUT_MS: ms(60_000),
  ANALYZER: z.enum(['auto', 'ollama', 'lexicon']).default('auto'),
  CRISIS_LINES: ZCrisisLinesEnvSchema.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Innerweather <no-reply@innerweather.local>'),
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
});

export type WorkerEnv = z.infer<typeof ZWorkerEnvSchema>;

/** Reads and checks the worker's configuration once; a bad value stops start-up with a message naming it. */
export function loadWorkerEnv(source: Record<string, string | undefined> = process.env): WorkerEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = ZWorkerEnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid worker configuration:\n${lines.join('\n')}`);
  }
  return {
    ...parsed.data,
    APP_URL: parsed.data.APP_URL.replace(/\/$/, ''),
    DATA_DIR: resolve(parsed.data.DATA_DIR),
  };
}

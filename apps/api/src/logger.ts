import { pino, type Logger as PinoLogger } from 'pino';

/**
 * The API's one logger: Fastify's request logs, the services' and the jobs' events, start-up and shutdown, each a
 * JSON line on stdout (`pnpm dev` pipes them through pino-pretty). A request's lines carry its `requestId` through
 * Fastify's request logger; a job's lines through its job context (packages/jobs/src/job-context.ts).
 */
export function createApiLogger(level: string): PinoLogger {
  return pino({ level, name: 'api' });
}

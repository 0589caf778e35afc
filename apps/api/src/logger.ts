import { currentRequestId } from '@innerweather/core/shared/request-context';
import { pino, type Logger as PinoLogger } from 'pino';

/**
 * The API's one logger: Fastify's request logs, the services' and the jobs' events, start-up and shutdown, each a
 * JSON line on stdout (`pnpm dev` pipes them through pino-pretty). A line written while serving a request, or
 * running a job a request queued, carries that request's `requestId`.
 */
export function createApiLogger(level: string): PinoLogger {
  return pino({ level, name: 'api', mixin: requestIdOfLine });
}

/** Fastify's request logger names the id already; any other line gets it from the request being served. */
function requestIdOfLine(_line: object, _level: number, logger: PinoLogger) {
  const requestId = currentRequestId();
  return requestId && !('requestId' in logger.bindings()) ? { requestId } : {};
}

import type { Logger } from '@innerweather/core/shared/logger';
import { requestLogFields } from '@innerweather/core/shared/observability';
import { pino } from 'pino';

/** One JSON line per event on stdout (pino, like the API), so both go to the same log pipeline; a job's lines
 * carry the `requestId` of the request that dispatched it. */
export function createWorkerLogger(level: string): Logger {
  return pino({ level, name: 'worker', mixin: requestLogFields });
}

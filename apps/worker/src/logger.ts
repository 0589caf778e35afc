import type { Logger } from '@innerweather/core/shared/logger';
import { pino } from 'pino';

/**
 * One JSON line per event on stdout (pino, like the API), so both go to the same log pipeline. The lines of a job
 * that a request queued carry that request's `requestId` (its job context adds it).
 */
export function createWorkerLogger(level: string): Logger {
  return pino({ level, name: 'worker' });
}

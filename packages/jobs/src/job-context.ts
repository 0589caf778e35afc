import type { JobDispatcher } from '@innerweather/core/shared/job-dispatcher';
import { loggerWithRequestId } from '@innerweather/core/shared/logger';
import type { JobContext } from './job-definition.ts';

/**
 * What one job runs with: its lines name the request that queued it, and the jobs it queues carry that request's
 * id in turn (crisis.screen → analysis.emotion → notify.moodPattern).
 */
export function jobContext(
  { services, logger, jobs }: Omit<JobContext, 'requestId'>,
  requestId: string | undefined,
): JobContext {
  if (!requestId) return { services, logger, jobs, requestId };
  const onBehalf: JobDispatcher = {
    dispatch: (name, payload, id = requestId) => jobs.dispatch(name, payload, id),
    ...(jobs.discard ? { discard: jobs.discard } : {}),
  };
  return { services, logger: loggerWithRequestId(logger, requestId), jobs: onBehalf, requestId };
}

import type { JobName, JobPayloads } from '@innerweather/core/shared/job-dispatcher';
import type { JobContext, JobDefinition, JobObserver } from './job-definition.ts';

/**
 * One try of a job, the same in the BullMQ worker and the in-process runner. `attemptsMade` counts the tries
 * that failed before this one; the failure hook learns whether this was the last.
 */
export async function runJobAttempt<N extends JobName>(
  definition: JobDefinition<N>,
  payload: JobPayloads[N],
  ctx: JobContext,
  attemptsMade: number,
  observe?: JobObserver,
): Promise<void> {
  const startedAt = performance.now();
  const seconds = () => (performance.now() - startedAt) / 1000;
  try {
    await definition.handle(payload, ctx);
    observe?.(definition.name, seconds(), 'completed');
    ctx.logger.debug?.(
      { job: definition.name, attempt: attemptsMade + 1, ms: Math.round(seconds() * 1000) },
      'job completed',
    );
  } catch (error) {
    observe?.(definition.name, seconds(), 'failed');
    const final = attemptsMade + 1 >= definition.retry.attempts;
    ctx.logger.warn(
      {
        job: definition.name,
        payload,
        attempt: attemptsMade + 1,
        of: definition.retry.attempts,
        err: errorMessage(error),
      },
      final ? 'job failed for the last time' : 'job failed, will retry',
    );
    if (definition.onFailure) {
      await definition
        .onFailure(payload, ctx, { final, error })
        .catch((hookError: unknown) =>
          ctx.logger.error(
            { job: definition.name, payload, err: errorMessage(hookError) },
            'job failure hook failed',
          ),
        );
    }
    throw error;
  }
}

export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

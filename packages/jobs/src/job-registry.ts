import type { JobName } from '@innerweather/core/job-dispatcher';
import { analysisEmotionJob } from './definitions/analysis-emotion.ts';
import { crisisScreenJob } from './definitions/crisis-screen.ts';
import { notifyMoodPatternJob } from './definitions/notify-mood-pattern.ts';
import type { JobDefinition } from './job-definition.ts';

/** Every job the product runs, by name: what both the queue and the runners look up. */
export const jobDefinitions: { [N in JobName]: JobDefinition<N> } = {
  'crisis.screen': crisisScreenJob,
  'analysis.emotion': analysisEmotionJob,
  'notify.moodPattern': notifyMoodPatternJob,
};

export const jobNames = Object.keys(jobDefinitions) as JobName[];

/** A definition looked up by a name known only at run time (a queue's jobs, a runner's lane). */
export const definitionOf = (name: JobName) => jobDefinitions[name] as unknown as JobDefinition<JobName>;

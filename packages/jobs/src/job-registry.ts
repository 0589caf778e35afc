import type { JobName } from '@innerweather/core/shared/job-dispatcher';
import { accountExportJob } from './definitions/account-export.ts';
import { accountImportJob } from './definitions/account-import.ts';
import { analysisEmotionJob } from './definitions/analysis-emotion.ts';
import { coachAnswerJob } from './definitions/coach-answer.ts';
import { coachCheckInResponseJob } from './definitions/coach-check-in-response.ts';
import { crisisScreenJob } from './definitions/crisis-screen.ts';
import { importAnalyseJob } from './definitions/import-analyse.ts';
import { mailAccountInvitationJob } from './definitions/mail-account-invitation.ts';
import { mailPasswordResetJob } from './definitions/mail-password-reset.ts';
import { notifyDailyReminderJob } from './definitions/notify-daily-reminder.ts';
import { notifyMoodPatternJob } from './definitions/notify-mood-pattern.ts';
import { notifyWeeklySummaryJob } from './definitions/notify-weekly-summary.ts';
import { sweepPendingEntriesJob } from './definitions/sweep-pending-entries.ts';
import type { JobDefinition } from './job-definition.ts';

/** Every job the product runs, by name: what both the queue and the runners look up. */
export const jobDefinitions: { [N in JobName]: JobDefinition<N> } = {
  'crisis.screen': crisisScreenJob,
  'analysis.emotion': analysisEmotionJob,
  'notify.moodPattern': notifyMoodPatternJob,
  'notify.dailyReminder': notifyDailyReminderJob,
  'notify.weeklySummary': notifyWeeklySummaryJob,
  'mail.passwordReset': mailPasswordResetJob,
  'mail.accountInvitation': mailAccountInvitationJob,
  'sweep.pendingEntries': sweepPendingEntriesJob,
  'coach.answer': coachAnswerJob,
  'coach.checkInResponse': coachCheckInResponseJob,
  'account.export': accountExportJob,
  'account.import': accountImportJob,
  'import.analyse': importAnalyseJob,
};

export const jobNames = Object.keys(jobDefinitions) as JobName[];

/** A definition looked up by a name known only at run time (a queue's jobs, a runner's lane). */
export const definitionOf = (name: JobName) => jobDefinitions[name] as unknown as JobDefinition<JobName>;

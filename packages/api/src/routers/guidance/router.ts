import { router } from '../../trpc.ts';
import { acknowledgeGuidanceRoute } from './acknowledge-guidance.ts';
import { listEntriesGuidanceRoute } from './list-entries-guidance.ts';
import { listEntryGuidanceRoute } from './list-entry-guidance.ts';
import { notAboutMeRoute } from './not-about-me.ts';
import { unacknowledgedCrisisGuidanceRoute } from './unacknowledged-crisis-guidance.ts';

export const guidanceRouter = router({
  listForEntry: listEntryGuidanceRoute,
  listForEntries: listEntriesGuidanceRoute,
  acknowledge: acknowledgeGuidanceRoute,
  notAboutMe: notAboutMeRoute,
  unacknowledgedCrisis: unacknowledgedCrisisGuidanceRoute,
});

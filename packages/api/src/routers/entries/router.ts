import { router } from '../../trpc.ts';
import { createEntryRoute } from './create-entry.ts';
import { getAllowanceRoute } from './get-allowance.ts';
import { getEntryRoute } from './get-entry.ts';
import { listRevisionsRoute } from './list-revisions.ts';
import { onThisDayRoute } from './on-this-day.ts';
import { updateEntryRoute } from './update-entry.ts';
import { deleteEntryRoute } from './delete-entry.ts';
import { listEntriesRoute } from './list-entries.ts';
import { pageEntriesRoute } from './page-entries.ts';
import { recentEntriesRoute } from './recent-entries.ts';

export const entriesRouter = router({
  create: createEntryRoute,
  /** GET /api/entries: an array, newest first, as the spec's client expects. */
  newestFirst: listEntriesRoute,
  /** The web app's paged list (tRPC only). */
  list: pageEntriesRoute,
  recent: recentEntriesRoute,
  delete: deleteEntryRoute,
  allowance: getAllowanceRoute,
  get: getEntryRoute,
  update: updateEntryRoute,
  revisions: listRevisionsRoute,
  onThisDay: onThisDayRoute,
});

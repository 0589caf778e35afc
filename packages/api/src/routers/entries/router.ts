import { router } from '../../trpc.ts';
import { createEntryRoute } from './create-entry.ts';
import { getAllowanceRoute } from './get-allowance.ts';
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
});

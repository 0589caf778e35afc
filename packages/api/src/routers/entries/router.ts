import { router } from '../../trpc.ts';
import { createEntryRoute } from './create-entry.ts';
import { deleteEntryRoute } from './delete-entry.ts';
import { entriesNewestFirstRoute } from './entries-newest-first.ts';
import { listEntriesRoute } from './list-entries.ts';
import { recentEntriesRoute } from './recent-entries.ts';

export const entriesRouter = router({
  create: createEntryRoute,
  /** GET /api/entries: an array, as the spec's client expects. */
  newestFirst: entriesNewestFirstRoute,
  /** The web app's paged list. */
  list: listEntriesRoute,
  recent: recentEntriesRoute,
  delete: deleteEntryRoute,
});

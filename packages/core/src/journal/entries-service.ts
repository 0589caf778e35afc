import { createEntryWriting } from './entry-create.ts';
import { createEntryDays } from './entry-days.ts';
import { type EntriesServiceDeps, readEntry } from './entry-deps.ts';
import { createEntryEditing } from './entry-edit.ts';
import { createEntryList } from './entry-list.ts';

export type { EntriesServiceDeps, EntryChanges, NewEntry } from './entry-deps.ts';

/**
 * The journal's entries, one file per use case: writing (entry-create.ts), the list and search (entry-list.ts),
 * editing, versions and deletion (entry-edit.ts), the calendar and "on this day" (entry-days.ts).
 */
export function createEntriesService(deps: EntriesServiceDeps) {
  return {
    ...createEntryWriting(deps),
    ...createEntryList(deps),
    /** One of the user's entries (another user's id, or no such entry: 404). */
    get: (userId: string, entryId: string) => readEntry(deps, userId, entryId),
    ...createEntryEditing(deps),
    ...createEntryDays(deps),
  };
}

export type EntriesService = ReturnType<typeof createEntriesService>;

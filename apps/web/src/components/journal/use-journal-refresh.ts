import type { TEntry } from '@innerweather/validators/journal';
import { useCallback, useEffect, useRef } from 'react';
import { replaceAnalysingToast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

/** Spec section 4: after a save, the AI guidance is read once more a little later (the crisis screen is quick). */
const GUIDANCE_SECOND_LOOK_MS = 2_000;

/**
 * An entry's analysis ended (told by the tab's event stream, lib/user-events.tsx): that one entry is read and put in
 * place in the caches that show it, and the figures it feeds (stats, timeline, recommendations, guidance) are read
 * again. Nothing polls for pending entries.
 */
export function useOnEntryAnalysed() {
  const utils = trpc.useUtils();
  return useCallback(
    async (id: string, status: 'complete' | 'failed') => {
      replaceAnalysingToast(id, status === 'complete');
      const entry = await utils.client.entries.get.query({ id }).catch(() => null);
      if (entry) {
        utils.entries.get.setData({ id }, entry);
        utils.entries.recent.setData(undefined, (recent) => recent?.map((e) => (e.id === id ? entry : e)));
      }
      // The Entries page holds a page of a search: the page on screen is read again (its order may change).
      void utils.entries.list.invalidate();
      void utils.stats.invalidate();
      void utils.emotions.invalidate();
      void utils.recommendations.invalidate();
      void utils.guidance.invalidate();
    },
    [utils],
  );
}

/** Spec section 4, after a successful save: entries, stats, timeline and recommendations now; guidance again 2 s later. */
export function useRefreshAfterSave() {
  const utils = trpc.useUtils();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);

  return useCallback(
    (saved: TEntry) => {
      // The new entry shows at once ("Analyzing your entry…") while the lists are read again.
      utils.entries.recent.setData(undefined, (recent) => (recent ? [saved, ...recent].slice(0, 3) : recent));
      invalidateJournal(utils);
      clearTimeout(timer.current ?? undefined);
      timer.current = setTimeout(() => void utils.guidance.invalidate(), GUIDANCE_SECOND_LOOK_MS);
    },
    [utils],
  );
}

/** Everything that changes when an entry is deleted. */
export function useRefreshAfterDelete() {
  const utils = trpc.useUtils();
  return useCallback(() => invalidateJournal(utils), [utils]);
}

/** Entries, stats, timeline, recommendations and guidance: everything an entry feeds. */
function invalidateJournal(utils: ReturnType<typeof trpc.useUtils>) {
  void utils.entries.invalidate();
  void utils.stats.invalidate();
  void utils.emotions.invalidate();
  void utils.recommendations.invalidate();
  void utils.guidance.invalidate();
}

import type { TEntry } from '@innerweather/validators/journal';
import { useCallback, useEffect, useRef } from 'react';
import { trpc } from '../../lib/trpc.ts';

/** While an entry on screen is being analysed, ask again this often so its analysis appears on its own. */
export const ANALYSIS_POLL_MS = 2_000;
/** Spec section 4: after a save, the AI guidance is read once more a little later (the crisis screen is quick). */
const GUIDANCE_SECOND_LOOK_MS = 2_000;

export function hasPendingAnalysis(entries: readonly TEntry[] | undefined): boolean {
  return entries?.some((entry) => entry.analysisStatus === 'pending') ?? false;
}

/**
 * Re-reads everything an entry's analysis feeds (stats, timeline, recommendations, guidance) when an entry on
 * screen stops being pending, and every other list of entries so the dashboard and the Entries page agree.
 */
export function useRefreshWhenAnalysed(entries: readonly TEntry[] | undefined) {
  const utils = trpc.useUtils();
  const pendingIds = useRef(new Set<string>());

  useEffect(() => {
    if (!entries) return;
    const finished = entries.some((e) => pendingIds.current.has(e.id) && e.analysisStatus !== 'pending');
    pendingIds.current = new Set(entries.filter((e) => e.analysisStatus === 'pending').map((e) => e.id));
    if (finished) invalidateJournal(utils);
  }, [entries, utils]);
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

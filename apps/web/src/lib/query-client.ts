import { defaultScheduler, notifyManager, QueryClient } from '@tanstack/react-query';

let due: Array<() => void> = [];

/**
 * TanStack Query tells the screens of each answer in a timeout of its own, and React draws each of those on its
 * own: the dashboard's first answers, which come back together in one batched response, drew the page once per
 * answer, each time in one piece that kept a phone busy. Here the notices due together run in one timeout, so
 * React draws them in one pass. Order is kept, and a notice that throws does not stop the others.
 */
function notifyTogether(notice: () => void) {
  due.push(notice);
  if (due.length > 1) return;
  defaultScheduler(() => {
    const notices = due;
    due = [];
    for (const run of notices) {
      try {
        run();
      } catch (error) {
        defaultScheduler(() => {
          throw error;
        });
      }
    }
  });
}
notifyManager.setScheduler(notifyTogether);

/**
 * The spec's data defaults: no retries, no refetch on window focus, no polling, and data is fresh until
 * something invalidates it. Pages that need another cache time say so on their own query.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

import { QueryClient } from '@tanstack/react-query';

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

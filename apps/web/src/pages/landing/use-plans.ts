import { planSummary } from '@innerweather/validators/plans';
import { useEffect, useState } from 'react';

/** The instance's default allowance (FREE_ENTRIES_PER_MONTH): what the card says until the server answers. */
const DEFAULT_FREE_ENTRIES = 2;

/**
 * The free plan's sentence from the public GET /api/plans (a plain fetch, like the managed content: the landing
 * page carries no tRPC client). The server's configuration decides it; a failed call keeps the default's.
 */
export function usePlanSummary(): string {
  const [summary, setSummary] = useState(() => planSummary(DEFAULT_FREE_ENTRIES));
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/plans', { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
      .then((body) => {
        const free = (body as { freeEntriesPerMonth?: unknown } | null)?.freeEntriesPerMonth;
        if (typeof free === 'number') setSummary(planSummary(free));
      })
      .catch(() => {
        // Offline or aborted on unmount: keep the default's sentence.
      });
    return () => controller.abort();
  }, []);
  return summary;
}

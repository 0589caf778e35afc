import type { AppRouter } from '@innerweather/api/root';
import { createTRPCReact, httpBatchLink, httpLink, httpSubscriptionLink, splitLink } from '@trpc/react-query';
import type { inferRouterInputs } from '@trpc/server';

export const trpc = createTRPCReact<AppRouter>();

export type RouterInputs = inferRouterInputs<AppRouter>;

/** The session cookie is HttpOnly and same-origin; never send it anywhere else. */
const sameOriginFetch = (url: URL | RequestInfo, options?: RequestInit) =>
  fetch(url, { ...options, credentials: 'same-origin' });

/** A call made with `{ trpc: { context: idempotent(key) } }` carries the key as its Idempotency-Key header. */
export const idempotent = (key: string) => ({ idempotencyKey: key });

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      splitLink({
        // Subscriptions (the coach's answer as it is written) arrive as server-sent events from the same origin.
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({ url: '/trpc' }),
        false: splitLink({
          // A call with an Idempotency-Key travels alone: its header must not cover other calls of a batch.
          condition: (op) => typeof op.context.idempotencyKey === 'string',
          true: httpLink({
            url: '/trpc',
            fetch: sameOriginFetch,
            headers: ({ op }) => ({ 'idempotency-key': String(op.context.idempotencyKey) }),
          }),
          false: httpBatchLink({
            url: '/trpc',
            // A longer batch is split in two rather than refused: well inside Node's 16 kB for a request's head.
            maxURLLength: 8_000,
            fetch: sameOriginFetch,
          }),
        }),
      }),
    ],
  });
}

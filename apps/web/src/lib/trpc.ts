import type { AppRouter } from '@innerweather/api/root';
import { createTRPCReact, httpBatchLink } from '@trpc/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';

export const trpc = createTRPCReact<AppRouter>();

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: '/trpc',
        // The session cookie is HttpOnly and same-origin; never send it anywhere else.
        fetch: (url, options) => fetch(url, { ...options, credentials: 'same-origin' }),
      }),
    ],
  });
}

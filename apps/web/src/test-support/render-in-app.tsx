import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../lib/query-client.ts';
import { createTrpcClient, trpc } from '../lib/trpc.ts';
import { cssVariablesResolver, theme } from '../theme.ts';

/**
 * Mounts `ui` as the app mounts its pages: the theme, the real tRPC client and query defaults (over whatever `fetch`
 * the test stubbed), and a router at `path`. The caller unmounts the returned root.
 */
export function renderInApp(ui: ReactNode, path: string): Root {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient();
  act(() => {
    root.render(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <trpc.Provider client={trpcClient} queryClient={queryClient}>
          <QueryClientProvider client={queryClient}>
            <Router hook={memoryLocation({ path }).hook}>{ui}</Router>
          </QueryClientProvider>
        </trpc.Provider>
      </MantineProvider>,
    );
  });
  return root;
}

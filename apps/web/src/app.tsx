import { MantineProvider, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createQueryClient } from './lib/query-client.ts';
import { createTrpcClient, trpc } from './lib/trpc.ts';
import { AppRoutes } from './routes.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });

  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          {/* Every tooltip of the app in one group: its delays come from the theme (spec section 9). */}
          <Tooltip.Group>
            {/* The spec shows at most one toast at a time: below the header, where it covers no link (global.css). */}
            <Notifications
              limit={1}
              position={phone ? 'bottom-center' : 'top-center'}
              containerWidth={400}
              zIndex={1000}
              className="app-toasts"
            />
            {/* Confirmation dialogs (ModalsProvider) are the signed-in app's: the landing page downloads no modal code. */}
            <AppRoutes />
          </Tooltip.Group>
        </QueryClientProvider>
      </trpc.Provider>
    </MantineProvider>
  );
}

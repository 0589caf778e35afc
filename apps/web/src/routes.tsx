import type { TUser } from '@innerweather/validators/auth';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Suspense, useDeferredValue } from 'react';
import { Route, Switch } from 'wouter';
import { useCurrentUser } from './auth/current-user.ts';
import { OfflineDraft } from './components/journal/offline-draft.tsx';
import { PageLoader } from './components/page-loader.tsx';
import { lazyPage } from './lib/lazy-page.ts';
import { usePageTitle } from './lib/page-title.ts';
import { loadDashboardPage } from './pages/dashboard/load-dashboard-page.ts';
import { LandingPage } from './pages/landing/landing-page.tsx';

// The landing page is the only screen in the first download. Everything else loads when it is opened:
// the account screens (they bring the form validators), the signed-in app, and the public text pages.
const AuthPage = lazyPage(() => import('./pages/auth/auth-page.tsx'), 'AuthPage');
const ResetPasswordPage = lazyPage(
  () => import('./pages/reset-password/reset-password-page.tsx'),
  'ResetPasswordPage',
);
const SetPasswordPage = lazyPage(
  () => import('./pages/reset-password/reset-password-page.tsx'),
  'SetPasswordPage',
);
const DASHBOARD_PATHS = new Set(['/', '/dashboard']);
const SignedInApp = lazyPage<{ SignedInApp: unknown }, SignedInAppProps>(() => {
  // The dashboard, where most visits start, downloads beside the app's frame rather than after it.
  if (DASHBOARD_PATHS.has(window.location.pathname)) void loadDashboardPage();
  return import('./signed-in-app.tsx');
}, 'SignedInApp');
const UnsubscribePage = lazyPage(() => import('./pages/unsubscribe/unsubscribe-page.tsx'), 'UnsubscribePage');
const AboutPage = lazyPage(() => import('./pages/static/about-page.tsx'), 'AboutPage');
const TermsPage = lazyPage(() => import('./pages/static/terms-page.tsx'), 'TermsPage');
const PrivacyPage = lazyPage(() => import('./pages/static/privacy-page.tsx'), 'PrivacyPage');

/**
 * Whether the page arrived with the landing page's first screen in its HTML (a visitor at /, apps/api/src/app.ts):
 * it stays on screen, drawn by React, until the sign-in state arrives, instead of a spinner replacing it.
 */
const drawnLanding = () => document.getElementById('root')?.dataset.firstScreen === 'landing';

interface SignedInAppProps {
  user: TUser;
}

/** Spec section 2, "Route access". */
export function AppRoutes() {
  const currentUser = useCurrentUser();
  usePageTitle(currentUser.isSuccess ? currentUser.data !== null : null);
  // The first screen after the sign-in state arrives is rendered as a transition, in slices, so a phone's main
  // thread is never blocked for the whole landing page or dashboard at once. Later changes (sign-in, sign-out)
  // stay immediate: `settled` only ever goes from false to true.
  const settled = useDeferredValue(!currentUser.isPending);
  if (currentUser.isPending || !settled) return drawnLanding() ? <LandingPage firstScreen /> : <PageLoader />;
  if (currentUser.isError) return <ServerUnreachable onRetry={() => void currentUser.refetch()} />;
  const user = currentUser.data;

  return (
    <Suspense fallback={<PageLoader />}>
      <Switch>
        {/* Open to both, at one position in the tree, so a reset that signs this tab out keeps its result. */}
        <Route path="/reset-password" component={ResetPasswordPage} />
        {/* The link of every notification e-mail: it must work signed out (its signed token is the credential). */}
        <Route path="/unsubscribe" component={UnsubscribePage} />
        <Route path="/set-password" component={SetPasswordPage} />
        <Route path="/about" component={AboutPage} />
        <Route path="/terms" component={TermsPage} />
        <Route path="/privacy" component={PrivacyPage} />
        <Route>
          {user ? (
            <SignedInApp user={user} />
          ) : (
            <Switch>
              <Route path="/auth" component={AuthPage} />
              {/* /, /dashboard and every other path show the landing page to a visitor. */}
              <Route>
                <LandingPage />
              </Route>
            </Switch>
          )}
        </Route>
      </Switch>
    </Suspense>
  );
}

function ServerUnreachable({ onRetry }: { onRetry: () => void }) {
  return (
    <Center mih="80vh" p="md">
      <Stack align="center" ta="center" gap="sm" maw={420}>
        <Title order={1} fz={26}>
          We can’t reach Innerweather right now
        </Title>
        <Text c="dimmed">Check your connection, then try again. Nothing you wrote is lost.</Text>
        <Button onClick={onRetry} mt="sm">
          Try again
        </Button>
        <OfflineDraft />
      </Stack>
    </Center>
  );
}

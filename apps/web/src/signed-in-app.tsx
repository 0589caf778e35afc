import type { TUser } from '@innerweather/validators/auth';
import { Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { SignedInUserContext } from './auth/current-user.ts';
import { PageLoader } from './components/page-loader.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { lazyPage } from './lib/lazy-page.ts';
import { UserEventsProvider } from './lib/user-events.tsx';
import { NotFoundPage } from './pages/not-found/not-found-page.tsx';
import { NotificationsPage } from './pages/notifications/notifications-page.tsx';
import { ProfilePage } from './pages/profile/profile-page.tsx';
import { SettingsPage } from './pages/settings/settings-page.tsx';

// The journal screens draw charts (recharts) and the future rooms will be large: each loads when opened.
const DashboardPage = lazyPage(() => import('./pages/dashboard/dashboard-page.tsx'), 'DashboardPage');
const EntriesPage = lazyPage(() => import('./pages/entries/entries-page.tsx'), 'EntriesPage');
const EntryPage = lazyPage(() => import('./pages/entries/entry-page.tsx'), 'EntryPage');
const TimelinePage = lazyPage(() => import('./pages/timeline/timeline-page.tsx'), 'TimelinePage');
const CoachPage = lazyPage(() => import('./pages/coach/coach-page.tsx'), 'CoachPage');
const LearnPage = lazyPage(() => import('./pages/learn/learn-page.tsx'), 'LearnPage');
const TrackPage = lazyPage(() => import('./pages/learn/track-page.tsx'), 'TrackPage');
const AdminPage = lazyPage(() => import('./pages/admin/admin-page.tsx'), 'AdminPage');

/** The signed-in routes of spec section 2; any other path is a 404 inside the app frame. */
export function SignedInApp({ user }: { user: TUser }) {
  return (
    <SignedInUserContext value={user}>
      <Switch>
        <Route path="/auth">
          <Redirect to="/" replace />
        </Route>
        <Route>
          <UserEventsProvider>
            <AppLayout user={user}>
              <Suspense fallback={<PageLoader />}>
                <Switch>
                  <Route path="/" component={DashboardPage} />
                  <Route path="/dashboard" component={DashboardPage} />
                  <Route path="/entries" component={EntriesPage} />
                  <Route path="/entries/:id" component={EntryPage} />
                  <Route path="/timeline" component={TimelinePage} />
                  <Route path="/ai-coach" component={CoachPage} />
                  <Route path="/learn" component={LearnPage} />
                  <Route path="/learn/track/:slug" component={TrackPage} />
                  <Route path="/settings" component={SettingsPage} />
                  <Route path="/profile" component={ProfilePage} />
                  <Route path="/notifications" component={NotificationsPage} />
                  <Route path="/admin" component={AdminPage} />
                  <Route component={NotFoundPage} />
                </Switch>
              </Suspense>
            </AppLayout>
          </UserEventsProvider>
        </Route>
      </Switch>
    </SignedInUserContext>
  );
}

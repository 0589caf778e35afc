import type { TUser } from '@innerweather/validators/auth';
import { ModalsProvider } from '@mantine/modals';
import { Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { SignedInUserContext } from './auth/current-user.ts';
import { PageLoader } from './components/page-loader.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { lazyPage } from './lib/lazy-page.ts';
import { UserEventsProvider } from './lib/user-events.tsx';
import { loadDashboardPage } from './pages/dashboard/load-dashboard-page.ts';
import { NotFoundPage } from './pages/not-found/not-found-page.tsx';

// Every screen loads when it is opened: the dashboard, most people's first screen, downloads and runs none of
// the others' code (their forms, validators and charts).
const DashboardPage = lazyPage(loadDashboardPage, 'DashboardPage');
const EntriesPage = lazyPage(() => import('./pages/entries/entries-page.tsx'), 'EntriesPage');
const EntryPage = lazyPage(() => import('./pages/entries/entry-page.tsx'), 'EntryPage');
const TimelinePage = lazyPage(() => import('./pages/timeline/timeline-page.tsx'), 'TimelinePage');
const CoachPage = lazyPage(() => import('./pages/coach/coach-page.tsx'), 'CoachPage');
const LearnPage = lazyPage(() => import('./pages/learn/learn-page.tsx'), 'LearnPage');
const TrackPage = lazyPage(() => import('./pages/learn/track-page.tsx'), 'TrackPage');
const AdminPage = lazyPage(() => import('./pages/admin/admin-page.tsx'), 'AdminPage');
const SettingsPage = lazyPage(() => import('./pages/settings/settings-page.tsx'), 'SettingsPage');
const ProfilePage = lazyPage(() => import('./pages/profile/profile-page.tsx'), 'ProfilePage');
const NotificationsPage = lazyPage(
  () => import('./pages/notifications/notifications-page.tsx'),
  'NotificationsPage',
);

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
            {/* Confirmation dialogs opened with `modals` (deleting an entry). */}
            <ModalsProvider>
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
            </ModalsProvider>
          </UserEventsProvider>
        </Route>
      </Switch>
    </SignedInUserContext>
  );
}

/**
 * The dashboard's code. Most visits open the dashboard first: routes.tsx starts this download together with the
 * signed-in app's, instead of after it, and signed-in-app.tsx renders the page from it.
 */
export const loadDashboardPage = () => import('./dashboard-page.tsx');

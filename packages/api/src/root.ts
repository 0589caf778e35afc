import { accountRouter } from './routers/account/router.ts';
import { adminRouter } from './routers/admin/router.ts';
import { authRouter } from './routers/auth/router.ts';
import { coachRouter } from './routers/coach/router.ts';
import { eventsRouter } from './routers/events/router.ts';
import { contentRouter } from './routers/content/router.ts';
import { emotionsRouter } from './routers/emotions/router.ts';
import { entriesRouter } from './routers/entries/router.ts';
import { guidanceRouter } from './routers/guidance/router.ts';
import { learnRouter } from './routers/learn/router.ts';
import { notificationsRouter } from './routers/notifications/router.ts';
import { preferencesRouter } from './routers/preferences/router.ts';
import { recommendationsRouter } from './routers/recommendations/router.ts';
import { statsRouter } from './routers/stats/router.ts';
import { supportRouter } from './routers/support/router.ts';
import { videosRouter } from './routers/videos/router.ts';
import { createCallerFactory, router } from './trpc.ts';

export const appRouter = router({
  auth: authRouter,
  preferences: preferencesRouter,
  notifications: notificationsRouter,
  entries: entriesRouter,
  stats: statsRouter,
  emotions: emotionsRouter,
  recommendations: recommendationsRouter,
  guidance: guidanceRouter,
  content: contentRouter,
  support: supportRouter,
  admin: adminRouter,
  coach: coachRouter,
  events: eventsRouter,
  learn: learnRouter,
  videos: videosRouter,
  account: accountRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);

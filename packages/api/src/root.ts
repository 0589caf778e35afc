import { authRouter } from './routers/auth/router.ts';
import { preferencesRouter } from './routers/preferences/router.ts';
import { createCallerFactory, router } from './trpc.ts';

export const appRouter = router({
  auth: authRouter,
  preferences: preferencesRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);

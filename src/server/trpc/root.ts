import { createCallerFactory, router } from './init';

export const appRouter = router({});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);

import { defineConfig } from 'vitest/config';

/** `pnpm test:faults`: outages against real PostgreSQL and Redis on loopback, one file at a time. */
export default defineConfig({
  test: {
    include: ['apps/api/faults/**/*.fault.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    maxWorkers: 1,
  },
});

import { defineConfig } from 'vitest/config';

/** Browser tests: one built server, one Chromium at a time (two cores, shared with other engineers' tests). */
export default defineConfig({
  test: {
    include: ['test/**/*.e2e.test.ts'],
    globalSetup: ['src/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});

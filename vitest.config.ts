import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Relative to the working directory, so the same file serves `pnpm test` at the root and each package's
    // `test` script (turbo's test task); the browser tests in e2e/ have their own config.
    include: ['**/src/**/*.test.{ts,tsx}', '**/test/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});

import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that take minutes, started first. On a fresh clone (CI) Vitest has no durations cached and starts the largest
 * files first; the training reproduction is a small file that runs for five or six minutes, and started late it kept
 * one of the two workers busy long after the other had finished (the services pass: 727 s, about 560 s of work).
 */
const LONGEST_FIRST = [
  'packages/ai-lab/src/learn/reproducible-training.test.ts',
  'apps/api/test/pipeline-worker-process.test.ts',
  'apps/api/test/coach.test.ts',
  'apps/api/test/promote-admin.test.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => LONGEST_FIRST.findIndex((path) => file.moduleId.endsWith(path));
    const known = sorted.filter((file) => rank(file) >= 0).sort((a, b) => rank(a) - rank(b));
    return [...known, ...sorted.filter((file) => rank(file) < 0)];
  }
}

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
    sequence: { sequencer: LongestFirst },
  },
});

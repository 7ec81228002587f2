import { defineConfig } from 'vitest/config';
import { referenceTestClockStart } from './apps/server/src/test/test-clock.ts';

// One run covers every layer. The server's integration tests run once, on PostgreSQL: DATABASE_URL's server when it
// is set (CI), otherwise an embedded server that the global setup starts for the run (decision 022).
//
// The tests' fake clock starts far from the machine's date, on the reference day and hour (test/test-clock.ts) a
// year before this year for half of the test files and a year after it for the other half, each file always the
// same (test/clock-start.ts): a test or a simulator that secretly reads the wall clock fails on the day it is
// written, not on a later day (decision 018). TEST_CLOCK_START sets one start for every file, to replay a failure.
const referenceDay = referenceTestClockStart.slice('YYYY-'.length);
const thisYear = new Date().getUTCFullYear();
const clockStarts =
  process.env.TEST_CLOCK_START ?? [-1, 1].map((yearsFromNow) => `${thisYear + yearsFromNow}-${referenceDay}`).join(',');

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a two-core CI machine, which then idles while a
    // server test waits on PostgreSQL. Each server test file has its own database (test/global-setup.ts), so files
    // run side by side safely; two workers halve the wall time there.
    maxWorkers: 2,
    reporters: ['default', ['json', { outputFile: '.artifacts/vitest-results.json' }]],
    projects: [
      { test: { name: 'scripts', root: 'scripts', include: ['**/*.test.ts'], environment: 'node' } },
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          env: { TEST_CLOCK_STARTS: clockStarts },
          globalSetup: ['src/test/global-setup.ts'],
          setupFiles: ['src/test/clock-start.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The web project is defined by the web app's own Vite config (plugins, aliases, happy-dom).
      'apps/web/vite.config.ts',
    ],
  },
});

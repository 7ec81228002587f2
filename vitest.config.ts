import { defineConfig } from 'vitest/config';
import { referenceTestClockStart } from './apps/server/src/test/test-clock.ts';

// One run covers every layer. The server's integration tests run once on PGlite and, when DATABASE_URL is set,
// a second time on PostgreSQL: the same files, a different TEST_DB.
//
// Each pass starts the tests' fake clock far from the machine's date, on the reference day and hour
// (test/test-clock.ts) a year before this year and a year after it: a test or a simulator that secretly reads the
// wall clock fails on the day it is written, not on a later day (decision 018). TEST_CLOCK_START overrides both,
// to replay a failure.
const referenceDay = referenceTestClockStart.slice('YYYY-'.length);
const thisYear = new Date().getUTCFullYear();
const clockStart = (yearsFromNow: number) =>
  process.env.TEST_CLOCK_START ?? `${thisYear + yearsFromNow}-${referenceDay}`;

const serverProject = (name: string, testDb: 'pglite' | 'postgres', yearsFromNow: number) => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: testDb, TEST_CLOCK_START: clockStart(yearsFromNow) },
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: '.artifacts/vitest-results.json' }]],
    projects: [
      { test: { name: 'scripts', root: 'scripts', include: ['**/*.test.ts'], environment: 'node' } },
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], environment: 'node' } },
      serverProject('server-pglite', 'pglite', -1),
      ...(process.env.DATABASE_URL ? [serverProject('server-postgres', 'postgres', 1)] : []),
      // The web project is defined by the web app's own Vite config (plugins, aliases, happy-dom).
      'apps/web/vite.config.ts',
    ],
  },
});

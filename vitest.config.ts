import { defineConfig } from 'vitest/config';

// One run covers every layer. The server's integration tests run once on PGlite and, when DATABASE_URL is set,
// a second time on PostgreSQL: the same files, a different TEST_DB.
const serverProject = (name: string, testDb: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: testDb },
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
      serverProject('server-pglite', 'pglite'),
      ...(process.env.DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
      // The web project is defined by the web app's own Vite config (plugins, aliases, happy-dom).
      'apps/web/vite.config.ts',
    ],
  },
});

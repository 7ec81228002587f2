// Playwright Test drives Debian's Chromium (no browser download): `npm run test:e2e` runs it through scripts/e2e.ts,
// which also turns the JSON report into .artifacts/e2e-results.json for `npm run coverage:spec`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { e2eBrowserArgs, e2eBrowserPath } from './chromium.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const artifacts = path.join(repoRoot, '.artifacts');
const isCi = Boolean(process.env.CI);

export const playwrightReportFile = path.join(artifacts, 'playwright-report.json');

export default defineConfig({
  testDir: path.join(repoRoot, 'e2e'),
  testMatch: '**/*.spec.ts',
  outputDir: path.join(artifacts, 'e2e-output'),
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: isCi ? 1 : 0,
  forbidOnly: isCi,
  // A journey on a busy two-core CI machine runs about twice as slow as on a quiet one (16.6 against 9.4 minutes for
  // the same 75 journeys): the limits leave room for that, so a slow machine is not read as a broken screen.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: playwrightReportFile }]],
  use: {
    // DOM snapshots and sources only: the trace's screencast (a frame for every paint, encoded as it runs) costs the two
    // cores of a CI machine more than the journeys themselves, and a failure keeps its own screenshot anyway.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: e2eBrowserPath,
      args: e2eBrowserArgs,
    },
  },
  projects: [{ name: 'chromium' }],
});

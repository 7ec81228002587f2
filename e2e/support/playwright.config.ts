// Playwright Test drives Debian's Chromium (no browser download): `npm run test:e2e` runs it through scripts/e2e.ts,
// which also turns the JSON report into .artifacts/e2e-results.json for `npm run coverage:spec`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './chromium.ts';

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
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: playwrightReportFile }]],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumFlags, '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium' }],
});

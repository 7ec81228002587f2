// `npm run test:e2e`: runs the Playwright suite (e2e/**/*.spec.ts) against the real app in Debian's Chromium.
// Playwright's global setup builds the web app when stale and starts the server (e2e/support/global-setup.ts).
// Writes .artifacts/e2e-results.json (vitest json shape, read by `npm run coverage:spec`) and closes with
// `e2e: N passed, N failed`. Extra arguments go to `playwright test` (e.g. `npm run test:e2e -- --grep PLT-01`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eBrowserPath } from '../e2e/support/chromium.ts';
import { fromPlaywrightReport } from './coverage-spec-lib.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const artifacts = path.join(repoRoot, '.artifacts');
const reportFile = path.join(artifacts, 'playwright-report.json');
const resultsFile = path.join(artifacts, 'e2e-results.json');
if (!existsSync(e2eBrowserPath)) {
  console.error(
    `e2e: Chromium not found at ${e2eBrowserPath}. Install it (apt-get install -y chromium-headless-shell, or chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

mkdirSync(artifacts, { recursive: true });
for (const stale of [reportFile, resultsFile, path.join(artifacts, 'screenshots')]) {
  rmSync(stale, { recursive: true, force: true });
}

const started = Date.now();
const cli = path.join(repoRoot, 'node_modules/@playwright/test/cli.js');
const run = spawnSync(
  process.execPath,
  [cli, 'test', '--config', path.join(repoRoot, 'e2e/support/playwright.config.ts'), ...process.argv.slice(2)],
  { cwd: repoRoot, stdio: 'inherit', env: process.env },
);
const seconds = ((Date.now() - started) / 1000).toFixed(1);

if (!existsSync(reportFile)) {
  console.error(`e2e: Playwright wrote no report (exit ${run.status ?? run.signal}); see the output above.`);
  console.log('e2e: 0 passed, 1 failed');
  process.exit(1);
}

const { results, summary } = fromPlaywrightReport(JSON.parse(readFileSync(reportFile, 'utf8')));
writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);

console.log(
  `e2e: results in ${path.relative(repoRoot, resultsFile)}, screenshots in .artifacts/screenshots (${seconds} s)`,
);
if (summary.flaky > 0) console.log(`e2e: ${summary.flaky} flaky (passed on retry) — look at them`);
const failed = summary.failed + (run.status !== 0 && summary.failed === 0 ? 1 : 0);
if (failed > summary.failed)
  console.error(`e2e: Playwright exited ${run.status ?? run.signal} with no failed test (setup error? see above)`);
console.log(`e2e: ${summary.passed} passed, ${failed} failed${summary.skipped ? `, ${summary.skipped} skipped` : ''}`);
process.exit(run.status === 0 && failed === 0 ? 0 : 1);

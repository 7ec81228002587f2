// `npm run coverage:spec`: which requirement IDs (../shared/spec/requirements.md) have at least one passing test
// whose title carries `[ID]`, from the machine-readable results of the last `vitest run` and `npm run test:e2e`.
// A report: exits 0 whatever the coverage; exits 1 only when an input is missing or unreadable.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  computeCoverage,
  formatCoverage,
  outcomes,
  parseCatalogue,
  parseResultsFile,
  type TestOutcome,
} from './coverage-spec-lib.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const show = (file: string) => (file.startsWith(repoRoot + path.sep) ? path.relative(repoRoot, file) : file);
const specDir = process.env.KONTER_SPEC_DIR
  ? path.resolve(process.env.KONTER_SPEC_DIR)
  : path.resolve(repoRoot, '../shared/spec');
const catalogueFile = path.join(specDir, 'requirements.md');
const artifactsDir = path.resolve(repoRoot, process.env.KONTER_ARTIFACTS_DIR ?? '.artifacts');
const resultFiles = [
  { label: 'unit/integration (vitest run)', file: path.join(artifactsDir, 'vitest-results.json') },
  { label: 'end-to-end (npm run test:e2e)', file: path.join(artifactsDir, 'e2e-results.json') },
];

function fail(message: string): never {
  console.error(`coverage:spec: ${message}`);
  process.exit(1);
}

if (!existsSync(catalogueFile)) {
  fail(`requirements catalogue not found at ${catalogueFile} (set KONTER_SPEC_DIR to the folder holding it).`);
}
const missing = resultFiles.filter((r) => !existsSync(r.file));
if (missing.length > 0) {
  fail(
    `test results missing:\n${missing.map((r) => `  - ${show(r.file)} from ${r.label}`).join('\n')}\n` +
      'Run `npm test` (or `npx vitest run` and `npm run test:e2e`) first.',
  );
}

const tests: TestOutcome[] = [];
for (const { label, file } of resultFiles) {
  try {
    tests.push(...outcomes(parseResultsFile(JSON.parse(readFileSync(file, 'utf8')), show(file))));
  } catch (error) {
    fail(`cannot read ${label} results: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const catalogue = parseCatalogue(readFileSync(catalogueFile, 'utf8'));
if (catalogue.requirements.length === 0) fail(`no requirement IDs found in ${catalogueFile}.`);
console.log(formatCoverage(computeCoverage(catalogue, tests)));

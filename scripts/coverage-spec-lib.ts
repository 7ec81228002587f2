// Pure functions behind `npm run coverage:spec`: parse the requirements catalogue and test results, and tell which
// requirement IDs have at least one passing test whose title carries `[ID]`. No I/O here, so they are unit-tested.

export type Requirement = { id: string; area: string; text: string };
export type Area = { prefix: string; title: string };
export type Catalogue = { areas: Area[]; requirements: Requirement[] };

/** The shape vitest's json reporter writes; the e2e runner writes the same shape (see `fromPlaywrightReport`). */
export type TestStatus = 'passed' | 'failed' | 'skipped' | 'pending' | 'todo' | 'disabled';
export type AssertionResult = { title: string; fullName: string; status: TestStatus; ancestorTitles?: string[] };
export type TestFileResult = { name: string; assertionResults: AssertionResult[] };
export type ResultsFile = { testResults: TestFileResult[] };

export type TestOutcome = { title: string; passed: boolean };
export type RequirementCoverage = Requirement & { passing: string[]; failing: string[] };
export type CoverageReport = {
  areas: { area: Area; items: RequirementCoverage[] }[];
  covered: number;
  total: number;
  /** IDs found in test titles that the catalogue does not list (typos, or a catalogue not yet updated). */
  unknownIds: string[];
};

const idPattern = /[A-Z]{3}-\d{2}/;
const requirementLine = new RegExp(`^\\s*[-*]\\s+(${idPattern.source})\\b\\s*(.*)$`);
const areaHeading = /^#{2,}\s+([A-Z]{3})\b\s*(?:[—–-]+\s*)?(.*)$/;
const titleIds = new RegExp(`\\[(${idPattern.source})\\]`, 'g');

/** Reads every `- PLT-01 …` line of requirements.md, with the `## PLT — …` headings as area titles. */
export function parseCatalogue(markdown: string): Catalogue {
  const areas = new Map<string, Area>();
  const requirements = new Map<string, Requirement>();
  for (const line of markdown.split(/\r?\n/)) {
    const heading = areaHeading.exec(line);
    if (heading?.[1]) {
      const prefix = heading[1];
      if (!areas.has(prefix)) areas.set(prefix, { prefix, title: heading[2]?.trim() || prefix });
      continue;
    }
    const match = requirementLine.exec(line);
    if (!match?.[1]) continue;
    const id = match[1];
    const area = id.slice(0, 3);
    if (!areas.has(area)) areas.set(area, { prefix: area, title: area });
    if (!requirements.has(id)) requirements.set(id, { id, area, text: (match[2] ?? '').trim() });
  }
  const used = new Set([...requirements.values()].map((r) => r.area));
  return { areas: [...areas.values()].filter((a) => used.has(a.prefix)), requirements: [...requirements.values()] };
}

/** `[PLT-02][PLT-03] rejects …` → ['PLT-02', 'PLT-03']. Only bracketed IDs count. */
export function idsInTitle(title: string): string[] {
  return [...new Set([...title.matchAll(titleIds)].map((m) => m[1] ?? ''))].filter(Boolean);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Validates the parts of a vitest-json-shaped file this report needs; throws with the reason otherwise. */
export function parseResultsFile(value: unknown, label: string): ResultsFile {
  if (!isRecord(value) || !Array.isArray(value.testResults)) {
    throw new Error(`${label}: expected an object with a testResults array (vitest json reporter format)`);
  }
  const testResults = value.testResults.map((file, i): TestFileResult => {
    if (!isRecord(file) || !Array.isArray(file.assertionResults)) {
      throw new Error(`${label}: testResults[${i}] has no assertionResults array`);
    }
    return {
      name: typeof file.name === 'string' ? file.name : '',
      assertionResults: file.assertionResults.map((a, j): AssertionResult => {
        if (
          !isRecord(a) ||
          typeof a.status !== 'string' ||
          (typeof a.title !== 'string' && typeof a.fullName !== 'string')
        ) {
          throw new Error(`${label}: testResults[${i}].assertionResults[${j}] lacks title/fullName or status`);
        }
        const title = typeof a.title === 'string' ? a.title : String(a.fullName);
        const fullName = typeof a.fullName === 'string' ? a.fullName : title;
        return { title, fullName, status: a.status as TestStatus };
      }),
    };
  });
  return { testResults };
}

/**
 * Each test that ran, once, by its full name (which includes describe blocks, so an ID on a describe counts too). A
 * skipped test (one database only, say) neither covers its requirements nor counts against them.
 */
export function outcomes(results: ResultsFile): TestOutcome[] {
  return results.testResults.flatMap((file) =>
    file.assertionResults
      .filter((a) => a.status === 'passed' || a.status === 'failed')
      .map((a) => ({
        title: a.fullName.includes(a.title) ? a.fullName : `${a.fullName} ${a.title}`,
        passed: a.status === 'passed',
      })),
  );
}

export function computeCoverage(catalogue: Catalogue, tests: TestOutcome[]): CoverageReport {
  const byId = new Map<string, RequirementCoverage>(
    catalogue.requirements.map((r) => [r.id, { ...r, passing: [], failing: [] }]),
  );
  const unknown = new Set<string>();
  for (const test of tests) {
    for (const id of idsInTitle(test.title)) {
      const entry = byId.get(id);
      if (!entry) unknown.add(id);
      else (test.passed ? entry.passing : entry.failing).push(test.title);
    }
  }
  const items = [...byId.values()];
  return {
    areas: catalogue.areas.map((area) => ({ area, items: items.filter((i) => i.area === area.prefix) })),
    covered: items.filter((i) => i.passing.length > 0).length,
    total: items.length,
    unknownIds: [...unknown].sort(),
  };
}

const clip = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);

/** The printed report; its last line is exactly `covered N / M`. */
export function formatCoverage(report: CoverageReport): string {
  const lines: string[] = ['Requirement coverage: a requirement is covered by a passing test whose title has [ID].'];
  for (const { area, items } of report.areas) {
    const covered = items.filter((i) => i.passing.length > 0).length;
    lines.push('', `${area.prefix} — ${area.title} (${covered}/${items.length})`);
    for (const item of items) {
      const mark = item.passing.length > 0 ? '✓' : '✗';
      const count = item.passing.length > 0 ? `${item.passing.length} passing` : 'no test';
      const failing = item.failing.length > 0 ? `, ${item.failing.length} failing` : '';
      lines.push(`  ${mark} ${item.id}  ${`${count}${failing}`.padEnd(22)} ${clip(item.text, 90)}`);
    }
  }
  if (report.unknownIds.length > 0) {
    lines.push('', `IDs in test titles that the catalogue does not list: ${report.unknownIds.join(', ')}`);
  }
  lines.push('', `covered ${report.covered} / ${report.total}`);
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// Playwright's JSON report → the vitest-like results file above. Only the fields used are typed.
type PwTest = { projectName?: string; status?: string };
type PwSpec = { title?: string; tests?: PwTest[] };
type PwSuite = { title?: string; file?: string; specs?: PwSpec[]; suites?: PwSuite[] };
export type PlaywrightSummary = { passed: number; failed: number; flaky: number; skipped: number };

const playwrightStatus: Record<string, TestStatus> = {
  expected: 'passed',
  flaky: 'passed', // passed on a retry; counted as passed, reported separately as flaky
  unexpected: 'failed',
  skipped: 'skipped',
};

export function fromPlaywrightReport(report: unknown): { results: ResultsFile; summary: PlaywrightSummary } {
  const summary: PlaywrightSummary = { passed: 0, failed: 0, flaky: 0, skipped: 0 };
  const files = new Map<string, AssertionResult[]>();
  const projectNames = new Set<string>();
  const collectProjects = (suite: PwSuite) => {
    for (const spec of suite.specs ?? []) for (const t of spec.tests ?? []) projectNames.add(t.projectName ?? '');
    for (const child of suite.suites ?? []) collectProjects(child);
  };
  const roots: PwSuite[] = isRecord(report) && Array.isArray(report.suites) ? (report.suites as PwSuite[]) : [];
  roots.forEach(collectProjects);
  const showProject = projectNames.size > 1;

  const walk = (suite: PwSuite, file: string, ancestors: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const status = playwrightStatus[test.status ?? ''] ?? 'failed';
        if (test.status === 'flaky') summary.flaky += 1;
        if (status === 'passed') summary.passed += 1;
        else if (status === 'skipped') summary.skipped += 1;
        else summary.failed += 1;
        const title = spec.title ?? '';
        const prefix = showProject && test.projectName ? [`[${test.projectName}]`] : [];
        const list = files.get(file) ?? [];
        list.push({ title, fullName: [...prefix, ...ancestors, title].join(' '), status, ancestorTitles: ancestors });
        files.set(file, list);
      }
    }
    for (const child of suite.suites ?? []) walk(child, file, child.title ? [...ancestors, child.title] : ancestors);
  };
  // Top-level suites are files: their title is the file path, not a describe block.
  for (const root of roots) walk(root, root.file ?? root.title ?? '', []);

  return {
    results: { testResults: [...files].map(([name, assertionResults]) => ({ name, assertionResults })) },
    summary,
  };
}

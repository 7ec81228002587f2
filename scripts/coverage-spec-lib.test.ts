import { describe, expect, it } from 'vitest';
import {
  computeCoverage,
  formatCoverage,
  fromPlaywrightReport,
  idsInTitle,
  outcomes,
  parseCatalogue,
  parseResultsFile,
} from './coverage-spec-lib.ts';

const catalogue = `# Requirements catalogue
Tests carry the ID in their title, e.g. \`it('[DEP-04] fee …', …)\` — this line is not a requirement.

## PLT — platform, tenancy, conventions
- PLT-01 Multi-tenant: each tenant is resolved from the request host.
- PLT-02 API base \`/api/v1/\`.
- PLT-03 Server validation errors return an \`errors\` object.

## NAV — routing, menu, guards
- NAV-04 Public routes.
`;

const vitestResults = {
  numTotalTests: 5,
  testResults: [
    {
      name: '/repo/apps/server/src/app.test.ts',
      status: 'failed',
      assertionResults: [
        {
          ancestorTitles: ['tenancy'],
          fullName: 'tenancy [PLT-01] resolves by host',
          title: '[PLT-01] resolves by host',
          status: 'passed',
        },
        {
          ancestorTitles: [],
          fullName: '[PLT-02][PLT-03] csrf and errors',
          title: '[PLT-02][PLT-03] csrf and errors',
          status: 'passed',
        },
        { ancestorTitles: [], fullName: '[NAV-04] public routes', title: '[NAV-04] public routes', status: 'failed' },
        {
          ancestorTitles: [],
          fullName: '[XYZ-99] not in the catalogue',
          title: '[XYZ-99] not in the catalogue',
          status: 'passed',
        },
        {
          ancestorTitles: [],
          fullName: '[PLT-01] only on the other database',
          title: '[PLT-01] only on the other database',
          status: 'skipped',
        },
      ],
    },
  ],
};

describe('coverage:spec parsing', () => {
  it('reads every requirement line with its area, ignoring IDs in prose', () => {
    const parsed = parseCatalogue(catalogue);
    expect(parsed.requirements.map((r) => r.id)).toEqual(['PLT-01', 'PLT-02', 'PLT-03', 'NAV-04']);
    expect(parsed.areas).toEqual([
      { prefix: 'PLT', title: 'platform, tenancy, conventions' },
      { prefix: 'NAV', title: 'routing, menu, guards' },
    ]);
    expect(parsed.requirements[0]).toEqual({
      id: 'PLT-01',
      area: 'PLT',
      text: 'Multi-tenant: each tenant is resolved from the request host.',
    });
  });

  it('finds every bracketed ID in a title, once each, and nothing unbracketed', () => {
    expect(idsInTitle('[PLT-02][PLT-03] rejects a missing token [PLT-02]')).toEqual(['PLT-02', 'PLT-03']);
    expect(idsInTitle('PLT-02 without brackets')).toEqual([]);
    expect(idsInTitle('[plt-02] lower case')).toEqual([]);
  });

  it('counts a requirement covered only when a passing test carries it, and a skipped test neither way', () => {
    const report = computeCoverage(parseCatalogue(catalogue), outcomes(parseResultsFile(vitestResults, 'vitest')));
    const byId = Object.fromEntries(report.areas.flatMap((a) => a.items).map((i) => [i.id, i]));
    expect(byId['PLT-01']?.passing).toHaveLength(1);
    expect(byId['PLT-01']?.failing).toHaveLength(0);
    expect(byId['PLT-02']?.passing).toHaveLength(1);
    expect(byId['PLT-03']?.passing).toHaveLength(1);
    expect(byId['NAV-04']?.passing).toHaveLength(0);
    expect(byId['NAV-04']?.failing).toHaveLength(1);
    expect(report.covered).toBe(3);
    expect(report.total).toBe(4);
    expect(report.unknownIds).toEqual(['XYZ-99']);
  });

  it('prints areas, marks and the closing line exactly', () => {
    const report = computeCoverage(parseCatalogue(catalogue), outcomes(parseResultsFile(vitestResults, 'vitest')));
    const text = formatCoverage(report);
    expect(text).toContain('PLT — platform, tenancy, conventions (3/3)');
    expect(text).toMatch(/✗ NAV-04 +no test, 1 failing/);
    expect(text.split('\n').at(-1)).toBe('covered 3 / 4');
  });

  it('rejects a results file of the wrong shape with a clear reason', () => {
    expect(() => parseResultsFile({ suites: [] }, 'e2e')).toThrow(/e2e: expected an object with a testResults array/);
    expect(() => parseResultsFile({ testResults: [{ assertionResults: [{}] }] }, 'x')).toThrow(/lacks title/);
  });

  it('turns a Playwright JSON report into the same shape, counting flaky as passed', () => {
    const playwright = {
      suites: [
        {
          title: 'platform/landing.spec.ts',
          file: 'platform/landing.spec.ts',
          specs: [{ title: '[PLT-01] two tenants', tests: [{ projectName: 'chromium', status: 'expected' }] }],
          suites: [
            {
              title: 'locales',
              file: 'platform/landing.spec.ts',
              specs: [
                { title: '[PLT-09] landing', tests: [{ projectName: 'chromium', status: 'flaky' }] },
                { title: '[NAV-04] 404', tests: [{ projectName: 'chromium', status: 'unexpected' }] },
                { title: 'skipped one', tests: [{ projectName: 'chromium', status: 'skipped' }] },
              ],
            },
          ],
        },
      ],
    };
    const { results, summary } = fromPlaywrightReport(playwright);
    expect(summary).toEqual({ passed: 2, failed: 1, flaky: 1, skipped: 1 });
    expect(results.testResults[0]?.name).toBe('platform/landing.spec.ts');
    expect(results.testResults[0]?.assertionResults.map((a) => [a.fullName, a.status])).toEqual([
      ['[PLT-01] two tenants', 'passed'],
      ['locales [PLT-09] landing', 'passed'],
      ['locales [NAV-04] 404', 'failed'],
      ['locales skipped one', 'skipped'],
    ]);
    expect(parseResultsFile(results, 'e2e').testResults).toHaveLength(1);
  });
});

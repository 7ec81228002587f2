/**
 * Lighthouse on the landing route (issue 7, web): builds the web app if stale, starts the real server on port 3400
 * with a fresh embedded database, and runs Lighthouse's default (mobile) configuration five times against
 * http://localhost:3400/ in the system Chromium, a fresh browser each run. Prints every run and the medians of the
 * performance score, LCP and TBT against the targets; exits 1 when a median misses one.
 *
 *   npm run bench:lighthouse [-- --runs 5] [-- --port 3400] [-- --lang id] [-- --paths /,/m/data,/help/faq]
 *
 * `--paths` measures each of the comma-separated paths in turn (default `/`); the public pages the server renders
 * (issue 22) also report their SEO, accessibility and best-practices scores, which every run prints.
 *
 * Lighthouse's browser asks for English, so the page loads the English texts as an extra chunk; `--lang id` sends
 * `Accept-Language: id` instead, as most of the app's visitors' phones do (Indonesian is bundled).
 *
 * Each run's report is kept in .artifacts/lighthouse/run-N.json (Lighthouse's viewer opens it).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { artifactsDir, buildWebIfStale, startApp } from '../e2e/support/app-server.ts';
import { chromiumFlags, chromiumPath } from '../e2e/support/chromium.ts';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const runs = argument('--runs', 5);
const port = argument('--port', 3400);
const langIndex = process.argv.indexOf('--lang');
const acceptLanguage = langIndex > 0 ? process.argv[langIndex + 1] : undefined;
const pathsIndex = process.argv.indexOf('--paths');
const paths = pathsIndex > 0 ? (process.argv[pathsIndex + 1] ?? '/').split(',') : ['/'];

const targets = { score: 95, lcpMs: 1800, tbtMs: 100 };

type RunFigures = {
  score: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  bytes: number;
  lcpElement: string;
  benchmarkIndex: number;
  seo: number;
  accessibility: number;
  bestPractices: number;
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function runOnce(url: string, index: number): Promise<RunFigures> {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      ...(acceptLanguage ? { extraHeaders: { 'Accept-Language': acceptLanguage } } : {}),
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    const outputDir = path.join(artifactsDir, 'lighthouse');
    mkdirSync(outputDir, { recursive: true });
    writeFileSync(path.join(outputDir, `run-${index}.json`), JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const lcpDetails = lhr.audits['lcp-breakdown-insight']?.details as
      { items?: { type?: string; nodeLabel?: string }[] } | undefined;
    const lcpNode = lcpDetails?.items?.find((item) => item.type === 'node');
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      fcpMs: numeric('first-contentful-paint'),
      bytes: numeric('total-byte-weight'),
      lcpElement: lcpNode?.nodeLabel ?? '?',
      benchmarkIndex: lhr.environment.benchmarkIndex,
      seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
    };
  } finally {
    chrome.kill();
  }
}

const check = (ok: boolean) => (ok ? 'ok' : 'MISSED');

buildWebIfStale((line) => console.log(line.replace(/^e2e: /, '')));
const app = await startApp((line) => console.log(line.replace(/^e2e: /, '')), { port, name: 'lighthouse' });
const figuresOf = new Map<string, RunFigures[]>();
try {
  for (const pathname of paths) {
    const figures: RunFigures[] = [];
    figuresOf.set(pathname, figures);
    for (let index = 1; index <= runs; index += 1) {
      // A busy machine sometimes loses the trace (NO_NAVSTART): such a run is tried once more.
      const run = await runOnce(`${app.baseUrl}${pathname}`, index).catch((error: unknown) => {
        console.log(`${pathname} run ${index} failed (${String(error).slice(0, 120)}); trying it again`);
        return runOnce(`${app.baseUrl}${pathname}`, index);
      });
      figures.push(run);
      console.log(
        `${pathname} run ${index}: score ${run.score}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, ` +
          `FCP ${Math.round(run.fcpMs)} ms, ${(run.bytes / 1024).toFixed(0)} KiB transferred, ` +
          `SEO ${run.seo}, accessibility ${run.accessibility}, best practices ${run.bestPractices}, ` +
          `host CPU benchmark ${Math.round(run.benchmarkIndex)}, LCP element "${run.lcpElement.slice(0, 40)}"`,
      );
    }
  }
} finally {
  await app.stop();
}

let allPassed = true;
for (const [pathname, figures] of figuresOf) {
  const result = {
    score: median(figures.map((run) => run.score)),
    lcpMs: median(figures.map((run) => run.lcpMs)),
    tbtMs: median(figures.map((run) => run.tbtMs)),
    seo: median(figures.map((run) => run.seo)),
    accessibility: median(figures.map((run) => run.accessibility)),
    bestPractices: median(figures.map((run) => run.bestPractices)),
  };
  const passed = {
    score: result.score >= targets.score,
    lcpMs: result.lcpMs <= targets.lcpMs,
    tbtMs: result.tbtMs <= targets.tbtMs,
  };
  if (!Object.values(passed).every(Boolean)) allPassed = false;
  console.log(
    [
      '',
      `Median of ${runs} runs, Lighthouse mobile preset (simulated slow 4G, 4x CPU), ${app.baseUrl}${pathname}, ` +
        `Accept-Language ${acceptLanguage ?? "Lighthouse's default (English)"}`,
      `  performance score  ${String(result.score).padStart(6)}     target >= ${targets.score}     ${check(passed.score)}`,
      `  LCP                ${(result.lcpMs / 1000).toFixed(2).padStart(6)} s   target <= ${targets.lcpMs / 1000} s   ${check(passed.lcpMs)}`,
      `  TBT                ${String(Math.round(result.tbtMs)).padStart(6)} ms  target <= ${targets.tbtMs} ms  ${check(passed.tbtMs)}`,
      `  SEO ${result.seo}, accessibility ${result.accessibility}, best practices ${result.bestPractices}`,
    ].join('\n'),
  );
}
process.exit(allPassed ? 0 : 1);

/**
 * First-visit weight (issues 7 and 22, web). Two figures, each against its budget:
 *
 * - **A visitor's first visit** to the public pages (`/`, `/m/data`, `/help`, `/blog/posts`, `/agency`): the server
 *   renders them (issue 22), so this starts the real app with a fresh embedded database (as the e2e run does), asks
 *   for each page as a visitor, and adds up the gzip size of the page and of every script it loads (`<script src>`,
 *   module preloads) or carries inline (structured data aside). Budget and `npm test` ceiling: 50 KiB of JavaScript.
 * - **The app's first load**, what a logged-in account's browser downloads before the app can show (its `/` is the
 *   app's home): index.html and every local file it references (entry script, modulepreloads, stylesheet, icons, web
 *   manifest), and the home route's chunk with its static imports, CSS and assets as Vite's manifest lists them.
 *
 * Builds the web app when its sources are newer than the build (the check the e2e setup uses, so `npm test` builds
 * once). Prints the files and figures and exits 1 when over; with `--ceiling` (the 'web budget' step of `npm test`)
 * the app's figure fails only above its ceiling below instead of its budget.
 *
 *   npm run bench:web-size [-- --no-build] [-- --ceiling] [-- --json] [-- --no-public]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildWebIfStale, startApp } from '../e2e/support/app-server.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const webDistDir = path.join(repoRoot, 'apps/web/dist');

/**
 * The route module of the app's `/` (apps/web/src/app/routes/public-routes.ts), relative to apps/web. Named once
 * here: it is the one thing the built files cannot tell. Today it is bundled with the entry, so the manifest has no
 * chunk of its own for it and the entry's closure covers it; should it become a lazy chunk again, its closure is
 * added. The run fails if the file is renamed.
 */
export const landingModule = 'src/app/routes/landing.tsx';

const kib = 1024;
export type Limits = { jsGzip: number; totalGzip: number };
/** The app's targets (issue 7). */
export const budget: Limits = { jsGzip: 100 * kib, totalGzip: 250 * kib };
/**
 * A visitor's first visit to any public page (issue 22): at most 50 KiB of JavaScript before they interact. The
 * ceiling `npm test` holds is the target itself: the pages are HTML from the server with no script today.
 */
export const visitorBudget: Limits = { jsGzip: 50 * kib, totalGzip: 100 * kib };
/** The public pages a visitor's first visit is measured on: the landing and one of each kind the server renders. */
export const publicPages = ['/', '/m/data', '/help', '/blog/posts', '/agency', '/pricelist/pulsa'] as const;
/**
 * What `npm test` holds the line at (`--ceiling`) while the JS target is out of reach: React, React Router, i18next
 * and TanStack Query alone weigh about 120 KiB gzip (bench/README.md). Raised from 186 to 196 KiB on 2026-11-24: the
 * seven domains merged that day (back office, agents, reseller API, notifications, referral, public site, shop, POS)
 * put their Indonesian texts and navigation entries in the first load (195.0 KiB measured, after the notification
 * count stopped pulling full zod in). Raised again to 204 KiB on the second merge of 2026-11-24 (203.1 KiB measured):
 * loans, down payments, push, media and referral texts in the Indonesian catalogue (the i18n chunk 27.1 → 29.3 KiB),
 * the shared notification texts (1.6 KiB) and chunks split out of the entry; the push renewal's client and full zod
 * (12.1 KiB) and the update bar were moved out of the first load before raising it. Raised to 208 KiB on the third
 * merge of 2026-11-24 (207.4 KiB measured): the camera scan's and live chat's few texts and buttons, the downline
 * markup and cashback pages, the shop's guest cart and report and the parcel report put their Indonesian texts in the
 * catalogue (the i18n chunk 29.3 → 31.7 KiB) and their routes and entries in the shell. Raised to 210 KiB on
 * 2026-11-24's fourth merge (209.5 KiB measured): the shared messages of the shop's gateway payment, CN23 and the
 * provider accounts, and the platform entry (the i18n chunk 31.7 → 33.4 KiB). Lowered to 207 KiB on 2026-11-24
 * (205.9 KiB measured): the notification types' texts, the shop's back-office texts, its checkout links' and its
 * collections' texts now travel with their screens (area catalogues). Held at 207 KiB on 2026-11-29 (207.0 KiB
 * measured), when a visitor's `/` became the server's page (decision 040) and this figure the logged-in app's first
 * load alone: the merged back-office settings, agent network, referral, notification and parcel changes added
 * 0.8 KiB of first-load texts and messages, and the SPK screen's texts moved to an area catalogue to stay under it.
 * That 207.0 KiB was 8 bytes over, hidden by the rounding (CI failed on it): the developer screens' texts then moved
 * to an area catalogue as well (206.3 KiB). Merges since brought it back to 206.6 KiB: the spreadsheet top-up's and
 * upload history's texts then moved to an area catalogue too (205.5 KiB; the i18n chunk 32.5 → 31.5 KiB).
 * Next step down: each area's
 * texts loaded with its routes, as the back office's are (page titles stay in the first load: the header shows them
 * before a page's chunk arrives). Lower it whenever the shell shrinks, so weight that creeps back in
 * fails a test instead of going unnoticed.
 */
export const ceiling: Limits = { jsGzip: 207 * kib, totalGzip: budget.totalGzip };

/** One chunk of `dist/.vite/manifest.json` (the fields used here). */
type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
  assets?: string[];
};
type Manifest = Record<string, ManifestChunk>;

export type SizedFile = { file: string; why: string; bytes: number; gzipBytes: number };
export type WebSizeReport = {
  files: SizedFile[];
  js: { bytes: number; gzipBytes: number };
  total: { bytes: number; gzipBytes: number };
};

/** Local paths that index.html loads: script src and link href, in document order (external URLs skipped). */
export function htmlReferences(html: string): { file: string; why: string }[] {
  const references: { file: string; why: string }[] = [];
  for (const match of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attributes = match[2] ?? '';
    const url = /\b(?:src|href)="([^"]+)"/i.exec(attributes)?.[1];
    if (!url || !url.startsWith('/') || url.startsWith('//')) continue;
    const rel = /\brel="([^"]+)"/i.exec(attributes)?.[1];
    references.push({ file: url.slice(1), why: match[1] === 'script' ? 'entry script' : (rel ?? 'link') });
  }
  return references;
}

/** The chunk of `key` and every chunk it imports statically, depth first, each once. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): ManifestChunk[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Vite's manifest has no chunk ${key}`);
  return [chunk, ...(chunk.imports ?? []).flatMap((imported) => staticClosure(manifest, imported, seen))];
}

/** Every file a first visit to `/` needs, with why, from the built index.html and Vite's manifest. */
export function landingFiles(distDir: string): { file: string; why: string }[] {
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(
      `${path.relative(repoRoot, manifestFile)} is missing: build.manifest must stay on in vite.config.ts`,
    );
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  if (!existsSync(path.join(repoRoot, 'apps/web', landingModule))) {
    throw new Error(`apps/web/${landingModule} does not exist: update landingModule in bench/web-size.ts`);
  }
  const files = new Map<string, string>([['index.html', 'document']]);
  const add = (file: string, why: string) => {
    if (!files.has(file)) files.set(file, why);
  };
  for (const reference of htmlReferences(readFileSync(path.join(distDir, 'index.html'), 'utf8'))) {
    add(reference.file, reference.why);
  }
  // The entry's closure normally matches the modulepreload links; walking it too catches a chunk Vite left out.
  const roots: (readonly [string, string])[] = Object.keys(manifest)
    .filter((key) => manifest[key]?.isEntry)
    .map((entry) => [entry, 'entry import'] as const);
  if (manifest[landingModule]) roots.push([landingModule, 'landing']);
  for (const [key, why] of roots) {
    for (const chunk of staticClosure(manifest, key)) {
      add(chunk.file, why);
      for (const css of chunk.css ?? []) add(css, `${why} css`);
      for (const asset of chunk.assets ?? []) add(asset, `${why} asset`);
    }
  }
  return [...files].map(([file, why]) => ({ file, why }));
}

/** Sizes at zlib's default level, the level Vite's build report uses, so the figures can be compared with it. */
export function measureLanding(distDir: string = webDistDir): WebSizeReport {
  const files = landingFiles(distDir).map(({ file, why }) => {
    const content = readFileSync(path.join(distDir, file));
    return { file, why, bytes: content.length, gzipBytes: gzipSync(content).length };
  });
  const sum = (list: SizedFile[]) => ({
    bytes: list.reduce((total, file) => total + file.bytes, 0),
    gzipBytes: list.reduce((total, file) => total + file.gzipBytes, 0),
  });
  return { files, js: sum(files.filter((file) => file.file.endsWith('.js'))), total: sum(files) };
}

const formatKib = (bytes: number) => `${(bytes / kib).toFixed(1)} KiB`;

function verdict(gzipBytes: number, limit: number): string {
  const over = gzipBytes - limit;
  // Under a tenth of a KiB the rounding would read "OVER by 0.0 KiB": say the bytes.
  const amount = (bytes: number) => (bytes < 0.1 * kib ? `${bytes} bytes` : formatKib(bytes));
  return over > 0 ? `OVER by ${amount(over)}` : `ok, ${amount(-over)} to spare`;
}

function limitLines(report: WebSizeReport, limits: Limits, name: string): string[] {
  return [
    `JS gzip     ${formatKib(report.js.gzipBytes).padStart(10)}  ${name} ${formatKib(limits.jsGzip)}  ${verdict(report.js.gzipBytes, limits.jsGzip)}`,
    `Total gzip  ${formatKib(report.total.gzipBytes).padStart(10)}  ${name} ${formatKib(limits.totalGzip)}  ${verdict(report.total.gzipBytes, limits.totalGzip)}`,
  ];
}

export function formatReport(report: WebSizeReport, { withCeiling = false } = {}): string {
  const lines = [`The app's first load, a logged-in account's / (apps/web/dist, gzip)`, ''];
  const width = Math.max(...report.files.map((file) => file.file.length));
  for (const file of report.files) {
    lines.push(
      `  ${file.file.padEnd(width)}  ${formatKib(file.bytes).padStart(10)}  ${formatKib(file.gzipBytes).padStart(10)}  ${file.why}`,
    );
  }
  lines.push('', ...limitLines(report, budget, 'budget '));
  if (withCeiling) lines.push(...limitLines(report, ceiling, 'ceiling'));
  return lines.join('\n');
}

export function within(report: WebSizeReport, limits: Limits): boolean {
  return report.js.gzipBytes <= limits.jsGzip && report.total.gzipBytes <= limits.totalGzip;
}

export type PublicPageReport = WebSizeReport & { path: string };

/**
 * A visitor's first visit to each public page, from the running server: the page itself, every local file it
 * references, and its inline scripts (structured data is no script that runs, and is left out).
 */
export async function measurePublicPages(
  baseUrl: string,
  paths: readonly string[] = publicPages,
): Promise<PublicPageReport[]> {
  const sized = (file: string, why: string, content: Buffer): SizedFile => ({
    file,
    why,
    bytes: content.length,
    gzipBytes: gzipSync(content).length,
  });
  const reports: PublicPageReport[] = [];
  for (const pagePath of paths) {
    const response = await fetch(new URL(pagePath, baseUrl));
    if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`);
    const html = await response.text();
    const files: SizedFile[] = [sized(pagePath, 'document', Buffer.from(html))];
    let inline = 0;
    for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      const attributes = match[1] ?? '';
      if (/\bsrc=/i.test(attributes) || /application\/ld\+json/i.test(attributes)) continue;
      inline += 1;
      files.push(sized(`${pagePath}#inline-${inline}.js`, 'inline script', Buffer.from(match[2] ?? '')));
    }
    for (const reference of htmlReferences(html)) {
      const asset = await fetch(new URL(`/${reference.file}`, baseUrl));
      if (!asset.ok) throw new Error(`${pagePath} references /${reference.file}, which answered ${asset.status}`);
      files.push(sized(reference.file, reference.why, Buffer.from(await asset.arrayBuffer())));
    }
    const sum = (list: SizedFile[]) => ({
      bytes: list.reduce((total, file) => total + file.bytes, 0),
      gzipBytes: list.reduce((total, file) => total + file.gzipBytes, 0),
    });
    reports.push({
      path: pagePath,
      files,
      js: sum(files.filter((file) => file.file.endsWith('.js'))),
      total: sum(files),
    });
  }
  return reports;
}

export function formatPublicReport(reports: readonly PublicPageReport[]): string {
  const lines = [`A visitor's first visit (pages rendered by the server, gzip)`, ''];
  for (const report of reports) {
    lines.push(
      `  ${report.path.padEnd(12)}  JS ${formatKib(report.js.gzipBytes).padStart(9)}  in all ${formatKib(report.total.gzipBytes).padStart(9)}  ` +
        `(${report.files.map((file) => file.why).join(', ')})`,
    );
  }
  const heaviest = reports.reduce((worst, report) => (report.js.gzipBytes > worst.js.gzipBytes ? report : worst));
  lines.push('', ...limitLines(heaviest, visitorBudget, 'budget '));
  return lines.join('\n');
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  if (!args.includes('--no-build')) buildWebIfStale((line) => console.log(line.replace(/^e2e: /, '')));
  const withCeiling = args.includes('--ceiling');
  const report = measureLanding();
  let visitor: PublicPageReport[] | null = null;
  if (!args.includes('--no-public')) {
    const app = await startApp(() => undefined, { name: 'web-size' });
    try {
      visitor = await measurePublicPages(app.baseUrl);
    } finally {
      await app.stop();
    }
  }
  console.log(
    args.includes('--json')
      ? JSON.stringify({ app: report, budget, ceiling, visitor, visitorBudget }, null, 2)
      : [formatReport(report, { withCeiling }), ...(visitor ? ['', formatPublicReport(visitor)] : [])].join('\n'),
  );
  const visitorOk = visitor === null || visitor.every((page) => within(page, visitorBudget));
  process.exit(within(report, withCeiling ? ceiling : budget) && visitorOk ? 0 : 1);
}

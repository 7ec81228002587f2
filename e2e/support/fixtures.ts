// The `test` every spec imports: Playwright's, with the app's address as baseURL and a console watch that fails
// the test on any console error or uncaught page error in its browser context.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { artifactsDir } from './app-server.ts';

export { expect };

export type ConsoleWatch = {
  /** Every console error and uncaught page error seen so far. */
  readonly errors: readonly string[];
  /** Tolerate errors matching this pattern for the rest of the test (say why at the call site). */
  allow(pattern: RegExp): void;
  /** Throws when an error not allowed was seen. */
  assertClean(): void;
};

/** Collects console errors and page errors from every page of a browser context. */
export function watchConsole(context: BrowserContext): ConsoleWatch {
  const errors: string[] = [];
  const allowed: RegExp[] = [];
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url, lineNumber } = message.location();
    errors.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
  });
  context.on('weberror', (webError) => errors.push(`page error: ${webError.error().message}`));
  return {
    errors,
    allow: (pattern) => void allowed.push(pattern),
    assertClean: () => {
      const unexpected = errors.filter((error) => !allowed.some((pattern) => pattern.test(error)));
      if (unexpected.length > 0) {
        throw new Error(`${unexpected.length} console error(s) in the browser:\n  ${unexpected.join('\n  ')}`);
      }
    },
  };
}

/** The server under test; `host` swaps the host name (the demo tenants are `localhost` and `127.0.0.1`). */
export function appUrl(pathname = '/', host?: string): string {
  const base = process.env.KONTER_E2E_BASE_URL;
  if (!base) throw new Error('KONTER_E2E_BASE_URL is not set: run the suite with `npm run test:e2e`.');
  const url = new URL(pathname, base);
  if (host) url.hostname = host;
  return url.toString();
}

/** A further browser context (another locale, another tenant) watched like the default one. */
export async function newWatchedContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page; consoleWatch: ConsoleWatch }> {
  const context = await browser.newContext(options);
  const consoleWatch = watchConsole(context);
  const page = await context.newPage();
  return { context, page, consoleWatch };
}

/** Writes a full-page PNG to .artifacts/screenshots/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = path.join(artifactsDir, 'screenshots');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name.replace(/[^a-zA-Z0-9._-]+/g, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

export const test = base.extend<{ consoleWatch: ConsoleWatch }>({
  baseURL: async ({ baseURL }, use) => {
    await use(process.env.KONTER_E2E_BASE_URL ?? baseURL);
  },
  consoleWatch: [
    async ({ context }, use) => {
      const watch = watchConsole(context);
      await use(watch);
      watch.assertClean();
    },
    { auto: true },
  ],
});

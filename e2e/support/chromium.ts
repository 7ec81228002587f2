import { existsSync } from 'node:fs';

/**
 * The system Chromium (Debian's package: no browser download) and the headless flags shared by the e2e run and the
 * Lighthouse benchmark: no background traffic, updates or first-run pages that would land in a test or a trace.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const headlessShellPath = '/usr/bin/chromium-headless-shell';

/**
 * The browser the journeys run in: Chromium's headless shell when it is installed (Debian's `chromium-headless-shell`,
 * the same Blink without the full browser around it, on less CPU: decision 048), else the full Chromium.
 * CHROMIUM_PATH chooses one for both.
 */
export const e2eBrowserPath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShellPath) ? headlessShellPath : chromiumPath);

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The journeys' flags: the shared ones, and no QUIC (the app is plain HTTP on loopback). */
export const e2eBrowserArgs = [...chromiumFlags, '--disable-quic'];

/**
 * Launch options for a journey that needs what the headless shell lacks: a (fake) camera, or the notification
 * permission, which the shell always denies. `test.use({ launchOptions: fullChromium([...]) })`.
 */
export function fullChromium(extraArgs: string[] = []) {
  return { executablePath: chromiumPath, args: [...e2eBrowserArgs, ...extraArgs] };
}

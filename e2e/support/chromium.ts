/**
 * The system Chromium (Debian's package: no browser download) and the headless flags shared by the e2e run and the
 * Lighthouse benchmark: no background traffic, updates or first-run pages that would land in a test or a trace.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

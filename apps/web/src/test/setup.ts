import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// The web project's files share one window per worker (isolate: false in vite.config.ts), and this file runs again
// before each of them: each starts as a fresh page would, with empty storage, no cookies, an empty document, a bare
// <html> (no language or display settings of an earlier file's account) and the address the window opened at.
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
document.body.replaceChildren();
document.head.replaceChildren();
for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
history.replaceState(null, '', '/');

// findBy… and waitFor wait up to 5 s, not Testing Library's 1 s: a page test renders the whole lazy route, which on a
// busy 2-core machine (the full suite beside other work) took longer than a second and failed tests that were right.
configure({ asyncUtilTimeout: 5_000 });

// A logged-in app opens the account's realtime channel. Tests get none unless they give one
// (`vi.stubGlobal('EventSource', FakeEventSource)`): without it the channel would ask the real network.
beforeEach(() => {
  vi.stubGlobal('EventSource', undefined);
});

// Testing Library only auto-cleans when test globals are on; the project keeps them off.
afterEach(() => {
  cleanup();
});

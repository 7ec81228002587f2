import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// A logged-in app opens the account's realtime channel. Tests get none unless they give one
// (`vi.stubGlobal('EventSource', FakeEventSource)`): without it the channel would ask the real network.
beforeEach(() => {
  vi.stubGlobal('EventSource', undefined);
});

// Testing Library only auto-cleans when test globals are on; the project keeps them off.
afterEach(() => {
  cleanup();
});

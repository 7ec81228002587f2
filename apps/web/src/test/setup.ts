import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library only auto-cleans when test globals are on; the project keeps them off.
afterEach(() => {
  cleanup();
});

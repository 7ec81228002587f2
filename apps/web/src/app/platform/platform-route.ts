import type { RouteObject } from 'react-router';

/** `/platform`: the platform owner's screen (decision 034), its own lazy chunk outside the member app's budget. */
export const platformRoute: RouteObject = {
  id: 'platform',
  path: '/platform',
  lazy: async () => ({ Component: (await import('./platform-layout.tsx')).PlatformLayout }),
};

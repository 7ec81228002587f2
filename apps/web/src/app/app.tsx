import { RouterProvider } from 'react-router';
import type { i18n as I18n } from 'i18next';
import type { PageState } from '@konter/shared/contracts/site';
import { AppProviders } from './providers.tsx';
import type { createAppRouter } from './router.tsx';

export function App({
  pageState,
  i18n,
  router,
}: {
  pageState: PageState;
  i18n: I18n;
  router: ReturnType<typeof createAppRouter>;
}) {
  return (
    <AppProviders i18n={i18n} preferences={pageState.preferences}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

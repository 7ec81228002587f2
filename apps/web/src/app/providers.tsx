import type { ReactNode } from 'react';
import { useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { SitePreferences } from '@konter/shared/contracts/site';
import { isApiError } from '../lib/api-client.ts';
import { SitePreferencesProvider } from '../lib/site-preferences.tsx';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will fail again; only network trouble and 5xx are worth a retry.
        retry: (failureCount, error) =>
          failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

export function AppProviders({
  i18n,
  preferences,
  children,
}: {
  i18n: I18n;
  preferences: SitePreferences;
  children: ReactNode;
}) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <SitePreferencesProvider value={preferences}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </SitePreferencesProvider>
    </I18nextProvider>
  );
}

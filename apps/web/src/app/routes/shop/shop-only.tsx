import type { ReactNode } from 'react';
import { useSitePreferences } from '../../../lib/site-preferences.tsx';
import { NotFoundPage } from '../not-found.tsx';

/** PLT-10: where the tenant's shop is off, its pages are not there (the API refuses them too). */
export function ShopOnly({ children }: { children: ReactNode }) {
  return useSitePreferences().features.shop ? children : <NotFoundPage />;
}

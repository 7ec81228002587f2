import { createAreaCatalogue } from '../../lib/area-catalogue.ts';
import { developerEn } from '../../locales/developer/en.ts';
import { developerId } from '../../locales/developer/id.ts';
import { developerZh } from '../../locales/developer/zh.ts';

/**
 * The developer screens' texts (DEV-01, DEV-02) in their own chunks: only the reseller's `/account/developer` and the
 * admin's IP list read them, and the app's first-load budget has no room for them.
 */
export const { useAreaText: useDeveloperText } = createAreaCatalogue(
  { id: developerId, en: developerEn, zh: developerZh },
  'developer.intro',
);

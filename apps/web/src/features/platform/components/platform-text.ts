import { useTranslation } from 'react-i18next';
import type { Locale } from '@konter/shared/i18n/locales';
import { currentLocale } from '../../../lib/i18n.ts';
import type { AdminMessageKey } from '../../../locales/admin/id.ts';

export type PlatformT = (key: AdminMessageKey, params?: Record<string, string | number>) => string;

/** The platform screen's texts: keys of the back office's catalogue (locales/admin), loaded with the screen. */
export function usePlatformText(): { t: PlatformT; locale: Locale } {
  const { t, i18n } = useTranslation();
  return { t: (key, params) => t(key, params ?? {}), locale: currentLocale(i18n) };
}

import { useTranslation } from 'react-i18next';
import type { Locale } from '@konter/shared/i18n/locales';
import { currentLocale } from '../../../lib/i18n.ts';
import type { AdminMessageKey } from '../../../locales/admin/id.ts';

export type AdminT = (key: AdminMessageKey, params?: Record<string, string | number>) => string;

/** The back office's texts (typed by their own catalogue, loaded with the admin area) and the reader's language. */
export function useAdminText(): { t: AdminT; locale: Locale; has: (key: string) => boolean } {
  const { t, i18n } = useTranslation();
  return {
    t: (key, params) => t(key, params ?? {}),
    locale: currentLocale(i18n),
    has: (key) => i18n.exists(key),
  };
}

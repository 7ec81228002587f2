import type { i18n as I18n } from 'i18next';
import type { Locale } from '@konter/shared/i18n/locales';
import { isLocale } from '@konter/shared/i18n/locales';
import { adminEn } from '../../locales/admin/en.ts';
import { adminId } from '../../locales/admin/id.ts';
import { adminZh } from '../../locales/admin/zh.ts';

const catalogues: Record<Locale, Record<string, string>> = { id: adminId, en: adminEn, zh: adminZh };

/**
 * Adds the back office's texts to a language already loaded: they travel in the admin area's chunk, never in the
 * main bundle. A language not loaded yet is left alone (adding to it would make the app think it was loaded); the
 * admin layout calls this again when the language changes, after the app has loaded it.
 */
export function addAdminCatalogue(i18n: I18n, language: string): boolean {
  if (!isLocale(language) || !i18n.hasResourceBundle(language, 'translation')) return false;
  if (i18n.getResource(language, 'translation', 'admin.title') !== undefined) return false;
  i18n.addResources(language, 'translation', catalogues[language]);
  return true;
}

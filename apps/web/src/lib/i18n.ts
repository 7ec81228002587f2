import type { i18n as I18n } from 'i18next';
import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@konter/shared/i18n/locales';
import { defaultLocale, isLocale, locales } from '@konter/shared/i18n/locales';
import { idMessages } from '@konter/shared/i18n/messages-id';
import type { WebCatalogue } from '../locales/id.ts';
import { id } from '../locales/id.ts';
import type { CookieJar } from './cookies.ts';
import { readCookie, writeCookie } from './cookies.ts';
import type { KeyValueStorage } from './storage.ts';

/** Cookie the server reads to render the page in the chosen language (`<html lang>`, title, messages). */
export const localeCookieName = 'konter_locale';
export const localeStorageKey = 'locale';

/** Shared error/validation messages first, so a web key with the same name wins deliberately, not by accident. */
function mergeCatalogues(shared: Record<string, string>, web: WebCatalogue): Record<string, string> {
  return { ...shared, ...web };
}

/**
 * Indonesian ships in the main bundle (default and fallback); English and Chinese, the shared messages as well as
 * the web's own texts, are separate chunks fetched when chosen, so the catalogues of languages nobody on this device
 * reads do not weigh on every page load.
 */
const catalogueLoaders: Record<Locale, () => Promise<Record<string, string>>> = {
  id: async () => mergeCatalogues(idMessages, id),
  en: async () => {
    const [shared, web] = await Promise.all([import('@konter/shared/i18n/messages-en'), import('../locales/en.ts')]);
    return mergeCatalogues(shared.enMessages, web.en);
  },
  zh: async () => {
    const [shared, web] = await Promise.all([import('@konter/shared/i18n/messages-zh'), import('../locales/zh.ts')]);
    return mergeCatalogues(shared.zhMessages, web.zh);
  },
};

export async function loadCatalogue(locale: Locale): Promise<Record<string, string>> {
  return catalogueLoaders[locale]();
}

/** Makes sure a language's texts are in the instance before switching to it. */
export async function ensureLocaleLoaded(i18n: I18n, locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'translation')) return;
  i18n.addResourceBundle(locale, 'translation', await loadCatalogue(locale), true, true);
}

/** Switches the instance's language, loading its texts first. */
export async function changeLanguage(i18n: I18n, locale: Locale): Promise<void> {
  await ensureLocaleLoaded(i18n, locale);
  await i18n.changeLanguage(locale);
}

export function createI18n(locale: Locale = defaultLocale): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: defaultLocale,
    supportedLngs: [...locales],
    // Only the default language up front; others arrive through changeLanguage.
    resources: { [defaultLocale]: { translation: mergeCatalogues(idMessages, id) } },
    partialBundledLanguages: true,
    // Flat keys such as 'validation.required' and '{field}' placeholders, as in the shared catalogue.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

/** The language chosen before (storage, then the cookie the server also reads), or null. */
export function readSavedLocale(storage: KeyValueStorage, jar: CookieJar = document): Locale | null {
  const stored = storage.getItem(localeStorageKey);
  if (isLocale(stored)) return stored;
  const cookie = readCookie(localeCookieName, jar);
  return isLocale(cookie) ? cookie : null;
}

/** A person's own choice beats the tenant's default language, which beats the app default. */
export function resolveInitialLocale(saved: Locale | null, tenantLocale: Locale | null | undefined): Locale {
  return saved ?? tenantLocale ?? defaultLocale;
}

/** Switches the language everywhere it shows: i18next, `<html lang>`, storage and the server's cookie. */
export async function switchLocale(
  locale: Locale,
  {
    i18n,
    storage,
    jar = document,
    root = document.documentElement,
  }: { i18n: I18n; storage: KeyValueStorage; jar?: CookieJar; root?: HTMLElement },
): Promise<void> {
  storage.setItem(localeStorageKey, locale);
  writeCookie(localeCookieName, locale, { jar });
  await changeLanguage(i18n, locale);
  root.lang = locale;
}

/** Current language of an instance as a supported locale. */
export function currentLocale(i18n: I18n): Locale {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(language) ? language : defaultLocale;
}

/** The app's one instance; boot switches it to the resolved language before the first render. */
export const appI18n = createI18n();

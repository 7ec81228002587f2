import type { i18n as I18n } from 'i18next';
import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@konter/shared/i18n/locales';
import { isLocale } from '@konter/shared/i18n/locales';

export type AreaT<K extends string> = (key: K, params?: Record<string, string | number>) => string;

/**
 * The texts of an area that travel in its own chunk, never in the main bundle (the landing's budget,
 * bench/web-size.ts): added to a language already loaded, once, and again to each language chosen later. A language
 * not loaded yet is left alone (adding to it would make the app think it was loaded). `probe` is a key of the area
 * that tells whether its texts are in.
 */
export function createAreaCatalogue<K extends string>(
  catalogues: Record<Locale, Record<K, string>>,
  probe: NoInfer<K>,
) {
  const add = (i18n: I18n, language: string): boolean => {
    if (!isLocale(language) || !i18n.hasResourceBundle(language, 'translation')) return false;
    if (i18n.getResource(language, 'translation', probe) !== undefined) return false;
    i18n.addResources(language, 'translation', catalogues[language]);
    return true;
  };
  /** The area's texts for the language shown now; `t` reads only its keys. */
  const useAreaText = (): { t: AreaT<K> } => {
    const { t, i18n } = useTranslation();
    const [, rerender] = useReducer((count: number) => count + 1, 0);
    // During render, so the first paint already reads the texts.
    add(i18n, i18n.language);
    useEffect(() => {
      const onChange = (language: string) => {
        if (add(i18n, language)) rerender();
      };
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    }, [i18n]);
    return { t: (key, params) => t(key as string, params ?? {}) };
  };
  return { add, useAreaText };
}

import type { i18n as I18n } from 'i18next';
import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@konter/shared/i18n/locales';
import { isLocale } from '@konter/shared/i18n/locales';
import { mediaEn } from '../../locales/media/en.ts';
import type { MediaMessageKey } from '../../locales/media/id.ts';
import { mediaId } from '../../locales/media/id.ts';
import { mediaZh } from '../../locales/media/zh.ts';

const catalogues: Record<Locale, Record<string, string>> = { id: mediaId, en: mediaEn, zh: mediaZh };

/**
 * Adds the image maker's texts to a language already loaded: they travel in this feature's chunk, never in the main
 * bundle (the back office's catalogue does the same). A language not loaded yet is left alone.
 */
export function addMediaCatalogue(i18n: I18n, language: string): boolean {
  if (!isLocale(language) || !i18n.hasResourceBundle(language, 'translation')) return false;
  if (i18n.getResource(language, 'translation', 'media.intro') !== undefined) return false;
  i18n.addResources(language, 'translation', catalogues[language]);
  return true;
}

export type MediaT = (key: MediaMessageKey, params?: Record<string, string | number>) => string;

/** The texts in the instance for the language shown now and each one chosen later; `t` reads only them. */
export function useMediaText(): { t: MediaT } {
  const { t, i18n } = useTranslation();
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  // During render, so the first paint already reads the texts.
  addMediaCatalogue(i18n, i18n.language);
  useEffect(() => {
    const onChange = (language: string) => {
      if (addMediaCatalogue(i18n, language)) rerender();
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n]);
  return { t: (key, params) => t(key, params ?? {}) };
}

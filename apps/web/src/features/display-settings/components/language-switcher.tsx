import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@konter/shared/i18n/locales';
import { isLocale, locales } from '@konter/shared/i18n/locales';
import { Icon } from '../../../components/ui/icon.tsx';
import { currentLocale, switchLocale } from '../../../lib/i18n.ts';
import { getAppStorage } from '../../../lib/storage.ts';

const labels: Record<Locale, 'language.id' | 'language.en' | 'language.zh'> = {
  id: 'language.id',
  en: 'language.en',
  zh: 'language.zh',
};

/**
 * A native select: on cheap Android phones it opens the system picker, which is large, fast and accessible. The
 * choice is kept in storage and in the cookie the server reads (PLT-09).
 */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const value = currentLocale(i18n);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className={compact ? 'sr-only' : 'text-sm font-medium text-slate-700'}>
        {t('language.label')}
      </label>
      <div className="relative">
        {compact && (
          <Icon
            name="globe"
            className="pointer-events-none absolute top-1/2 left-1/2 size-5 -translate-x-1/2 -translate-y-1/2 sm:left-2 sm:size-4 sm:translate-x-0"
          />
        )}
        <select
          id={id}
          value={value}
          onChange={(event) => {
            const next = event.target.value;
            if (isLocale(next)) void switchLocale(next, { i18n, storage: getAppStorage() });
          }}
          className={`min-h-11 cursor-pointer appearance-none rounded-lg border text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 ${
            compact
              ? // On a phone only the globe shows (the brand name needs the room); the open list names every language.
                'w-11 border-white/30 bg-white/10 py-2 text-transparent focus-visible:outline-white sm:w-auto sm:pr-2 sm:pl-7 sm:text-current'
              : 'border-slate-300 bg-white py-2 pr-9 pl-3 text-slate-900 focus-visible:outline-brand'
          }`}
        >
          {locales.map((locale) => (
            <option key={locale} value={locale} className="text-slate-900">
              {compact ? locale.toUpperCase() : t(labels[locale])}
            </option>
          ))}
        </select>
        {!compact && (
          <Icon
            name="back"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 -rotate-90 text-slate-500"
          />
        )}
      </div>
    </div>
  );
}

import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { addAdminCatalogue } from './admin-catalogue.ts';

/*
 * What the back office (/admin) and the platform owner's screen (/platform) share around their pages: the admin
 * texts, the wait for the account, and the refusal for an account the area is not for.
 */

/** The admin texts in the i18n instance, for the language shown now and each one chosen later. */
export function useAdminCatalogue(): void {
  const { i18n } = useTranslation();
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  // During render, so the first paint already reads the texts (the languages loaded are known synchronously).
  addAdminCatalogue(i18n, i18n.language);
  useEffect(() => {
    const onChange = (language: string) => {
      if (addAdminCatalogue(i18n, language)) rerender();
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n]);
}

/** While the account loads. */
export function AreaLoading({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-3 text-slate-600">
      <Spinner />
      <span className="text-sm">{label}</span>
    </div>
  );
}

/** Said to an account the area is not for (the API refuses it too), with the way back to the app. */
export function AreaForbidden({ title, body, back }: { title: string; body: string; back: string }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 px-4 py-10 lg:px-8">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="text-slate-700">{body}</p>
      <Link to="/" className="font-semibold text-brand underline">
        {back}
      </Link>
    </div>
  );
}

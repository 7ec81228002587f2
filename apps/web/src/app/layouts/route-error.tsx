import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icon.tsx';

/**
 * Shown when a page fails to load, most often a lazy chunk that a newer deploy removed: reloading fetches the new
 * index.html and its chunks.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <div className="mx-auto flex min-h-[60dvh] max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600">
        <Icon name="alert" className="size-7" />
      </span>
      <h1 className="text-xl font-bold text-slate-900">{t('app.route_error_title')}</h1>
      <p className="text-slate-600">{t('app.route_error_body')}</p>
      <Button onClick={() => window.location.reload()}>{t('app.reload')}</Button>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner.tsx';

/** The first paint while the initial page chunk loads. */
export function AppLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-3 text-slate-600" role="status">
      <Spinner />
      <span className="text-sm">{t('app.loading')}</span>
    </div>
  );
}

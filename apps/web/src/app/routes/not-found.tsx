import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icon.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex min-h-[55dvh] max-w-md flex-col items-center justify-center gap-4 px-6 py-10 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand/10 text-brand">
        <Icon name="help" className="size-8" />
      </span>
      <p className="text-sm font-semibold tracking-widest text-brand">404</p>
      <h1 className="text-2xl font-bold text-slate-900">{t('not_found.title')}</h1>
      <p className="text-slate-600">{t('not_found.body')}</p>
      <ButtonLink to="/">
        <Icon name="home" className="size-5" />
        {t('not_found.home')}
      </ButtonLink>
    </div>
  );
}

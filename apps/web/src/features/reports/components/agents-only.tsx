import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { reportScreenPaths } from '../paths.ts';

/**
 * What an account that may not have agents (a member) reads on the agents' report, opened from a link or typed:
 * who the report is for, and the way to its own report, instead of a report that "failed to load".
 */
export function AgentsOnlyNotice() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="agents-only-title"
      className="flex flex-col items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-950"
      data-testid="agents-only"
    >
      <Icon name="alert" className="size-7 text-amber-700" />
      <h2 id="agents-only-title" className="text-lg font-bold">
        {t('reports.agents_only_title')}
      </h2>
      <p className="leading-relaxed">{t('reports.agents_only')}</p>
      <ButtonLink to={reportScreenPaths.prabayar} variant="secondary">
        {t('reports.agents_only_back')}
      </ButtonLink>
    </section>
  );
}

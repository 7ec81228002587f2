import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { RefusalNotice } from '../../../components/ui/refusal-notice.tsx';
import { reportScreenPaths } from '../paths.ts';

/**
 * What an account that may not have agents (a member) reads on the agents' report, opened from a link or typed:
 * who the report is for, and the way to its own report, instead of a report that "failed to load".
 */
export function AgentsOnlyNotice() {
  const { t } = useTranslation();
  return (
    <RefusalNotice
      title={t('reports.agents_only_title')}
      testId="agents-only"
      action={
        <ButtonLink to={reportScreenPaths.prabayar} variant="secondary">
          {t('reports.agents_only_back')}
        </ButtonLink>
      }
    >
      {t('reports.agents_only')}
    </RefusalNotice>
  );
}

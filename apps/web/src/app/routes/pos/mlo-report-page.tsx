import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { LoadingText, PageFrame } from '../../../components/ui/page-frame.tsx';
import { RefusalNotice } from '../../../components/ui/refusal-notice.tsx';
import { useMloAccess } from '../../../features/logistics/api/access.ts';

/**
 * A report of the report centre that only an MLO agent reads (RPT-01, MLO-06, MLO-04); anybody else reads the
 * permission message of MLO-01 with the way back to the report centre.
 */
export function MloReportPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const access = useMloAccess();
  if (!access.data) return <LoadingText label={t('pos.loading')} />;
  if (!access.data.is_agen_mlo) {
    return (
      <PageFrame title={title}>
        <RefusalNotice
          title={t('pos.forbidden')}
          testId="mlo-forbidden"
          action={
            <ButtonLink to="/report" variant="secondary">
              {t('reports.title.centre')}
            </ButtonLink>
          }
        >
          {t('pos.forbidden_body')}
        </RefusalNotice>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title} description={description} width="wide">
      {children}
    </PageFrame>
  );
}

import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { DeveloperScreen } from '../../../features/developer/components/developer-screen.tsx';

/** The reseller API's documentation, served by the server (docs/reseller-api.md). */
export const resellerDocsUrl = '/developer/docs';

/** `/account/developer` (§2, DEV-01, DEV-02). */
export function DeveloperPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('developer.title')}>
      <DeveloperScreen docsUrl={resellerDocsUrl} />
    </PageFrame>
  );
}

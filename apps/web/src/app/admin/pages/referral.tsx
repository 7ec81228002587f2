import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { AdminReferral } from '../../../features/referral/components/admin-referral.tsx';

/** `/admin/referral` in the back office's shell. */
export function AdminReferralPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('ref.title.admin')} width="wide">
      <AdminReferral />
    </PageFrame>
  );
}

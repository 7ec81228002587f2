import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/ui/page-frame.tsx';
import { AdminReferral } from '../../features/referral/components/admin-referral.tsx';

/** `/admin/referral`: affiliates to verify, commission settings and payouts (moved under the admin shell later). */
export function AdminReferralPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('ref.title.admin')} width="wide">
      <AdminReferral />
    </PageFrame>
  );
}

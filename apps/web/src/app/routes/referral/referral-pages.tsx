import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { AffiliateView } from '../../../features/referral/components/affiliate-view.tsx';
import { CommissionView } from '../../../features/referral/components/commission-view.tsx';
import { InviteByEmail } from '../../../features/referral/components/invite-by-email.tsx';
import { ReferralCodeView } from '../../../features/referral/components/referral-code-view.tsx';
import { ReferralTabs } from '../../../features/referral/components/referral-tabs.tsx';

/** `/account/referral/code` (REF-01). */
export function ReferralCodePage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('ref.title.code')} description={t('ref.intro')} nav={<ReferralTabs />} compact>
      <ReferralCodeView />
    </PageFrame>
  );
}

/** `/account/referral/email` (REF-01). */
export function ReferralEmailPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('ref.title.email')} nav={<ReferralTabs />} compact>
      <InviteByEmail />
    </PageFrame>
  );
}

/** `/account/referral/affiliate` (REF-02, REF-03). */
export function AffiliatePage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('ref.title.affiliate')} nav={<ReferralTabs />} compact>
      <AffiliateView />
    </PageFrame>
  );
}

/** `/account/referral/commission` (REF-04). */
export function CommissionPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('ref.title.commission')} nav={<ReferralTabs />} compact width="wide">
      <CommissionView />
    </PageFrame>
  );
}

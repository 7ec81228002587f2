import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { AgentCenterNav, AgentCenterState } from '../../../features/agents/components/agent-center-nav.tsx';
import { useAgentCenterReferral } from '../../../features/referral/api/agent-center-referral.ts';
import { AgentCenterRegistrations } from '../../../features/referral/components/agent-center-registrations.tsx';
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

/** The Agent Center's frame of its referral pages: masters only (AGT-02), the refusal in the spec's words otherwise. */
function AgentCenterReferralFrame({
  title,
  children,
}: {
  title: string;
  children: (data: NonNullable<ReturnType<typeof useAgentCenterReferral>['data']>) => ReactNode;
}) {
  const { t } = useTranslation();
  const access = useAgentCenterReferral();
  return (
    <PageFrame title={title} description={t('ref.agent_center_intro')} nav={<AgentCenterNav />} compact>
      {access.data ? (
        <>
          <ReferralTabs area="agent-center" />
          {children(access.data)}
        </>
      ) : (
        <AgentCenterState error={access.error} />
      )}
    </PageFrame>
  );
}

/** `/agent-center/referral/code` (NAV-12, REF-01): the master's link and counts, and who registered with it. */
export function AgentCenterReferralCodePage() {
  const { t } = useTranslation();
  return (
    <AgentCenterReferralFrame title={t('ref.title.agent_center')}>
      {(data) => (
        <>
          <ReferralCodeView />
          <AgentCenterRegistrations data={data} />
        </>
      )}
    </AgentCenterReferralFrame>
  );
}

/** `/agent-center/referral/email` (NAV-12, REF-01): invitations by e-mail from the Agent Center. */
export function AgentCenterReferralEmailPage() {
  const { t } = useTranslation();
  return (
    <AgentCenterReferralFrame title={t('ref.title.agent_center_email')}>
      {() => <InviteByEmail />}
    </AgentCenterReferralFrame>
  );
}

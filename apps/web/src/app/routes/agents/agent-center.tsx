import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Card, PageFrame } from '../../../components/ui/page-frame.tsx';
import { AgentCenterDashboardView } from '../../../features/agents/components/agent-center-dashboard.tsx';
import { AgentCenterNav } from '../../../features/agents/components/agent-center-nav.tsx';
import { BecomeAgent } from '../../../features/agents/components/become-agent.tsx';
import { DownlineDetailView } from '../../../features/agents/components/downline-detail.tsx';
import { DownlineList } from '../../../features/agents/components/downline-list.tsx';
import { RegisterAgentForm } from '../../../features/agents/components/register-agent-form.tsx';

/** `/agent-center/dashboard` (AGT-02, AGT-05). */
export function AgentCenterDashboardPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('agents.title.center')} description={t('agents.center_intro')} nav={<AgentCenterNav />} compact>
      <AgentCenterDashboardView />
    </PageFrame>
  );
}

/** `/account/list-agent` (AGT-01): an agent's or a master's own downline. */
export function AccountAgentListPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('agents.title.list')}>
      <DownlineList />
    </PageFrame>
  );
}

/** `/agent-center/list-agent` (AGT-05). */
export function AgentListPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('agents.title.list')} nav={<AgentCenterNav />} compact>
      <DownlineList />
    </PageFrame>
  );
}

/** `/agent-center/list-agent/:id` (AGT-05). */
export function AgentDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <PageFrame title={t('agents.title.detail')}>
      <DownlineDetailView id={id} />
    </PageFrame>
  );
}

/** `/agent-center/agent`: register an agent (AGT-05). */
export function RegisterAgentPage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('agents.title.register')}
      description={t('agents.register_intro')}
      nav={<AgentCenterNav />}
      compact
    >
      <Card>
        <RegisterAgentForm />
      </Card>
    </PageFrame>
  );
}

/** `/account/agent`: become an agent (AGT-01). */
export function BecomeAgentPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('agents.title.become')}>
      <Card>
        <BecomeAgent />
      </Card>
    </PageFrame>
  );
}

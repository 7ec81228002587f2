import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { AdminAgentApplications } from '../../../features/agents/components/admin-agent-applications.tsx';
import { AdminPromotions } from '../../../features/agents/components/admin-promotions.tsx';

/** `/admin/agents` in the back office's shell: agent applications (AGT-01) and masters to promote (AGT-03). */
export function AdminAgentsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('agents.title.admin')} description={t('agents.admin_intro')}>
      <section className="flex flex-col gap-3" aria-labelledby="agent-applications">
        <h2 id="agent-applications" className="text-lg font-bold text-slate-900">
          {t('agents.applications')}
        </h2>
        <AdminAgentApplications />
      </section>
      <AdminPromotions />
    </PageFrame>
  );
}

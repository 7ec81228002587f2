import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { LoadingText } from '../../../components/ui/page-frame.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { notices } from '../../../lib/notices.ts';
import { useAgentStatus } from '../api/agent-status.ts';
import { useApplyAgent } from '../api/apply-agent.ts';
import { roleLabel } from './downline-list.tsx';

/** AGT-01 `/account/agent`: a member applies to become an agent; an agent or master is shown the way on. */
export function BecomeAgent() {
  const { t } = useTranslation();
  const status = useAgentStatus();
  const apply = useApplyAgent();
  if (!status.data) {
    return <LoadingText label={status.error ? t('agents.load_failed') : t('agents.loading')} />;
  }
  const { role, application } = status.data;
  if (role !== 'member') {
    const master = role === 'master' || role === 'admin';
    return (
      <div className="flex flex-col gap-3" data-testid="agent-status">
        <p className="text-slate-800">{t('agents.already', { role: t(roleLabel(role)) })}</p>
        <ButtonLink to={master ? '/agent-center/dashboard' : '/account/list-agent'} className="self-start">
          {master ? t('agents.open_center') : t('agents.open_list')}
        </ButtonLink>
      </div>
    );
  }
  if (application?.status === 'pending') {
    return (
      <p className="rounded-xl bg-amber-50 p-4 text-amber-950" data-testid="agent-status">
        {t('agents.become_pending')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="leading-relaxed text-slate-700">{t('agents.become_intro')}</p>
      {application?.status === 'rejected' && <InlineNotice kind="warning">{t('agents.become_rejected')}</InlineNotice>}
      <Button
        type="button"
        className="w-full sm:w-auto sm:self-start"
        disabled={apply.isPending}
        data-testid="apply-agent"
        onClick={() =>
          apply.mutate(undefined, {
            onSuccess: ({ message }) => notices.showSnackbar('success', message),
            onError: (error) => {
              if (isApiError(error)) notices.showSnackbar('error', error.message);
            },
          })
        }
      >
        {t('agents.become_submit')}
      </Button>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { isLocale } from '@konter/shared/i18n/locales';
import { Button } from '../../../components/ui/button.tsx';
import { Card, LoadingText } from '../../../components/ui/page-frame.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatJakartaDateTime, formatPhone } from '../../../lib/format.ts';
import { notices } from '../../../lib/notices.ts';
import { useApplications } from '../api/admin-applications.ts';
import { useDecideApplication } from '../api/decide-application.ts';

/** AGT-01, admin: the pending agent applications, approved or rejected with one click each. */
export function AdminAgentApplications() {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'id';
  const applications = useApplications();
  const decide = useDecideApplication();
  if (!applications.data) {
    const message = isApiError(applications.error) ? applications.error.message : null;
    return <LoadingText label={message ?? t('agents.loading')} />;
  }
  if (applications.data.length === 0)
    return <p className="py-8 text-center text-slate-500">{t('agents.admin_empty')}</p>;
  return (
    <ul className="flex flex-col gap-3" data-testid="agent-applications">
      {applications.data.map((application) => (
        <li key={application.id}>
          <Card className="flex flex-col gap-2">
            <p className="font-semibold text-slate-900">{application.name}</p>
            <p className="text-sm text-slate-600">
              {formatPhone(application.phone)}
              {application.upline_name ? ` · ${t('agents.upline', { name: application.upline_name })}` : ''}
            </p>
            <p className="text-xs text-slate-500">
              {t('agents.applied_at', { time: formatJakartaDateTime(application.created_at, locale) ?? '' })}
            </p>
            <div className="flex gap-2">
              {(['approve', 'reject'] as const).map((decision) => (
                <Button
                  key={decision}
                  type="button"
                  variant={decision === 'approve' ? 'primary' : 'secondary'}
                  disabled={decide.isPending}
                  onClick={() =>
                    decide.mutate(
                      { id: application.id, decision },
                      {
                        onError: (error) => {
                          if (isApiError(error)) notices.showSnackbar('error', error.message);
                        },
                      },
                    )
                  }
                >
                  {t(decision === 'approve' ? 'agents.approve' : 'agents.reject')}
                </Button>
              ))}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

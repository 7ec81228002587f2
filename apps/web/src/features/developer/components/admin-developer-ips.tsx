import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card, LoadingText } from '../../../components/ui/page-frame.tsx';
import { useAdminIps, useDecideIp } from '../api/admin-ips.ts';
import { useDeveloperText } from '../developer-text.ts';

/** The admin's list of developers' addresses (DEV-02, ADM-01 "whitelist developer IPs"): approve or reject each. */
export function AdminDeveloperIps() {
  const { t } = useDeveloperText();
  const { t: appT } = useTranslation();
  const { data, isError } = useAdminIps();
  const decide = useDecideIp();
  if (isError) return <LoadingText label={t('developer.unavailable')} />;
  if (!data) return <LoadingText label={appT('app.loading')} />;
  return (
    <Card>
      {data.length === 0 && <p className="text-sm text-slate-500">{t('developer.ips.empty')}</p>}
      <ul className="flex flex-col divide-y divide-slate-100">
        {data.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <div>
              <p className="font-mono text-sm break-all">{row.ip}</p>
              <p className="text-sm text-slate-800 break-words">
                {row.account_name || row.account_id} · {row.account_phone}
              </p>
              <p className="text-xs text-slate-500">{t(`developer.ips.status.${row.status}`)}</p>
            </div>
            <div className="flex gap-2">
              <Button
                disabled={decide.isPending || row.status === 'approved'}
                onClick={() => decide.mutate({ id: row.id, status: 'approved' })}
              >
                {t('developer.ips.approve')}
              </Button>
              <Button
                variant="secondary"
                disabled={decide.isPending || row.status === 'rejected'}
                onClick={() => decide.mutate({ id: row.id, status: 'rejected' })}
              >
                {t('developer.ips.reject')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

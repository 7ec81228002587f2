import { useTranslation } from 'react-i18next';
import type { AgentCenterReferral } from '@konter/shared/contracts/referral';
import { Card } from '../../../components/ui/page-frame.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';

/** NAV-12: who registered lately with the master's link (they joined its network). */
export function AgentCenterRegistrations({ data }: { data: AgentCenterReferral }) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  return (
    <Card>
      <h2 className="mb-2 font-semibold text-slate-900">{t('ref.recent')}</h2>
      {data.recent.length === 0 ? (
        <p className="text-slate-600">{t('ref.recent_none')}</p>
      ) : (
        <ul className="divide-y divide-slate-200" data-testid="referral-recent">
          {data.recent.map((row) => (
            <li key={`${row.registered_at}-${row.name}`} className="flex flex-col py-2.5">
              <span className="font-medium break-words text-slate-900">{row.name}</span>
              <span className="text-sm text-slate-600">
                {t(`acc.role.${row.role}`, { defaultValue: row.role })} · {formatDateTime(row.registered_at, locale)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

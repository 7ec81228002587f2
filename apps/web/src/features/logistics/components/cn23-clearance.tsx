import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Cn23Admin } from '@konter/shared/contracts/cn23';
import { Button } from '../../../components/ui/button.tsx';
import { Card, LoadingText } from '../../../components/ui/page-frame.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useCn23Clearance, useCn23Outcome } from '../api/customs-admin.ts';
import { formatMinor } from '../customs-amount.ts';
import { Cn23Heading } from './cn23-status.tsx';

/**
 * The back office records customs' answer on the submitted CN23 declarations (MLO-04): each one, oldest first, with
 * its agent, parcel and declared value, and a Cleared and a Held button. The agent then reads the outcome on the
 * declaration's status. A declaration answered meanwhile (another admin) reads the server's refusal.
 */
export function Cn23Clearance() {
  const { t } = useTranslation();
  const list = useCn23Clearance('submitted');
  const outcome = useCn23Outcome();
  const [done, setDone] = useState<{ number: string; status: 'cleared' | 'held' }[]>([]);
  const refused = isApiError(outcome.error) ? outcome.error.message : null;
  const decide = (row: Cn23Admin, status: 'cleared' | 'held') =>
    outcome.mutate(
      { id: row.id, status },
      { onSuccess: (saved) => setDone((before) => [{ number: saved.number, status }, ...before]) },
    );
  return (
    <div className="flex flex-col gap-3" data-testid="cn23-clearance">
      <p className="text-slate-700">{t('admin.cn23.description')}</p>
      {refused && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-900">
          {refused}
        </p>
      )}
      {done.length > 0 && (
        <ul role="status" className="flex flex-col gap-1 text-sm text-emerald-900">
          {done.map((entry) => (
            <li key={entry.number}>
              {t(entry.status === 'cleared' ? 'admin.cn23.recorded_cleared' : 'admin.cn23.recorded_held', {
                number: entry.number,
              })}
            </li>
          ))}
        </ul>
      )}
      {!list.data ? (
        <LoadingText label={t('pos.loading')} />
      ) : list.data.length === 0 ? (
        <p className="text-slate-600">{t('admin.cn23.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {list.data.map((row) => (
            <li key={row.id} data-cn23={row.awb}>
              <Card>
                <Cn23Heading number={row.number} status={row.status} />
                <p className="mt-1 text-sm break-words text-slate-700">
                  {t('admin.cn23.agent', { name: row.agent.name, phone: row.agent.phone })}
                </p>
                <p className="text-sm break-words text-slate-600">
                  {row.created_at.slice(0, 10)} · {row.courier_name} {row.awb} · {row.recipient.name} (
                  {row.recipient.country}) · {formatMinor(row.total_value, row.currency)}
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button
                    className="flex-1 sm:flex-none"
                    disabled={outcome.isPending}
                    onClick={() => decide(row, 'cleared')}
                    aria-label={t('admin.cn23.clear_one', { number: row.number })}
                  >
                    {t('admin.cn23.cleared')}
                  </Button>
                  <Button
                    variant="secondary"
                    className="flex-1 sm:flex-none"
                    disabled={outcome.isPending}
                    onClick={() => decide(row, 'held')}
                    aria-label={t('admin.cn23.hold_one', { number: row.number })}
                  >
                    {t('admin.cn23.held')}
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

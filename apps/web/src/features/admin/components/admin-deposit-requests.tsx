import { useState } from 'react';
import { formatRupiah } from '@konter/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { applyFormError } from '../../../lib/form-errors.ts';
import { formatDateTime, formatPhone } from '../../../lib/format.ts';
import { notices } from '../../../lib/notices.ts';
import { useConfirmDepositRequest } from '../api/confirm-deposit-request.ts';
import { useDepositRequests, type DepositRequest, type DepositRequestStatus } from '../api/deposit-requests.ts';
import { useAdminText } from './admin-text.ts';
import { AdminPage, Badge, inputClassName, labelClassName, Panel, QueryState } from './admin-ui.tsx';

const statuses: DepositRequestStatus[] = ['pending', 'approved', 'half_approved', 'rejected'];

function RequestLine({ request }: { request: DepositRequest }) {
  const { t, locale } = useAdminText();
  const [amount, setAmount] = useState(String(request.amount));
  const confirm = useConfirmDepositRequest();
  const value = Number(amount) || 0;
  const decide = (approvedAmount: number) =>
    confirm.mutate(
      { id: request.id, approvedAmount },
      {
        onSuccess: () =>
          notices.showSnackbar(
            'success',
            t(approvedAmount === 0 ? 'admin.deposits.rejected' : 'admin.deposits.confirmed'),
          ),
        onError: (error) => applyFormError(error),
      },
    );
  return (
    <li className="flex flex-col gap-3 py-3 lg:flex-row lg:items-end lg:justify-between" data-request={request.id}>
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-bold text-slate-900 tabular-nums">{formatRupiah(request.amount)}</span>
          <span className="font-semibold text-slate-900">{request.account_name}</span>
          <span className="text-sm text-slate-600">{formatPhone(request.account_hp)}</span>
          <Badge tone={request.status === 'pending' ? 'amber' : request.status === 'rejected' ? 'slate' : 'green'}>
            {t(`admin.deposits.status.${request.status}`)}
          </Badge>
        </p>
        <p className="text-sm text-slate-600">
          {t('admin.deposits.deposit_date')}: {request.deposit_date}
          {request.note ? ` · ${request.note}` : ''}
        </p>
        {request.status !== 'pending' && (
          <p className="text-sm text-slate-600">
            {t('admin.deposits.approved_amount')}: {formatRupiah(request.approved_amount ?? 0)}
            {request.underpayment
              ? ` · ${t('admin.deposits.underpayment')}: ${formatRupiah(request.underpayment)}`
              : ''}
            {request.approval_date ? ` · ${formatDateTime(request.approval_date, locale)}` : ''}
          </p>
        )}
      </div>
      {request.status === 'pending' && (
        <div className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col gap-1">
            <span className={labelClassName}>{t('admin.deposits.received')}</span>
            <input
              className={`${inputClassName} lg:w-40`}
              inputMode="numeric"
              value={amount}
              onChange={(event) => setAmount(event.target.value.replace(/\D/g, ''))}
            />
          </label>
          <Button disabled={confirm.isPending || value <= 0} onClick={() => decide(Math.min(value, request.amount))}>
            {t('admin.deposits.confirm')}
          </Button>
          <Button variant="secondary" disabled={confirm.isPending} onClick={() => decide(0)}>
            {t('admin.money.reject')}
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * Deposit requests to confirm (DEP-10, issue 17): an agent's cash or bank deposit, credited with the amount that
 * arrived (less is recorded as the underpayment; 0 rejects it).
 */
export function AdminDepositRequests() {
  const { t } = useAdminText();
  const [status, setStatus] = useState<DepositRequestStatus | ''>('pending');
  const requests = useDepositRequests(status);
  const rows = requests.data ?? [];
  return (
    <AdminPage
      title={t('admin.deposits.title')}
      description={t('admin.deposits.description')}
      actions={
        <label className="flex min-w-48 flex-col gap-1.5">
          <span className={labelClassName}>{t('admin.people.status')}</span>
          <select
            className={inputClassName}
            value={status}
            onChange={(event) => setStatus(event.target.value as DepositRequestStatus | '')}
          >
            <option value="">{t('admin.audit.all')}</option>
            {statuses.map((option) => (
              <option key={option} value={option}>
                {t(`admin.deposits.status.${option}`)}
              </option>
            ))}
          </select>
        </label>
      }
    >
      <Panel>
        {!requests.data && <QueryState query={requests} />}
        {requests.data && rows.length === 0 && (
          <p className="py-6 text-center text-slate-500">{t('admin.deposits.empty')}</p>
        )}
        {rows.length > 0 && (
          <ul className="flex flex-col divide-y divide-slate-100" aria-label={t('admin.deposits.title')}>
            {rows.map((request) => (
              <RequestLine key={request.id} request={request} />
            ))}
          </ul>
        )}
      </Panel>
    </AdminPage>
  );
}

import { useState } from 'react';
import type { StuckPurchase } from '@konter/shared/contracts/admin';
import { formatRupiah } from '@konter/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { applyFormError } from '../../../lib/form-errors.ts';
import { formatDateTime, formatPhone } from '../../../lib/format.ts';
import { notices } from '../../../lib/notices.ts';
import { useRefundPurchase } from '../api/refund-purchase.ts';
import { useStuckPurchases } from '../api/stuck-purchases.ts';
import { useAdminText } from './admin-text.ts';
import { AdminPage, Badge, inputClassName, labelClassName, Panel, QueryState } from './admin-ui.tsx';

function StuckCard({ purchase }: { purchase: StuckPurchase }) {
  const { t, locale } = useAdminText();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refund = useRefundPurchase();
  const noteId = `refund-note-${purchase.ref_id}`;
  return (
    <li className="flex flex-col gap-3 py-4" data-stuck={purchase.ref_id}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-sm font-semibold break-all text-slate-900">{purchase.ref_id}</span>
        <Badge tone={purchase.past_timeout ? 'red' : 'amber'}>
          {t(purchase.past_timeout ? 'admin.stuck.past_timeout' : 'admin.stuck.processing')}
        </Badge>
        <span className="text-sm text-slate-500">{formatDateTime(purchase.created_at, locale)}</span>
      </div>
      <p className="text-sm text-slate-800">
        {purchase.product_name} · {purchase.destination} ·{' '}
        <strong className="tabular-nums">{formatRupiah(purchase.price)}</strong>
      </p>
      <p className="text-sm text-slate-600">
        {purchase.account_name} · {formatPhone(purchase.account_phone)} · {t('admin.stuck.supplier')}{' '}
        {purchase.supplier ?? '–'} ({purchase.last_attempt ?? t('admin.stuck.not_sent')})
      </p>
      <form
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (note.trim().length < 3) {
            setError(t('admin.money.reason_short'));
            return;
          }
          setError(null);
          refund.mutate(
            { refId: purchase.ref_id, note: note.trim() },
            {
              onSuccess: (result) =>
                notices.showSnackbar('success', t('admin.stuck.refunded', { amount: formatRupiah(result.refunded) })),
              onError: (failure) => applyFormError(failure, { setFieldError: (_field, message) => setError(message) }),
            },
          );
        }}
      >
        <label htmlFor={noteId} className="flex flex-1 flex-col gap-1.5">
          <span className={labelClassName}>{t('admin.stuck.note')}</span>
          <input
            id={noteId}
            className={inputClassName}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            aria-invalid={error ? true : undefined}
          />
        </label>
        <Button type="submit" variant="secondary" disabled={refund.isPending}>
          {t('admin.stuck.refund')}
        </Button>
      </form>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </li>
  );
}

/** Purchases stuck in processing (issue 17): each refunded once, through the settlement engine, with a note. */
export function AdminStuckPurchases() {
  const { t } = useAdminText();
  const stuck = useStuckPurchases();
  const rows = stuck.data ?? [];
  return (
    <AdminPage title={t('admin.stuck.title')} description={t('admin.stuck.description')}>
      <Panel>
        {stuck.data ? null : <QueryState query={stuck} />}
        {stuck.data && rows.length === 0 && <p className="py-6 text-center text-slate-500">{t('admin.stuck.empty')}</p>}
        <ul className="flex flex-col divide-y divide-slate-100" aria-label={t('admin.stuck.title')}>
          {rows.map((purchase) => (
            <StuckCard key={purchase.ref_id} purchase={purchase} />
          ))}
        </ul>
      </Panel>
    </AdminPage>
  );
}

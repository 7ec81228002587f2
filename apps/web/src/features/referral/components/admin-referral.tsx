import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { referralPaths, type AffiliateSettings } from '@konter/shared/contracts/referral';
import { formatRupiah } from '@konter/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { Card, LoadingText } from '../../../components/ui/page-frame.tsx';
import { notices } from '../../../lib/notices.ts';
import {
  useAdminAffiliates,
  useAdminPayouts,
  useAdminSettings,
  useDecideAffiliate,
  useMarkPaid,
  useRunPayouts,
  useSaveSettings,
} from '../api/admin.ts';

const fail = (error: unknown) => notices.showSnackbar('error', error instanceof Error ? error.message : String(error));

/** ADM-01 "verify affiliates" and REF-04 payouts; mounted at /admin/referral until the admin shell takes it. */
export function AdminReferral() {
  return (
    <>
      <AffiliateQueue />
      <SettingsForm />
      <Payouts />
    </>
  );
}

function AffiliateQueue() {
  const { t } = useTranslation();
  const list = useAdminAffiliates();
  const decide = useDecideAffiliate();
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const waiting = list.data?.filter((row) => row.status === 'waiting') ?? [];
  return (
    <Card>
      <h2 className="mb-3 text-lg font-semibold">{t('ref.admin.queue')}</h2>
      {!list.data && <LoadingText label={t('app.loading')} />}
      {list.data && waiting.length === 0 && <p className="text-slate-600">{t('ref.admin.none')}</p>}
      <ul className="divide-y divide-slate-200">
        {waiting.map((row) => (
          <li key={row.account_id} data-affiliate={row.phone} className="flex flex-col gap-2 py-3">
            <p className="font-semibold">
              {row.name} · {row.phone} · {row.code}
            </p>
            <p className="text-sm text-slate-600">
              {row.bank_type} · {row.account_number} · {row.account_name}
            </p>
            {row.attachment_type === 'application/pdf' ? (
              <object
                data={referralPaths.adminAffiliateAttachment(row.account_id)}
                type="application/pdf"
                aria-label={t('ref.attachment')}
                className="h-80 w-full rounded-lg ring-1 ring-slate-200"
              />
            ) : row.attachment_type ? (
              <img
                src={referralPaths.adminAffiliateAttachment(row.account_id)}
                alt={t('ref.attachment')}
                className="max-h-80 w-full rounded-lg object-contain ring-1 ring-slate-200"
              />
            ) : null}
            <input
              aria-label={t('ref.admin.reason')}
              placeholder={t('ref.admin.reason')}
              value={reasons[row.account_id] ?? ''}
              onChange={(event) => setReasons({ ...reasons, [row.account_id]: event.target.value })}
              className="min-h-11 rounded-xl border border-slate-300 px-3"
            />
            <div className="flex gap-2">
              <Button
                onClick={() => decide.mutate({ accountId: row.account_id, decision: 'verify' }, { onError: fail })}
              >
                {t('ref.admin.verify')}
              </Button>
              <Button
                variant="secondary"
                onClick={() =>
                  decide.mutate(
                    { accountId: row.account_id, decision: 'reject', reason: reasons[row.account_id] ?? '' },
                    { onError: fail },
                  )
                }
              >
                {t('ref.admin.reject')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function SettingsForm() {
  const { t } = useTranslation();
  const settings = useAdminSettings();
  const save = useSaveSettings();
  const [draft, setDraft] = useState<AffiliateSettings | null>(null);
  const value = draft ?? settings.data;
  if (!value) return null;
  const number = (key: 'basis_points' | 'fixed_amount' | 'months', label: string) => (
    <label className="flex flex-col gap-1">
      <span className="text-sm font-medium">{label}</span>
      <input
        inputMode="numeric"
        value={String(value[key])}
        onChange={(event) => setDraft({ ...value, [key]: Number(event.target.value.replace(/\D+/g, '') || 0) })}
        className="min-h-11 rounded-xl border border-slate-300 px-3"
      />
    </label>
  );
  return (
    <Card>
      <h2 className="mb-3 text-lg font-semibold">{t('ref.admin.settings')}</h2>
      <div className="flex flex-col gap-3">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={value.enabled}
            onChange={(event) => setDraft({ ...value, enabled: event.target.checked })}
          />
          {t('ref.admin.enabled')}
        </label>
        {number('basis_points', t('ref.admin.basis_points'))}
        {number('fixed_amount', t('ref.admin.fixed_amount'))}
        {number('months', t('ref.admin.months'))}
        <Button
          className="w-full sm:w-auto sm:self-start"
          onClick={() =>
            save.mutate(value, {
              onSuccess: () => notices.showSnackbar('success', t('ref.admin.saved')),
              onError: fail,
            })
          }
        >
          {t('ref.admin.save')}
        </Button>
      </div>
    </Card>
  );
}

function Payouts() {
  const { t } = useTranslation();
  const payouts = useAdminPayouts();
  const run = useRunPayouts();
  const paid = useMarkPaid();
  const [references, setReferences] = useState<Record<string, string>>({});
  return (
    <Card>
      <h2 className="mb-3 text-lg font-semibold">{t('ref.admin.payouts')}</h2>
      <div className="mb-3 flex flex-wrap gap-2">
        <Button onClick={() => run.mutate(undefined, { onError: fail })}>{t('ref.admin.run')}</Button>
        <a
          href={referralPaths.adminPayoutExport}
          className="inline-flex min-h-11 items-center rounded-xl border border-slate-300 px-4 font-semibold"
        >
          {t('ref.admin.export')}
        </a>
      </div>
      {payouts.data?.length === 0 && <p className="text-slate-600">{t('ref.admin.no_payouts')}</p>}
      <ul className="divide-y divide-slate-200">
        {payouts.data?.map((payout) => (
          <li key={payout.id} data-payout={payout.account_id} className="flex flex-col gap-2 py-3">
            <p className="font-semibold">
              {payout.name} · {formatRupiah(payout.amount)} · {payout.period}
            </p>
            <p className="text-sm text-slate-600">
              {payout.bank_type} · {payout.account_number} · {payout.account_name} · {t(`ref.total.${payout.status}`)}{' '}
              {payout.transfer_reference ?? ''}
            </p>
            {payout.status === 'in_process' && (
              <div className="flex flex-wrap gap-2">
                <input
                  aria-label={t('ref.admin.reference')}
                  placeholder={t('ref.admin.reference')}
                  value={references[payout.id] ?? ''}
                  onChange={(event) => setReferences({ ...references, [payout.id]: event.target.value })}
                  className="min-h-11 flex-1 rounded-xl border border-slate-300 px-3"
                />
                <Button
                  onClick={() =>
                    paid.mutate({ id: payout.id, reference: references[payout.id] ?? '' }, { onError: fail })
                  }
                >
                  {t('ref.admin.mark_paid')}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}

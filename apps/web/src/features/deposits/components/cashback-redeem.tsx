import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '@konter/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { applyFormError } from '../../../lib/form-errors.ts';
import { notices } from '../../../lib/notices.ts';
import type { CashbackRedeemResult } from '../api/redeem-cashback.ts';
import { useRedeemCashback } from '../api/redeem-cashback.ts';

function Balance({
  label,
  amount,
  testId,
  strong = false,
}: {
  label: string;
  amount: number;
  testId: string;
  strong?: boolean;
}) {
  return (
    <div
      className={`rounded-2xl p-4 shadow-sm ${strong ? 'bg-brand text-brand-foreground' : 'bg-white ring-1 ring-slate-200'}`}
    >
      <p className={`text-sm font-medium ${strong ? 'opacity-90' : 'text-slate-600'}`}>{label}</p>
      <p className="mt-1 text-2xl font-extrabold tabular-nums" data-testid={testId}>
        {formatRupiah(amount)}
      </p>
    </div>
  );
}

/** Before and after of one balance: 'Rp 2.500 → Rp 0'. */
function Change({ label, before, after }: { label: string; before: number; after: number }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1 py-2.5">
      <dt className="text-sm font-semibold text-slate-800">{label}</dt>
      <dd className="flex items-center justify-between gap-2 text-sm tabular-nums">
        <span className="text-slate-600">
          <span className="sr-only">{t('dep.before')} </span>
          {formatRupiah(before)}
        </span>
        <Icon name="arrowRight" className="size-4 shrink-0 text-slate-400" />
        <span className="font-bold text-slate-900">
          <span className="sr-only">{t('dep.after')} </span>
          {formatRupiah(after)}
        </span>
      </dd>
    </div>
  );
}

/**
 * Cashback redeem (DEP-09): the cashback wallet moves to the deposit in one go; the result shows both balances
 * before and after.
 */
export function CashbackRedeem({
  cashback,
  deposit,
  onRedeemed,
}: {
  cashback: number;
  deposit: number;
  onRedeemed: (result: CashbackRedeemResult) => void;
}) {
  const { t } = useTranslation();
  const redeem = useRedeemCashback();
  const [result, setResult] = useState<CashbackRedeemResult | null>(null);

  const submit = () => {
    redeem.mutate(
      {},
      {
        onSuccess: ({ result: done, message }) => {
          setResult(done);
          notices.showSnackbar('success', message);
          onRedeemed(done);
        },
        onError: (error) => applyFormError(error),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3">
        <Balance
          label={t('acc.cashback')}
          amount={result ? result.cashback_after : cashback}
          testId="cashback-balance"
        />
        <Balance
          label={t('acc.deposit')}
          amount={result ? result.deposit_after : deposit}
          testId="deposit-balance"
          strong
        />
      </div>

      {result ? (
        <section
          aria-labelledby="cashback-result-title"
          className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
          data-testid="cashback-result"
        >
          <h2 id="cashback-result-title" className="flex items-center gap-2 text-base font-bold text-emerald-800">
            <Icon name="check" className="size-5" />
            {t('dep.cashback_done', { amount: formatRupiah(result.cashback_before - result.cashback_after) })}
          </h2>
          <div className="mt-2 grid grid-cols-[1fr_auto_1fr] text-xs font-semibold text-slate-500 uppercase">
            <span>{t('dep.before')}</span>
            <span />
            <span className="text-right">{t('dep.after')}</span>
          </div>
          <dl className="divide-y divide-slate-100">
            <Change label={t('acc.cashback')} before={result.cashback_before} after={result.cashback_after} />
            <Change label={t('acc.deposit')} before={result.deposit_before} after={result.deposit_after} />
          </dl>
        </section>
      ) : (
        <section className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <p className="text-sm text-slate-700">{t('dep.cashback_intro')}</p>
          {cashback <= 0 && <InlineNotice kind="info">{t('dep.cashback_nothing')}</InlineNotice>}
          <Button onClick={submit} disabled={cashback <= 0 || redeem.isPending} className="w-full">
            {redeem.isPending
              ? t('dep.sending')
              : t('dep.cashback_redeem_all', { amount: formatRupiah(Math.max(0, cashback)) })}
          </Button>
        </section>
      )}
      <p className="flex items-start gap-2 px-1 text-sm text-slate-600">
        <Icon name="info" className="mt-0.5 size-4 shrink-0" />
        {t('dep.cashback_next_day')}
      </p>
    </div>
  );
}

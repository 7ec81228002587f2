import { useTranslation } from 'react-i18next';
import type { Deposit } from '@konter/shared/contracts/deposits';

const chipTone: Record<Deposit['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  paid: 'bg-emerald-100 text-emerald-900',
  expired: 'bg-slate-200 text-slate-700',
  failed: 'bg-red-100 text-red-800',
};

/** A top-up's status as a coloured chip (DEP-03). */
export function DepositStatusChip({ status }: { status: Deposit['status'] }) {
  const { t } = useTranslation();
  return (
    <span
      data-status={status}
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${chipTone[status]}`}
    >
      {t(`dep.status.${status}`)}
    </span>
  );
}

/** What a top-up adds to the deposit once paid: the whole transfer for a bank (unique digits too), else the amount. */
export function creditedAmount(deposit: Pick<Deposit, 'provider' | 'amount' | 'charged'>): number {
  return deposit.provider === 'bank' ? deposit.charged : deposit.amount;
}

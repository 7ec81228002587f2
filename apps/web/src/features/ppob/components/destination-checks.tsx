import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import type { PlnCustomer } from '../api/pln-check.ts';
import type { NameCheckState } from '../hooks/use-name-check.ts';

function Found({ label, name, detail }: { label: string; name: string; detail?: string }) {
  return (
    <p
      className="flex items-start gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-emerald-900"
      data-testid="customer-name"
    >
      <Icon name="check" className="mt-0.5 size-4 shrink-0" />
      <span>
        {label}: <strong className="font-semibold">{name}</strong>
        {detail && <span className="block text-emerald-800">{detail}</span>}
      </span>
    </p>
  );
}

function Checking({ label }: { label: string }) {
  return (
    <p className="flex items-center gap-2 text-slate-600">
      <Spinner className="size-4" />
      {label}
    </p>
  );
}

/**
 * TRX-10: the PLN meter check under the field. A failed check says so and leaves the products open: the meter may
 * still be right, and the reseller decides.
 */
export function PlnCheckStatus({
  isPending,
  data,
  error,
}: {
  isPending: boolean;
  data: PlnCustomer | undefined;
  error: unknown;
}) {
  const { t } = useTranslation();
  if (data) {
    return (
      <Found
        label={t('prepaid.customer_name')}
        name={data.customer_name}
        detail={t('prepaid.segment_power', { value: data.segment_power })}
      />
    );
  }
  if (error) {
    const generic = t('trx.pln_check_failed');
    const message = isApiError(error) && error.status === 422 ? error.message : generic;
    return (
      <p
        className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-amber-950"
        data-testid="pln-check-failed"
      >
        <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
        <span>{message === generic ? message : `${message} ${t('prepaid.pln_continue')}`}</span>
      </p>
    );
  }
  if (isPending) return <Checking label={t('prepaid.pln_checking')} />;
  return null;
}

/**
 * TRX-09: the e-wallet account-name check. Pending for longer than 8 s, it offers to go on without waiting; the
 * result then arrives as a notification.
 */
export function NameCheckStatus({
  state,
  deferred,
  onDefer,
}: {
  state: NameCheckState;
  deferred: boolean;
  onDefer: () => void;
}) {
  const { t } = useTranslation();
  switch (state.status) {
    case 'idle':
      return null;
    case 'success':
      return <Found label={t('prepaid.account_name')} name={state.name} />;
    case 'failed':
      return (
        <p
          className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 font-medium text-red-800"
          data-testid="name-check-failed"
        >
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          {state.message ?? t('trx.name_check_failed')}
        </p>
      );
    case 'pending':
      if (deferred) return <p className="text-slate-600">{t('prepaid.name_check_deferred')}</p>;
      if (!state.slow) return <Checking label={t('prepaid.name_checking')} />;
      return (
        <div
          className="flex flex-col gap-2 rounded-lg bg-amber-50 px-3 py-2 text-amber-950"
          data-testid="name-check-slow"
        >
          <p className="flex items-start gap-2">
            <Spinner className="mt-0.5 size-4 shrink-0" />
            {t('trx.name_check_slow')}
          </p>
          <button
            type="button"
            onClick={onDefer}
            className="inline-flex min-h-11 items-center self-start rounded-lg px-2 font-semibold text-brand underline"
          >
            {t('prepaid.name_check_continue')}
          </button>
        </div>
      );
  }
}

import { useState } from 'react';
import type { AdminPostpaidCashback } from '@konter/shared/contracts/admin-catalogue';
import {
  basisPointsOfPercentText,
  basisPointsText,
  cashbackTypes,
  type CashbackType,
} from '@konter/shared/fees/cashback';
import { isLocale } from '@konter/shared/i18n/locales';
import { formatRupiah } from '@konter/shared/money';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { decimalSeparator } from '../../../lib/format.ts';
import { applyFormError } from '../../../lib/form-errors.ts';
import { notices } from '../../../lib/notices.ts';
import type { AdminMessageKey } from '../../../locales/admin/id.ts';
import { usePostpaidCashback, useSavePostpaidCashback } from '../api/postpaid-cashback.ts';
import { useAdminText } from './admin-text.ts';
import { inputClassName, Panel, QueryState } from './admin-ui.tsx';

/** One biller's cashback: its type and amount (Rupiah, or a percentage as typed), saved on its own. */
function BillerCashbackForm({ biller }: { biller: AdminPostpaidCashback }) {
  const { t } = useAdminText();
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'id';
  const [type, setType] = useState<CashbackType>(biller.cashback_type);
  const [amount, setAmount] = useState(
    biller.cashback_type === 'percent'
      ? basisPointsText(biller.cashback, decimalSeparator[locale])
      : String(biller.cashback),
  );
  const [error, setError] = useState<string | null>(null);
  const save = useSavePostpaidCashback();
  const fieldId = `postpaid-cashback-${biller.code}`;

  return (
    <form
      className="flex flex-col gap-2 py-3 sm:flex-row sm:flex-wrap sm:items-start sm:gap-3"
      aria-label={biller.name}
      data-biller={biller.code}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        const cashback = type === 'percent' ? basisPointsOfPercentText(amount) : Number(amount || '0');
        if (cashback === null || !Number.isSafeInteger(cashback)) {
          setError(t('admin.catalogue.cashback_percent_invalid'));
          return;
        }
        save.mutate(
          { code: biller.code, body: { cashback_type: type, cashback } },
          {
            onSuccess: () => notices.showSnackbar('success', t('admin.saved')),
            onError: (failure) => applyFormError(failure, { setFieldError: (_field, message) => setError(message) }),
          },
        );
      }}
    >
      <div className="min-w-0 sm:w-64">
        <p className="font-semibold break-words text-slate-900">{biller.name}</p>
        <p className="text-sm text-slate-600">
          {biller.code} · {t('admin.catalogue.admin_fee', { fee: formatRupiah(biller.admin_fee) })}
        </p>
      </div>
      <label className="flex flex-col gap-1 sm:w-52">
        <span className="text-sm text-slate-700">{t('admin.catalogue.cashback_type')}</span>
        <select
          className={inputClassName}
          value={type}
          onChange={(event) => {
            // An amount of one type means nothing in the other: start the new one from nothing.
            setType(event.target.value as CashbackType);
            setAmount('0');
          }}
        >
          {cashbackTypes.map((option) => (
            <option key={option} value={option}>
              {t(`admin.catalogue.cashback_type.${option}` as AdminMessageKey)}
            </option>
          ))}
        </select>
      </label>
      <div className="flex flex-col gap-1 sm:w-52">
        <label htmlFor={fieldId} className="text-sm text-slate-700">
          {t(type === 'percent' ? 'admin.catalogue.cashback_percent' : 'admin.catalogue.cashback')}
        </label>
        <input
          id={fieldId}
          className={inputClassName}
          inputMode={type === 'percent' ? 'decimal' : 'numeric'}
          value={amount}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          onChange={(event) => {
            const typed = event.target.value;
            setAmount(type === 'percent' ? typed.replace(/[^\d.,]/g, '') : typed.replace(/\D/g, ''));
          }}
        />
        {error && (
          <span id={`${fieldId}-error`} className="text-sm text-red-700">
            {error}
          </span>
        )}
      </div>
      <Button type="submit" variant="secondary" className="sm:mt-6" disabled={save.isPending}>
        {t('admin.catalogue.postpaid_cashback_save')}
      </Button>
    </form>
  );
}

/** AGT-04 for bills: the cashback each postpaid biller's paid bills earn, set here rather than in SQL. */
export function PostpaidCashbackPanel() {
  const { t } = useAdminText();
  const billers = usePostpaidCashback();
  return (
    <Panel title={t('admin.catalogue.postpaid_cashback_title')}>
      <p className="mb-1 text-sm text-slate-600">{t('admin.catalogue.postpaid_cashback_hint')}</p>
      {billers.data ? null : <QueryState query={billers} />}
      <div
        className="flex flex-col divide-y divide-slate-200"
        role="group"
        aria-label={t('admin.catalogue.postpaid_cashback_table')}
        data-testid="admin.postpaid-cashback"
      >
        {billers.data?.map((biller) => (
          <BillerCashbackForm key={`${biller.code}-${biller.cashback_type}-${biller.cashback}`} biller={biller} />
        ))}
      </div>
    </Panel>
  );
}

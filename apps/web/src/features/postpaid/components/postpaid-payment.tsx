import type { FormEvent, ReactNode } from 'react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import type { Bill, Biller, PostpaidTransaction, PostpaidType } from '@konter/shared/contracts/postpaid';
import { inquiryBody } from '@konter/shared/contracts/postpaid';
import { formatRupiah } from '@konter/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { digitsOnly, TextField } from '../../../components/ui/form-fields.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { applyFormError } from '../../../lib/form-errors.ts';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { notices } from '../../../lib/notices.ts';
import { withQueryKey } from '../../../lib/overlay-query.ts';
import type { WebMessageKey } from '../../../locales/id.ts';
import { useInquiry } from '../api/inquiry.ts';
import { BillCard } from './bill-card.tsx';
import { BillerPicker } from './biller-picker.tsx';
import type { PaymentSecret } from './confirm-payment.tsx';
import { ConfirmPayment } from './confirm-payment.tsx';

/** The query value of the confirmation sheet (NAV-03: back closes it, the page does not scroll behind). */
export const payDialogKey = 'postpaid-pay';

/** The label of the customer number where the type has its own name for it. */
const customerNoLabels: Partial<Record<PostpaidType, WebMessageKey>> = {
  electricity: 'postpaid.customer_no.electricity',
  pdam: 'postpaid.customer_no.pdam',
  bpjs: 'postpaid.customer_no.bpjs',
  hp: 'postpaid.customer_no.hp',
  pbb: 'postpaid.customer_no.pbb',
  finance: 'postpaid.customer_no.finance',
};

const customerNoSchema = z.object({ customer_no: inquiryBody.shape.customer_no });

/**
 * The favourite contacts, provided by the page (accounts and the shared contact panel meet in app/): `load` asks for
 * them the first time the panel opens; `renderPanel` draws the list, and a picked contact fills the number.
 */
export type PostpaidContacts = {
  load: () => void;
  renderPanel: (props: { id: string; onPick: (number: string) => void }) => ReactNode;
};

export type PostpaidPaymentProps = {
  type: PostpaidType;
  /** The type's billers; at least one. */
  billers: readonly Biller[];
  balance: number | null;
  secret: PaymentSecret;
  contacts?: PostpaidContacts;
  onPaid: (transaction: PostpaidTransaction) => void;
};

/**
 * A postpaid type's screen (PAS-01): the biller when there are several, the customer number (favourite contacts at
 * hand), "Cek Tagihan", the bill, then the confirmation with the PIN or password. A changed number or biller drops
 * the bill: a bill is paid only for what was checked.
 */
export function PostpaidPayment({ type, billers, balance, secret, contacts, onPaid }: PostpaidPaymentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const contactsPanelId = useId();
  const form = useZodForm({ initial: { customer_no: '' }, labels: { customer_no: 'postpaid.customer_no' } });
  const [billerCode, setBillerCode] = useState<string | null>(() => billers[0]?.code ?? null);
  const [billerError, setBillerError] = useState<string | null>(null);
  const [bill, setBill] = useState<Bill | null>(null);
  const [contactsOpen, setContactsOpen] = useState(false);
  const inquiry = useInquiry();
  const label = t(customerNoLabels[type] ?? 'postpaid.customer_no');
  const fieldId = form.bind('customer_no').id;

  // The sheet is open while the URL says so and there is a bill to pay.
  const dialogInUrl = new URLSearchParams(location.search).get('dialog') === payDialogKey;
  const sheetOpen = dialogInUrl && bill !== null;
  const closing = useRef(false);
  useEffect(() => {
    if (!dialogInUrl) closing.current = false;
  }, [dialogInUrl]);
  useEffect(() => {
    // Opened from a bookmark or a reload, the sheet has nothing to pay: drop the key.
    if (dialogInUrl && bill === null && !closing.current) {
      void navigate(
        { pathname: location.pathname, search: withQueryKey(location.search, 'dialog', null) },
        { replace: true },
      );
    }
  }, [dialogInUrl, bill, navigate, location.pathname, location.search]);
  const closeSheet = useCallback(() => {
    if (!dialogInUrl || closing.current) return;
    closing.current = true;
    void navigate(-1);
  }, [dialogInUrl, navigate]);

  const focusNumber = () => {
    const input = document.getElementById(fieldId);
    input?.focus();
    input?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  };

  const forgetBill = () => {
    setBill(null);
    inquiry.reset();
  };

  const changeNumber = (value: string) => {
    form.setValue('customer_no', value);
    forgetBill();
  };

  const changeBiller = (code: string) => {
    setBillerCode(code);
    setBillerError(null);
    forgetBill();
  };

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (inquiry.isPending) return;
    const values = form.validate(customerNoSchema);
    if (!values) return;
    setBillerError(null);
    setBill(null);
    inquiry.mutate(
      { type, customer_no: values.customer_no, ...(billerCode ? { product_code: billerCode } : {}) },
      {
        onSuccess: setBill,
        onError: (error) => {
          const handled = applyFormError(error, {
            setFieldError: (field, message) => {
              if (field === 'customer_no') form.setError('customer_no', message);
              else if (field === 'product_code' || field === 'type') setBillerError(message);
            },
          });
          if (!handled) notices.showAlert('error', t('internal_error'));
          focusNumber();
        },
      },
    );
  };

  const openSheet = () => {
    void navigate({ pathname: location.pathname, search: withQueryKey(location.search, 'dialog', payDialogKey) });
  };

  const toggleContacts = () => {
    if (!contactsOpen) contacts?.load();
    setContactsOpen((open) => !open);
  };

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:items-start">
      <form
        onSubmit={check}
        noValidate
        aria-label={t('postpaid.customer_section')}
        className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5 lg:sticky lg:top-20"
      >
        <BillerPicker billers={billers} value={billerCode} onChange={changeBiller} error={billerError ?? undefined} />
        <TextField
          field={{ ...form.bind('customer_no'), onChange: changeNumber }}
          label={label}
          inputMode="numeric"
          maxLength={30}
          autoComplete="off"
          placeholder={t('postpaid.customer_no_placeholder')}
          filter={digitsOnly}
          hint={form.errors.customer_no ? undefined : t('postpaid.customer_no_hint')}
          leading={<Icon name="bill" className="size-5 text-slate-400" />}
          trailing={
            contacts && (
              <button
                type="button"
                onClick={toggleContacts}
                aria-expanded={contactsOpen}
                aria-controls={contactsPanelId}
                className="mr-1 inline-flex min-h-11 shrink-0 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-brand hover:bg-brand/10"
              >
                <Icon name="star" className="size-5" />
                <span className="sr-only sm:not-sr-only">{t('postpaid.contacts')}</span>
              </button>
            )
          }
        />
        {contacts && contactsOpen && (
          <div id={contactsPanelId}>
            {contacts.renderPanel({
              id: `${contactsPanelId}-list`,
              onPick: (number) => {
                changeNumber(digitsOnly(number));
                setContactsOpen(false);
                focusNumber();
              },
            })}
          </div>
        )}
        <Button type="submit" disabled={inquiry.isPending} className="w-full" data-testid="check-bill">
          <Icon name="bill" className="size-5" />
          {inquiry.isPending ? t('postpaid.checking') : t('postpaid.check_bill')}
        </Button>
      </form>

      {bill ? (
        <BillCard
          bill={bill}
          action={
            <Button onClick={openSheet} className="w-full" data-testid="open-pay">
              {t('postpaid.pay', { amount: formatRupiah(bill.total) })}
            </Button>
          }
        />
      ) : (
        <p
          className="rounded-2xl border border-dashed border-slate-300 bg-white/60 px-4 py-8 text-center text-sm text-slate-600"
          data-testid="bill-placeholder"
        >
          {inquiry.isPending ? t('postpaid.checking') : t('postpaid.bill_placeholder')}
        </p>
      )}

      {sheetOpen && (
        <ConfirmPayment
          bill={bill}
          secret={secret}
          balance={balance}
          onClose={closeSheet}
          onPaid={onPaid}
          onInquiryExpired={(message) => {
            closeSheet();
            forgetBill();
            form.setError('customer_no', message);
            focusNumber();
          }}
        />
      )}
    </div>
  );
}

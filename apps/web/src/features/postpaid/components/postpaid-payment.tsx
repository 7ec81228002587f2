import type { FormEvent, ReactNode } from 'react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type {
  Bill,
  Biller,
  InquiryBody,
  PostpaidKind,
  PostpaidTransaction,
  PostpaidType,
} from '@konter/shared/contracts/postpaid';
import { inquiryBody, isOfferType, offerNetworks, postpaidKindOf } from '@konter/shared/contracts/postpaid';
import { formatRupiah } from '@konter/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { digitsOnly, TextField } from '../../../components/ui/form-fields.tsx';
import type { IconName } from '../../../components/ui/icon.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { applyFormError } from '../../../lib/form-errors.ts';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { notices } from '../../../lib/notices.ts';
import { withQueryKey } from '../../../lib/overlay-query.ts';
import type { WebMessageKey } from '../../../locales/id.ts';
import { useInquiry } from '../api/inquiry.ts';
import { kindTexts } from '../bill-summary.ts';
import { BillCard } from './bill-card.tsx';
import { BillerPicker } from './biller-picker.tsx';
import type { PaymentSecret } from './confirm-payment.tsx';
import { ConfirmPayment } from './confirm-payment.tsx';
import { OfferNumberStatus } from './offer-number-status.tsx';
import { TransferAmountField } from './transfer-amount-field.tsx';
import { ScanButton } from '../../../components/scan/scan-button.tsx';

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
  'kirim-uang': 'postpaid.transfer.account_no',
};

/** The hint under the number while nothing else is said there. */
const numberHints: Record<PostpaidKind, WebMessageKey> = {
  bill: 'postpaid.customer_no_hint',
  offer: 'postpaid.offer.hint',
  transfer: 'postpaid.transfer.account_hint',
};

const numberIcons: Record<PostpaidKind, IconName> = { bill: 'bill', offer: 'phone', transfer: 'card' };

/** The number's label in the messages of the form's own checks ("… wajib diisi"). */
const numberLabels: Record<PostpaidKind, WebMessageKey> = {
  bill: 'postpaid.customer_no',
  offer: 'postpaid.offer.phone_no',
  transfer: 'postpaid.transfer.account_no',
};

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
 * hand), "Cek Tagihan", the bill, then the confirmation with the PIN or password. An operator offer asks for a phone
 * number of its operator (named while typing) and shows the package offered; kirim uang asks for the bank (no bank
 * is chosen for the sender), the account number and the amount, and shows the account holder. A changed number,
 * biller or amount drops the bill: a bill is paid only for what was checked.
 */
export function PostpaidPayment({ type, billers, balance, secret, contacts, onPaid }: PostpaidPaymentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const contactsPanelId = useId();
  const kind = postpaidKindOf(type);
  const texts = kindTexts[kind];
  const form = useZodForm({
    initial: { customer_no: '', amount: '' },
    labels: { customer_no: numberLabels[kind], amount: 'postpaid.transfer.amount' },
  });
  // Money goes to the bank the sender picks: none is picked for them.
  const [billerCode, setBillerCode] = useState<string | null>(() =>
    kind === 'transfer' ? null : (billers[0]?.code ?? null),
  );
  const [billerError, setBillerError] = useState<string | null>(null);
  const [bill, setBill] = useState<Bill | null>(null);
  const [contactsOpen, setContactsOpen] = useState(false);
  const inquiry = useInquiry();
  // Favourite contacts are phone and customer numbers, not bank accounts.
  const offeredContacts = kind === 'transfer' ? undefined : contacts;
  const offerBrand = isOfferType(type) ? offerNetworks[type].brand : null;
  const label = offerBrand
    ? t('postpaid.offer.number', { brand: offerBrand })
    : t(customerNoLabels[type] ?? 'postpaid.customer_no');
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

  const changeAmount = (value: string) => {
    form.setValue('amount', value);
    forgetBill();
  };

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (inquiry.isPending) return;
    const amount = form.values.amount === '' ? undefined : Number(form.values.amount);
    // The shared inquiry rules: the operator of an offer's number, the amount of a transfer.
    const values = form.validate(inquiryBody, {
      type,
      customer_no: form.values.customer_no,
      ...(billerCode ? { product_code: billerCode } : {}),
      ...(kind === 'transfer' ? { amount } : {}),
    } satisfies InquiryBody);
    const noBank = kind === 'transfer' && billerCode === null;
    setBillerError(noBank ? t('postpaid.transfer.bank_required') : null);
    if (!values || noBank) return;
    setBill(null);
    inquiry.mutate(values, {
      onSuccess: setBill,
      onError: (error) => {
        const handled = applyFormError(error, {
          setFieldError: (field, message) => {
            if (field === 'customer_no' || field === 'amount') form.setError(field, message);
            else if (field === 'product_code' || field === 'type') setBillerError(message);
            else return false;
            return true;
          },
        });
        if (!handled) notices.showAlert('error', t('internal_error'));
        focusNumber();
      },
    });
  };

  const openSheet = () => {
    void navigate({ pathname: location.pathname, search: withQueryKey(location.search, 'dialog', payDialogKey) });
  };

  const toggleContacts = () => {
    if (!contactsOpen) offeredContacts?.load();
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
        <BillerPicker
          billers={billers}
          value={billerCode}
          onChange={changeBiller}
          error={billerError ?? undefined}
          label={kind === 'transfer' ? t('postpaid.transfer.bank') : undefined}
        />
        <TextField
          field={{ ...form.bind('customer_no'), onChange: changeNumber }}
          label={label}
          inputMode={kind === 'offer' ? 'tel' : 'numeric'}
          maxLength={kind === 'offer' ? 16 : 30}
          autoComplete={kind === 'offer' ? 'tel-national' : 'off'}
          placeholder={kind === 'offer' ? '08…' : t('postpaid.customer_no_placeholder')}
          filter={digitsOnly}
          hint={form.errors.customer_no ? undefined : t(numberHints[kind], { brand: offerBrand ?? '' })}
          status={isOfferType(type) ? <OfferNumberStatus type={type} value={form.values.customer_no} /> : undefined}
          leading={<Icon name={numberIcons[kind]} className="size-5 text-slate-400" />}
          trailing={
            <>
              <ScanButton
                onNumber={(number) => {
                  changeNumber(number);
                  focusNumber();
                }}
              />
              {offeredContacts && (
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
              )}
            </>
          }
        />
        {kind === 'transfer' && <TransferAmountField field={{ ...form.bind('amount'), onChange: changeAmount }} />}
        {offeredContacts && contactsOpen && (
          <div id={contactsPanelId}>
            {offeredContacts.renderPanel({
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
          <Icon name={numberIcons[kind]} className="size-5" />
          {inquiry.isPending ? t(texts.checking) : t(texts.check)}
        </Button>
      </form>

      {bill ? (
        <BillCard
          bill={bill}
          action={
            <Button onClick={openSheet} className="w-full" data-testid="open-pay">
              {t(texts.pay, { amount: formatRupiah(bill.total) })}
            </Button>
          }
        />
      ) : (
        <p
          className="rounded-2xl border border-dashed border-slate-300 bg-white/60 px-4 py-8 text-center text-sm text-slate-600"
          data-testid="bill-placeholder"
        >
          {inquiry.isPending ? t(texts.checking) : t(texts.placeholder)}
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

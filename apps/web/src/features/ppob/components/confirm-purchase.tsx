import type { FormEvent, ReactNode } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Product } from '@konter/shared/contracts/ppob';
import type { PaymentSource, PurchaseBody } from '@konter/shared/contracts/transactions';
import { purchaseBody } from '@konter/shared/contracts/transactions';
import { formatRupiah } from '@konter/shared/money';
import { BottomSheet } from '../../../components/ui/bottom-sheet.tsx';
import { DetailRow } from '../../../components/ui/detail-row.tsx';
import {
  AmountRows,
  ConfirmActions,
  SecretField,
  secretRules,
  ShortBalanceNotice,
  triageConfirmFailure,
} from '../../../components/ui/confirm-sheet.tsx';
import { digitsOnly, InlineNotice, TextField } from '../../../components/ui/form-fields.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { applyFormError, isProductOrPriceChangeError } from '../../../lib/form-errors.ts';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import type { PurchaseResult } from '../api/purchase.ts';
import { usePurchase } from '../api/purchase.ts';
import { newRequestId } from '../request-id.ts';
import { looseAmountValue, previewSellingPrice } from '../selling-price.ts';
import { forgetPassword, rememberedPassword, rememberPassword } from '../session-memory.ts';
import { PayFromPicker, type PaySource } from './pay-from-picker.tsx';

/** What is about to be bought, for whom. */
export type PurchaseTarget = {
  product: Product;
  /** As sent: local 08… form for phone numbers. */
  destination: string;
  destinationLabel: string;
  /** International credit: the country code picked (CAT-03). */
  country?: string;
  /** From the PLN or name check, when it answered. */
  customerName?: string | null;
};

/** The catalogue's flags that shape the confirmation (TRX-04, TRX-05, TRX-13). */
export type PurchaseSettings = { pinRequired: boolean; persistentPassword: boolean; dailyLimit: number };

const fieldNames = [
  'order_number',
  'selling_price',
  'markup',
  'down_payment',
  'down_payment_notes',
  'pin',
  'password',
] as const;
type ConfirmField = (typeof fieldNames)[number];
const advancedFields: readonly string[] = [
  'order_number',
  'selling_price',
  'markup',
  'down_payment',
  'down_payment_notes',
];

const isConfirmField = (field: string): field is ConfirmField => (fieldNames as readonly string[]).includes(field);

type Secret = 'pin' | 'password' | 'remembered';

/** The confirmation's own rules, in the server's terms: the order number of purchaseBody, PIN or password present. */
function confirmSchema(secret: Secret) {
  return z.object({
    order_number: purchaseBody.shape.order_number,
    selling_price: z.string().max(20),
    markup: z.string().max(20),
    down_payment: purchaseBody.shape.down_payment,
    down_payment_notes: purchaseBody.shape.down_payment_notes,
    ...secretRules(secret === 'remembered' ? 'none' : secret),
  });
}

/**
 * The confirmation of a purchase (TRX-01..TRX-05): what, for whom, the price; optional order number and selling
 * price; then the PIN (or the password). One request id per confirmation, sent again on a retry, so a double tap or
 * a lost reply never buys twice. Server errors land on their fields; a wrong destination goes back to the page's
 * field; anything else is the page alert.
 */
export function ConfirmPurchase({
  target,
  settings,
  balance,
  paySources = [],
  hold,
  checkStatus,
  onClose,
  onPurchased,
  onDestinationError,
  onProductError,
}: {
  target: PurchaseTarget;
  settings: PurchaseSettings;
  /** The deposit balance, when known: a short balance is said before paying. */
  balance: number | null;
  /** §1: the other sources the tenant offers and the account can use; none: the deposit pays, nothing to pick. */
  paySources?: PaySource[];
  /** A reason the purchase must wait (a name check still running), shown instead of paying. */
  hold?: string | null;
  /** The name or meter check, repeated where the person confirms. */
  checkStatus?: ReactNode;
  onClose: () => void;
  onPurchased: (result: PurchaseResult) => void;
  onDestinationError: (message: string) => void;
  onProductError: () => void;
}) {
  const { t } = useTranslation();
  const advancedId = useId();
  const [requestId] = useState(() => newRequestId());
  const [remembered, setRemembered] = useState(() => (settings.persistentPassword ? rememberedPassword() : null));
  const secret: Secret = settings.pinRequired ? 'pin' : remembered !== null ? 'remembered' : 'password';
  const form = useZodForm({
    initial: {
      order_number: '',
      selling_price: '',
      markup: '',
      down_payment: '',
      down_payment_notes: '',
      pin: '',
      password: '',
    },
    labels: {
      order_number: 'prepaid.order_number',
      selling_price: 'prepaid.selling_price',
      markup: 'prepaid.markup',
      down_payment: 'prepaid.down_payment',
      down_payment_notes: 'prepaid.down_payment_notes',
      pin: 'field.pin',
      password: 'field.password',
    },
  });
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [productError, setProductError] = useState<string | null>(null);
  const [retryError, setRetryError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [payFrom, setPayFrom] = useState<PaymentSource>('deposit');
  const mutation = usePurchase();
  const { product } = target;
  const preview = previewSellingPrice(product.price, form.values.selling_price, form.values.markup);
  // §3 down payment: what the customer will still owe at the selling price the receipt prints.
  const downPayment = looseAmountValue(form.values.down_payment);
  const owed = typeof downPayment === 'number' ? (preview?.sellingPrice ?? product.price) - downPayment : null;

  const handleError = (error: unknown) => {
    const failure = triageConfirmFailure(error, t('internal_error'));
    // No answer, or the server failed: the purchase may have gone through. Retrying sends the same request id.
    if (failure.kind === 'retry') {
      setRetryError(failure.message);
      return;
    }
    if (failure.kind === 'pin') {
      form.setError('pin', failure.message);
      return;
    }
    if (failure.kind === 'app') {
      applyFormError(failure.error);
      onClose();
      return;
    }
    const apiError = failure.error;
    let shownOnField = false;
    applyFormError(apiError, {
      alert: false,
      setFieldError: (field, message) => {
        if (field === 'destination') {
          // Marks the page's number field too, for when the sheet is closed to change the number.
          onDestinationError(message);
        } else if (field === 'product_code') {
          setProductError(message);
          shownOnField = true;
        } else if (isConfirmField(field)) {
          form.setError(field, message);
          if (advancedFields.includes(field)) setAdvancedOpen(true);
          if (field === 'password' && remembered !== null) {
            forgetPassword();
            setRemembered(null);
          }
          shownOnField = true;
        }
      },
    });
    if (isProductOrPriceChangeError(apiError)) {
      setProductError((current) => current ?? apiError.message);
      onProductError();
      return;
    }
    // A 429 already has the app's snackbar (it says when to try again); the sheet stays open for the retry.
    if (!shownOnField && apiError.status !== 429) setRefusal(apiError.message);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending || hold) return;
    const values = form.validate(confirmSchema(secret));
    if (!values) {
      if (form.values.order_number.trim() !== '') setAdvancedOpen(true);
      return;
    }
    setRetryError(null);
    setRefusal(null);
    setProductError(null);
    const orderNumber = values.order_number?.trim() ?? '';
    const sellingPrice = looseAmountValue(values.selling_price);
    const markup = looseAmountValue(values.markup);
    const downPaymentValue = looseAmountValue(values.down_payment === undefined ? '' : String(values.down_payment));
    const notes = values.down_payment_notes?.trim() ?? '';
    const password = secret === 'remembered' ? (remembered ?? '') : values.password;
    const body: PurchaseBody = {
      product_code: product.code,
      destination: target.destination,
      request_id: requestId,
      ...(orderNumber !== '' ? { order_number: orderNumber } : {}),
      ...(sellingPrice !== undefined ? { selling_price: sellingPrice } : {}),
      ...(markup !== undefined ? { markup } : {}),
      ...(downPaymentValue !== undefined
        ? { down_payment: downPaymentValue, ...(notes !== '' ? { down_payment_notes: notes } : {}) }
        : {}),
      ...(secret === 'pin' ? { pin: values.pin } : { password }),
      ...(target.country ? { country: target.country } : {}),
      ...(payFrom !== 'deposit' ? { pay_from: payFrom } : {}),
    };
    mutation.mutate(body, {
      onSuccess: (result) => {
        if (secret === 'password' && settings.persistentPassword) rememberPassword(values.password);
        onPurchased(result);
      },
      onError: handleError,
    });
  };

  return (
    <BottomSheet title={t('prepaid.confirm_title')} onClose={onClose} closable={!mutation.isPending}>
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-4"
        aria-label={t('prepaid.confirm_title')}
        data-testid="confirm-purchase"
      >
        <dl className="divide-y divide-slate-200 rounded-2xl bg-slate-50 px-4 py-1 text-sm">
          <DetailRow label={t('prepaid.product')} testId="confirm-product">
            <span className="block">{product.name}</span>
            <span className="block text-xs font-normal text-slate-600">{product.operator_name}</span>
          </DetailRow>
          <DetailRow label={target.destinationLabel} testId="confirm-destination">
            <span className="tabular-nums">{target.destination}</span>
          </DetailRow>
          {target.customerName && <DetailRow label={t('prepaid.customer_name')}>{target.customerName}</DetailRow>}
          <AmountRows
            amountLabel={t('prepaid.price')}
            amountTestId="confirm-price"
            amount={product.price}
            balanceLabel={t('prepaid.balance')}
            balance={balance}
          />
        </dl>

        {productError && (
          <InlineNotice kind="error">
            <span data-testid="product-error">{productError}</span>
          </InlineNotice>
        )}
        {paySources.length > 0 && (
          <PayFromPicker
            price={product.price}
            deposit={balance}
            sources={paySources}
            value={payFrom}
            onChange={setPayFrom}
          />
        )}
        {payFrom === 'deposit' && (
          <ShortBalanceNotice amount={product.price} balance={balance} topupLabel={t('prepaid.topup_link')} />
        )}
        {checkStatus && <div className="text-sm">{checkStatus}</div>}
        {settings.dailyLimit > 0 && (
          <p className="text-xs text-slate-500">{t('prepaid.daily_limit_hint', { limit: settings.dailyLimit })}</p>
        )}

        <div className="flex flex-col gap-3">
          <button
            type="button"
            onClick={() => setAdvancedOpen((open) => !open)}
            aria-expanded={advancedOpen}
            aria-controls={advancedId}
            className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg text-sm font-semibold text-brand"
          >
            <Icon name="settings" className="size-4" />
            {t('prepaid.advanced')}
          </button>
          <div id={advancedId} hidden={!advancedOpen} className="flex flex-col gap-3">
            <TextField
              field={form.bind('order_number')}
              label={t('prepaid.order_number_optional')}
              hint={t('prepaid.order_number_hint')}
              maxLength={40}
              autoComplete="off"
              filter={(value) => value.replace(/\s+/g, '')}
            />
            <div className="grid grid-cols-2 gap-3">
              <TextField
                field={form.bind('selling_price')}
                label={t('prepaid.selling_price')}
                leading="Rp"
                inputMode="numeric"
                maxLength={12}
                autoComplete="off"
                filter={digitsOnly}
              />
              <TextField
                field={form.bind('markup')}
                label={t('prepaid.markup')}
                leading="Rp"
                inputMode="numeric"
                maxLength={12}
                autoComplete="off"
                filter={digitsOnly}
              />
            </div>
            {preview && (
              <p className="text-sm text-slate-700" data-testid="selling-preview">
                {t('prepaid.selling_preview', { amount: formatRupiah(preview.sellingPrice) })}
                {preview.adjusted && (
                  <span className="block text-xs text-amber-800">{t('prepaid.selling_adjusted')}</span>
                )}
              </p>
            )}
            <TextField
              field={form.bind('down_payment')}
              label={t('prepaid.down_payment_optional')}
              hint={t('prepaid.down_payment_hint')}
              leading="Rp"
              inputMode="numeric"
              maxLength={12}
              autoComplete="off"
              filter={digitsOnly}
            />
            {owed !== null && (
              <p className="text-sm text-slate-700" data-testid="down-payment-preview">
                {t('prepaid.down_payment_owed', { amount: formatRupiah(Math.max(owed, 0)) })}
              </p>
            )}
            {downPayment !== undefined && (
              <TextField
                field={form.bind('down_payment_notes')}
                label={t('prepaid.down_payment_notes')}
                maxLength={200}
                autoComplete="off"
              />
            )}
          </div>
        </div>

        {secret !== 'remembered' && (
          <SecretField
            secret={secret}
            pin={form.bind('pin')}
            password={form.bind('password')}
            pinHint={t('prepaid.pin_hint')}
            passwordHint={settings.persistentPassword ? t('prepaid.password_remembered_hint') : undefined}
          />
        )}
        {secret === 'remembered' && (
          <p className="flex items-center justify-between gap-2 rounded-xl bg-slate-50 px-3 py-2 text-sm text-slate-700">
            <span className="flex items-center gap-2">
              <Icon name="check" className="size-4 text-emerald-700" />
              {t('prepaid.password_remembered')}
            </span>
            <button
              type="button"
              className="min-h-11 rounded-lg px-2 font-semibold text-brand"
              onClick={() => {
                forgetPassword();
                setRemembered(null);
              }}
            >
              {t('prepaid.password_change')}
            </button>
          </p>
        )}

        {hold && <InlineNotice kind="info">{hold}</InlineNotice>}

        <ConfirmActions
          pending={mutation.isPending}
          blocked={Boolean(hold)}
          retryError={retryError}
          refusal={refusal}
          onClose={onClose}
          texts={{
            retrySafe: t('prepaid.retry_safe'),
            cancel: t('prepaid.cancel'),
            paying: t('prepaid.paying'),
            retry: t('prepaid.retry'),
            pay: t('prepaid.pay', { amount: formatRupiah(product.price) }),
          }}
        />
      </form>
    </BottomSheet>
  );
}

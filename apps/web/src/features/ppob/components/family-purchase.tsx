import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { PurchasableFamily } from '@konter/shared/ppob/families';
import type { CatalogueResponse, Product } from '@konter/shared/contracts/ppob';
import { formatRupiah } from '@konter/shared/money';
import { detectOperator, getOperator } from '@konter/shared/phone/operators';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { withQueryKey } from '../../../lib/overlay-query.ts';
import { usePlnCheck } from '../api/pln-check.ts';
import type { PurchaseResult } from '../api/purchase.ts';
import {
  contactTypesFor,
  destinationInfo,
  destinationKindOf,
  destinationProblem,
  isCheckableMeter,
  isCheckableWallet,
  destinationToSend,
} from '../destination.ts';
import type { NameCheckRequest } from '../hooks/use-name-check.ts';
import { useNameCheck } from '../hooks/use-name-check.ts';
import { readLastNumber, rememberLastNumber } from '../last-number.ts';
import type { ProductFilter } from '../products.ts';
import { filterProducts, operatorsWithProducts, productState, sortProducts } from '../products.ts';
import type { PurchaseTarget } from './confirm-purchase.tsx';
import type { PaySource } from './pay-from-picker.tsx';
import { ConfirmPurchase } from './confirm-purchase.tsx';
import type { ContactSource } from './contact-picker.tsx';
import { ContactPanel, ContactsButton } from './contact-picker.tsx';
import { NameCheckStatus, PlnCheckStatus } from './destination-checks.tsx';
import { ScanButton } from '../../../components/scan/scan-button.tsx';
import { DestinationNumberField } from './destination-number-field.tsx';
import { CountryPicker, OperatorPicker } from './operator-picker.tsx';
import { AdditionalProducts } from './additional-products.tsx';
import { ProductGrid, unavailableLabel } from './product-grid.tsx';

/** The query value of the confirmation sheet (NAV-03: back closes it, the page does not scroll behind). */
export const purchaseDialogKey = 'purchase';

export type FamilyPurchaseProps = {
  family: PurchasableFamily;
  catalogue: CatalogueResponse;
  /** The account id: the remembered last number belongs to it. */
  owner: string;
  balance: number | null;
  /** §1: the sources other than the deposit the confirmation offers (the tenant's and the account's). */
  paySources?: PaySource[];
  contacts: ContactSource;
  /** The one-page checkout (NAV-09): this product only, no nominal grid. */
  fixedProduct?: Product;
  /** A number to start with ("buy again"); otherwise the last one when the family remembers it. */
  initialDestination?: string;
  onPurchased: (result: PurchaseResult) => void;
  /** A product or price changed under the person: read the catalogue again. */
  onCatalogueStale: () => void;
};

function firstOperatorWithProducts(catalogue: CatalogueResponse): string | null {
  return (
    operatorsWithProducts(catalogue.operators, catalogue.products)[0]?.slug ?? catalogue.products[0]?.operator ?? null
  );
}

function firstCountryWithProducts(catalogue: CatalogueResponse): string | null {
  const used = new Set(catalogue.products.map((product) => product.operator));
  return (
    (catalogue.country_list.find((country) => used.has(country.operator)) ?? catalogue.country_list[0])?.code ?? null
  );
}

/**
 * A family's purchase screen: the destination (with operator detection for mobile numbers, the favourite contacts,
 * the PLN meter or e-wallet name check), the operator/brand or country, the nominal grid, then the confirmation.
 */
export function FamilyPurchase({
  family,
  catalogue,
  owner,
  balance,
  paySources,
  contacts,
  fixedProduct,
  initialDestination,
  onPurchased,
  onCatalogueStale,
}: FamilyPurchaseProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const fieldId = useId();
  const contactsPanelId = useId();
  const kind = destinationKindOf(family);
  const info = destinationInfo[kind];
  const detects = kind === 'mobile';

  const [destination, setDestination] = useState(
    () => initialDestination ?? (catalogue.persistent_number ? readLastNumber(family, owner) : null) ?? '',
  );
  const [destinationError, setDestinationError] = useState<string | null>(null);
  const [operator, setOperator] = useState<string | null>(
    () => fixedProduct?.operator ?? firstOperatorWithProducts(catalogue),
  );
  const [country, setCountry] = useState<string | null>(() => {
    if (fixedProduct) {
      return catalogue.country_list.find((candidate) => candidate.operator === fixedProduct.operator)?.code ?? null;
    }
    return firstCountryWithProducts(catalogue);
  });
  const [contactsOpen, setContactsOpen] = useState(false);
  const [target, setTarget] = useState<PurchaseTarget | null>(null);
  const [deferredFor, setDeferredFor] = useState<string | null>(null);

  const normalized = destinationToSend(kind, destination);
  const detected = detects ? detectOperator(destination) : null;
  const selectedCountry = catalogue.country_list.find((candidate) => candidate.code === country) ?? null;

  const filter: ProductFilter = detects
    ? { kind: 'mobile', number: destination }
    : { kind: 'operator', operator: family === 'international' ? (selectedCountry?.operator ?? null) : operator };
  const products = sortProducts(filterProducts(catalogue.products, filter));
  const operatorOptions = operatorsWithProducts(catalogue.operators, catalogue.products);
  const blocked = family === 'sendMoney' && !catalogue.send_money_verified;
  const profits = new Map(catalogue.profit.map((entry) => [entry.code, entry.profit]));
  // §3 'additional': for a number whose operator is known, only what that operator sells.
  const additional = catalogue.additional.filter(
    (product) =>
      !detects || detected === null || product.mobile_operator === null || product.mobile_operator === detected,
  );

  // TRX-10: PLN meters are checked once they are long enough; TRX-09: e-wallet names once the number is.
  const pln = usePlnCheck(family === 'listrik' && isCheckableMeter(normalized) ? normalized : null);
  const walletOperator = fixedProduct?.operator ?? operator;
  const nameRequest: NameCheckRequest | null =
    family === 'emoney' && walletOperator !== null && isCheckableWallet(destination)
      ? {
          family: 'emoney',
          operator: walletOperator,
          productCode: fixedProduct?.code ?? products[0]?.code,
          destination: normalized,
        }
      : null;
  const nameCheck = useNameCheck(nameRequest);
  const deferred = deferredFor !== null && deferredFor === normalized;
  const customerName = pln.data?.customer_name ?? (nameCheck.status === 'success' ? nameCheck.name : null);
  const hold = nameCheck.status === 'pending' && !deferred ? t('prepaid.name_check_hold') : null;

  const checkStatus =
    family === 'listrik' ? (
      <PlnCheckStatus isPending={pln.isFetching} data={pln.data} error={pln.error} />
    ) : family === 'emoney' ? (
      <NameCheckStatus state={nameCheck} deferred={deferred} onDefer={() => setDeferredFor(normalized)} />
    ) : null;

  // The sheet is open while the URL says so and there is something to confirm.
  const dialogInUrl = new URLSearchParams(location.search).get('dialog') === purchaseDialogKey;
  const sheetOpen = dialogInUrl && target !== null;
  const closing = useRef(false);
  useEffect(() => {
    if (!dialogInUrl) closing.current = false;
  }, [dialogInUrl]);
  useEffect(() => {
    // Opened from a bookmark or a reload, the sheet has nothing to confirm: drop the key.
    if (dialogInUrl && target === null && !closing.current) {
      void navigate(
        { pathname: location.pathname, search: withQueryKey(location.search, 'dialog', null) },
        { replace: true },
      );
    }
  }, [dialogInUrl, target, navigate, location.pathname, location.search]);
  const closeSheet = useCallback(() => {
    if (!dialogInUrl || closing.current) return;
    closing.current = true;
    void navigate(-1);
  }, [dialogInUrl, navigate]);

  const focusDestination = () => {
    const input = document.getElementById(fieldId);
    input?.focus();
    input?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  };

  const changeDestination = (value: string) => {
    setDestination(value);
    setDestinationError(null);
  };

  const select = (product: Product) => {
    const problem = destinationProblem(kind, destination);
    if (problem) {
      setDestinationError(problem === 'required' ? t('trx.destination_required') : t('prepaid.number_invalid'));
      focusDestination();
      return;
    }
    if (detects && product.mobile_operator !== null && detected !== product.mobile_operator) {
      setDestinationError(t('prepaid.number_operator_mismatch', { operator: product.operator_name }));
      focusDestination();
      return;
    }
    setTarget({
      product,
      destination: normalized,
      destinationLabel: t(info.label),
      customerName,
      ...(family === 'international' && selectedCountry ? { country: selectedCountry.code } : {}),
    });
    void navigate({
      pathname: location.pathname,
      search: withQueryKey(location.search, 'dialog', purchaseDialogKey),
    });
  };

  const purchased = (result: PurchaseResult) => {
    if (catalogue.persistent_number) rememberLastNumber(family, owner, normalized);
    onPurchased(result);
  };

  const toggleContacts = () => {
    if (!contactsOpen) contacts.load();
    setContactsOpen((open) => !open);
  };

  const fixedState = fixedProduct ? productState(fixedProduct) : null;

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:items-start">
      <div className="flex flex-col gap-4 lg:sticky lg:top-20">
        {blocked && (
          <InlineNotice kind="warning">
            <span className="block">{t('trx.send_money_unverified')}</span>
            <ButtonLink to="/account/phone-verification" variant="secondary" className="mt-2">
              <Icon name="phone" className="size-5" />
              {t('prepaid.verify_phone')}
            </ButtonLink>
          </InlineNotice>
        )}
        <section
          aria-label={t('prepaid.destination_section')}
          className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
        >
          {family === 'international' && !fixedProduct && (
            <CountryPicker countries={catalogue.country_list} value={country} onChange={setCountry} />
          )}
          <DestinationNumberField
            id={fieldId}
            value={destination}
            onChange={changeDestination}
            detect={detects}
            label={t(info.label)}
            placeholder={t(info.placeholder)}
            inputMode={info.inputMode}
            icon={info.icon}
            maxLength={info.maxLength}
            error={destinationError ?? undefined}
            hint={detects ? t('prepaid.mobile_hint') : undefined}
            status={checkStatus}
            action={
              <>
                {info.inputMode !== 'text' && (
                  <ScanButton
                    onNumber={(number) => {
                      changeDestination(number);
                      focusDestination();
                    }}
                  />
                )}
                <ContactsButton open={contactsOpen} onToggle={toggleContacts} panelId={contactsPanelId} />
              </>
            }
          />
          {contactsOpen && (
            <ContactPanel
              id={contactsPanelId}
              source={contacts}
              types={contactTypesFor(family)}
              onPick={(contact) => {
                changeDestination(contact.number);
                setContactsOpen(false);
                focusDestination();
              }}
            />
          )}
          {!detects && family !== 'international' && !fixedProduct && (
            <OperatorPicker
              label={t(family === 'sendMoney' ? 'prepaid.choose_bank' : 'prepaid.choose_operator')}
              options={operatorOptions}
              value={operator}
              onChange={setOperator}
            />
          )}
        </section>
      </div>

      {fixedProduct && fixedState ? (
        <section
          aria-labelledby="checkout-product-title"
          className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
          data-testid="checkout-product"
        >
          <p className="text-sm font-semibold text-slate-600">{fixedProduct.operator_name}</p>
          <h2 id="checkout-product-title" className="text-xl font-bold text-slate-900">
            {fixedProduct.name}
          </h2>
          {fixedProduct.description && fixedProduct.description !== fixedProduct.name && (
            <p className="text-sm text-slate-600">{fixedProduct.description}</p>
          )}
          <p className="text-2xl font-extrabold text-brand tabular-nums">{formatRupiah(fixedProduct.price)}</p>
          {!fixedState.buyable && <InlineNotice kind="warning">{unavailableLabel(fixedState, t)}</InlineNotice>}
          <Button onClick={() => select(fixedProduct)} disabled={blocked || !fixedState.buyable} className="w-full">
            {t('prepaid.buy_now')}
          </Button>
        </section>
      ) : (
        <section aria-labelledby="nominal-title" className="flex flex-col gap-3">
          <h2 id="nominal-title" className="text-lg font-bold text-slate-900">
            {t('prepaid.choose_nominal')}
          </h2>
          {products.length > 0 ? (
            <ProductGrid products={products} onSelect={select} blocked={blocked} headingLevel={3} profits={profits} />
          ) : (
            <p
              className="rounded-2xl border border-dashed border-slate-300 bg-white/60 px-4 py-8 text-center text-sm text-slate-600"
              data-testid="no-products"
            >
              {detects && detected === null
                ? t('prepaid.enter_number_first')
                : detects && detected !== null
                  ? t('prepaid.no_products_for', { operator: getOperator(detected).name })
                  : t('prepaid.no_products')}
            </p>
          )}
        </section>
      )}
      {additional.length > 0 && (
        <AdditionalProducts products={additional} destination={destination} profits={profits} />
      )}

      {sheetOpen && target && (
        <ConfirmPurchase
          target={{ ...target, customerName }}
          settings={{
            pinRequired: catalogue.pin_required,
            persistentPassword: catalogue.persistent_password,
            dailyLimit: catalogue.same_number_daily_limit,
          }}
          balance={balance}
          paySources={paySources}
          hold={hold}
          checkStatus={checkStatus}
          onClose={closeSheet}
          onPurchased={purchased}
          onDestinationError={(message) => {
            setDestinationError(message);
            focusDestination();
          }}
          onProductError={onCatalogueStale}
        />
      )}
    </div>
  );
}

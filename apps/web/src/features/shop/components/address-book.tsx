import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addressBody, type ShopAddress, type ShopRegion } from '@konter/shared/contracts/shop';
import { Button } from '../../../components/ui/button.tsx';
import { digitsOnly, InlineNotice, TextField } from '../../../components/ui/form-fields.tsx';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { useAddressChange, useAddresses } from '../api/shipping.ts';
import { regionLine } from '../../../components/region-search-field.tsx';
import { AddressPlaceFields } from './region-search.tsx';

const emptyAddress = { name: '', phone: '', area_code: '', sub_district: '', postcode: '', detail: '' };

/** SHP-04: a new address of the book, its region chosen from the district search. */
function AddressForm({ onSaved, onCancel }: { onSaved: (addresses: ShopAddress[]) => void; onCancel?: () => void }) {
  const { t } = useTranslation();
  const change = useAddressChange();
  const [region, setRegion] = useState<ShopRegion | null>(null);
  const form = useZodForm({
    initial: emptyAddress,
    labels: {
      name: 'shop.field.name',
      phone: 'shop.field.phone',
      area_code: 'shop.field.region',
      sub_district: 'shop.field.sub_district',
      postcode: 'shop.field.postcode',
      detail: 'shop.field.detail',
    },
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate(addressBody);
    if (!body) return;
    try {
      onSaved(await change.mutateAsync({ kind: 'add', body }));
    } catch (error) {
      form.applyServerError(error);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="address-form">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField field={form.bind('name')} label={t('shop.field.name')} autoComplete="name" />
        <TextField
          field={form.bind('phone')}
          label={t('shop.field.phone')}
          inputMode="tel"
          autoComplete="tel"
          filter={digitsOnly}
        />
      </div>
      <AddressPlaceFields form={form} region={region} onRegion={setRegion} />
      {form.errors.form && <InlineNotice kind="error">{form.errors.form}</InlineNotice>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={change.isPending}>
          {t('shop.save_address')}
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('shop.admin.close')}
          </Button>
        )}
      </div>
    </form>
  );
}

/**
 * SHP-04: the account's address book inside checkout: choose one (the primary is chosen first), add, make primary,
 * delete. A deletion leaves the screen only when the server confirms it.
 */
export function AddressBook({
  selectedId,
  onSelect,
}: {
  selectedId: string | null;
  onSelect: (address: ShopAddress | null) => void;
}) {
  const { t } = useTranslation();
  const addresses = useAddresses();
  const change = useAddressChange();
  const [adding, setAdding] = useState(false);
  const list = addresses.data ?? [];

  if (addresses.isPending) return <p className="text-slate-600">{t('shop.loading')}</p>;
  if (list.length === 0 || adding) {
    return (
      <AddressForm
        onSaved={(saved) => {
          setAdding(false);
          // The address just saved is the one the buyer means to ship to.
          onSelect(saved.find((one) => !list.some((old) => old.id === one.id)) ?? saved[0] ?? null);
        }}
        {...(list.length > 0 ? { onCancel: () => setAdding(false) } : {})}
      />
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-col gap-2">
        {list.map((address) => (
          <li key={address.id} className="rounded-xl border border-slate-200 p-3" data-testid="shop-address">
            <label className="flex cursor-pointer gap-3">
              <input
                type="radio"
                name="shop-address"
                className="mt-1 size-5 shrink-0"
                checked={address.id === selectedId}
                onChange={() => onSelect(address)}
              />
              <span className="min-w-0 break-words">
                <strong className="block">
                  {address.name} · {address.phone}
                  {address.primary && (
                    <span className="ml-2 rounded bg-emerald-100 px-1.5 text-sm font-normal text-emerald-800">
                      {t('shop.primary')}
                    </span>
                  )}
                </strong>
                <span className="block text-slate-700">{address.detail}</span>
                <span className="block text-slate-700">
                  {address.sub_district && `${address.sub_district}, `}
                  {regionLine(address)} {address.postcode}
                </span>
              </span>
            </label>
            <div className="mt-2 flex flex-wrap gap-2">
              {!address.primary && (
                <Button
                  type="button"
                  variant="ghost"
                  disabled={change.isPending}
                  onClick={() => change.mutate({ kind: 'pick', id: address.id })}
                >
                  {t('shop.make_primary')}
                </Button>
              )}
              <Button
                type="button"
                variant="ghost"
                disabled={change.isPending}
                onClick={async () => {
                  const left = await change.mutateAsync({ kind: 'delete', id: address.id });
                  if (address.id === selectedId) onSelect(left.find((one) => one.primary) ?? null);
                }}
              >
                {t('shop.remove')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {change.isError && <InlineNotice kind="error">{t('shop.address_save_failed')}</InlineNotice>}
      <Button type="button" variant="secondary" onClick={() => setAdding(true)}>
        {t('shop.add_address')}
      </Button>
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopRegion } from '@konter/shared/contracts/shop';
import { digitsOnly, TextField } from '../../../components/ui/form-fields.tsx';
import type { ZodForm } from '../../../lib/forms/use-zod-form.ts';
import { useRegionSearch } from '../api/shipping.ts';

export const regionLine = (address: { district: string; city: string; province: string }) =>
  `${address.district}, ${address.city}, ${address.province}`;

/**
 * SHP-04: the region of an address, chosen from the search of Indonesia's districts (`search_key`), never typed, so
 * the courier and the seller read a real province, city and district. The address book and a guest's checkout
 * both use it; each keeps the chosen region in its own form (`onRegion`).
 */
export function RegionSearchField({
  id,
  error,
  region,
  onRegion,
}: {
  id: string;
  error: string | undefined;
  region: ShopRegion | null;
  onRegion: (region: ShopRegion | null) => void;
}) {
  const { t } = useTranslation();
  const [searchKey, setSearchKey] = useState(region ? regionLine(region) : '');
  const regions = useRegionSearch(region ? '' : searchKey);
  const field = {
    id,
    name: 'search_key',
    value: searchKey,
    error,
    onChange: (value: string) => {
      setSearchKey(value);
      onRegion(null);
    },
  };
  return (
    <>
      <TextField
        field={field}
        label={t('shop.field.region')}
        placeholder={t('shop.region_placeholder')}
        hint={t('shop.region_hint')}
        status={region ? <span className="font-semibold text-emerald-700">{regionLine(region)}</span> : undefined}
      />
      {!region && searchKey.trim().length >= 3 && (
        <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto rounded-xl border border-slate-200 p-1">
          {(regions.data ?? []).map((found) => (
            <li key={found.code}>
              <button
                type="button"
                className="w-full rounded-lg px-3 py-2 text-left break-words hover:bg-slate-100 focus:bg-slate-100"
                onClick={() => {
                  setSearchKey(regionLine(found));
                  onRegion(found);
                }}
              >
                {regionLine(found)}
              </button>
            </li>
          ))}
          {regions.isSuccess && regions.data.length === 0 && (
            <li className="px-3 py-2 text-slate-600">{t('shop.region_none')}</li>
          )}
          {regions.isError && <li className="px-3 py-2 text-red-700">{t('shop.region_failed')}</li>}
        </ul>
      )}
    </>
  );
}

type PlaceField = 'area_code' | 'sub_district' | 'postcode' | 'detail';

/**
 * SHP-04: where an address is: its region from the district search, then sub-district, postcode and street. The
 * address book's form and a guest's checkout both ask it so; each form holds these fields and the chosen region.
 */
export function AddressPlaceFields({
  form,
  region,
  onRegion,
}: {
  form: Pick<ZodForm<PlaceField>, 'bind' | 'errors' | 'setValue'>;
  region: ShopRegion | null;
  onRegion: (region: ShopRegion | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <RegionSearchField
        id={form.bind('area_code').id}
        error={form.errors.area_code}
        region={region}
        onRegion={(found) => {
          onRegion(found);
          form.setValue('area_code', found?.code ?? '');
        }}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField field={form.bind('sub_district')} label={t('shop.field.sub_district')} />
        <TextField
          field={form.bind('postcode')}
          label={t('shop.field.postcode')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          filter={digitsOnly}
        />
      </div>
      <TextField field={form.bind('detail')} label={t('shop.field.detail')} autoComplete="street-address" />
    </>
  );
}

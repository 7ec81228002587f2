import { useTranslation } from 'react-i18next';
import { shopPaths, type ShopRegion } from '@konter/shared/contracts/shop';
import { RegionSearchField } from '../../../components/region-search-field.tsx';
import { digitsOnly, TextField } from '../../../components/ui/form-fields.tsx';
import type { ZodForm } from '../../../lib/forms/use-zod-form.ts';

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
        path={shopPaths.region}
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

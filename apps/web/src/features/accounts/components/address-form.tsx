import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '@konter/shared/contracts/accounts';
import { addressBody } from '@konter/shared/contracts/accounts';
import { Button } from '../../../components/ui/button.tsx';
import { digitsOnly, InlineNotice, TextField } from '../../../components/ui/form-fields.tsx';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { notices } from '../../../lib/notices.ts';
import { useSaveAddress } from '../api/save-address.ts';

/** ACC-05: the primary address; the server marks it incomplete while a part is missing (receipts need it, RCP-03). */
export function AddressForm({ address }: { address: Address | null }) {
  const { t } = useTranslation();
  const form = useZodForm({
    initial: {
      province: address?.province ?? '',
      city: address?.city ?? '',
      district: address?.district ?? '',
      sub_district: address?.sub_district ?? '',
      postcode: address?.postcode ?? '',
      detail: address?.detail ?? '',
    },
    labels: {
      province: 'field.province',
      city: 'field.city',
      district: 'field.district',
      sub_district: 'field.sub_district',
      postcode: 'field.postcode',
      detail: 'field.detail',
    },
  });
  const save = useSaveAddress();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate(addressBody, { ...form.values, primary: true });
    if (!body) return;
    save.mutate(body, {
      onSuccess: ({ message }) => notices.showSnackbar('success', message),
      onError: (error) => form.applyServerError(error),
    });
  };

  const incomplete = save.data?.address.incomplete ?? address?.incomplete ?? address === null;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {incomplete && <InlineNotice kind="warning">{t('acc.address_incomplete')}</InlineNotice>}
      <TextField field={form.bind('province')} label={t('field.province')} autoComplete="address-level1" />
      <TextField field={form.bind('city')} label={t('field.city')} autoComplete="address-level2" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={form.bind('district')} label={t('field.district')} autoComplete="address-level3" />
        <TextField field={form.bind('sub_district')} label={t('field.sub_district')} autoComplete="address-level4" />
      </div>
      <TextField
        field={form.bind('postcode')}
        label={t('field.postcode')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        filter={digitsOnly}
      />
      <TextField
        field={form.bind('detail')}
        label={t('field.detail')}
        autoComplete="street-address"
        placeholder={t('acc.address_detail_placeholder')}
      />
      <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto sm:self-start">
        {t('acc.save')}
      </Button>
    </form>
  );
}

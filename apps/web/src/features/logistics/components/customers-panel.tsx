import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { courierNames, mloPaths, type DestinationCourier } from '@konter/shared/contracts/logistics';
import type { Region } from '@konter/shared/contracts/regions';
import { regionLine, RegionSearchField } from '../../../components/region-search-field.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card, LoadingText } from '../../../components/ui/page-frame.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useAddCustomer, useCustomers, useDeleteCustomer } from '../api/customers.ts';
import { regionOfCustomer } from '../customer-region.ts';
import { useMloText } from '../mlo-text.ts';
import { Field, fieldError } from './fields.tsx';

const empty = { name: '', phone: '', address: '', postal_code: '' };

/** A new customer of the book: its district chosen from the shop's region data, as the shop's address form does. */
function CustomerForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { t: mt } = useMloText();
  const add = useAddCustomer();
  const [values, setValues] = useState(empty);
  const [region, setRegion] = useState<Region | null>(null);
  const errors = isApiError(add.error) ? add.error.errors : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ ...values, area_code: region?.code ?? '' }, { onSuccess: onDone });
  };
  const bind = (key: keyof typeof empty) => ({
    name: key,
    value: values[key],
    error: fieldError(errors, key),
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [key]: event.target.value }),
  });
  return (
    <Card>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label={mt('mlo.customers.add_title')}>
        <h2 className="text-lg font-bold text-slate-900">{mt('mlo.customers.add_title')}</h2>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Field label={t('pos.field.name')} autoComplete="name" {...bind('name')} />
          <Field label={t('pos.field.phone')} inputMode="tel" autoComplete="tel" {...bind('phone')} />
        </div>
        <RegionSearchField
          id="customer_area_code"
          path={mloPaths.customerRegion}
          region={region}
          error={fieldError(errors, 'area_code')}
          onRegion={(found) => {
            setRegion(found);
            // The refusal of the entry without a district no longer holds.
            if (found) add.reset();
          }}
        />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_10rem]">
          <Field label={t('pos.field.address')} autoComplete="street-address" {...bind('address')} />
          <Field
            label={mt('mlo.customers.postal')}
            inputMode="numeric"
            maxLength={5}
            autoComplete="postal-code"
            {...bind('postal_code')}
            onChange={(event) => setValues({ ...values, postal_code: event.target.value.replace(/\D+/g, '') })}
          />
        </div>
        {add.error && !errors && (
          <p role="alert" className="text-sm text-red-700">
            {add.error.message}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={add.isPending}>
            {mt('mlo.customers.save')}
          </Button>
          <Button type="button" variant="secondary" onClick={onDone}>
            {mt('mlo.customers.cancel')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/**
 * The agent's customer address book (MLO-06): receivers saved with an order or added here, each in its district of
 * the shop's region data, with the courier destinations picked for it; one tap sends a parcel to one.
 */
export function CustomersPanel() {
  const { t } = useTranslation();
  const { t: mt } = useMloText();
  const customers = useCustomers();
  const remove = useDeleteCustomer();
  const [adding, setAdding] = useState(false);
  if (!customers.data) return <LoadingText label={t('pos.loading')} />;
  return (
    <div className="flex flex-col gap-3">
      {adding ? (
        <CustomerForm onDone={() => setAdding(false)} />
      ) : (
        <Button type="button" variant="secondary" className="self-start" onClick={() => setAdding(true)}>
          {mt('mlo.customers.add')}
        </Button>
      )}
      {customers.data.length === 0 && <p className="text-slate-600">{t('pos.customers.empty')}</p>}
      <ul className="flex flex-col gap-3" data-testid="customers">
        {customers.data.map((customer) => {
          const region = regionOfCustomer(customer);
          const destinations = Object.entries(customer.destinations);
          return (
            <li key={customer.id} data-customer={customer.id}>
              <Card>
                <div className="flex flex-col gap-2">
                  <div className="min-w-0">
                    <p className="font-semibold break-words text-slate-900">{customer.name}</p>
                    <p className="text-sm break-words text-slate-600">
                      {customer.phone} · {customer.address}
                    </p>
                    <p className="text-sm break-words text-slate-600" data-testid="customer-region">
                      {region ? regionLine(region) : customer.city} {customer.postal_code}
                    </p>
                    {!region && <p className="text-sm text-amber-800">{mt('mlo.customers.no_area')}</p>}
                    {destinations.length > 0 && (
                      <p className="text-sm break-words text-slate-600">
                        {mt('mlo.customers.destinations')}:{' '}
                        {destinations
                          .map(([courier, destination]) =>
                            destination
                              ? `${courierNames[courier as DestinationCourier]} ${destination.name} (${destination.code})`
                              : '',
                          )
                          .join(' · ')}
                      </p>
                    )}
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <ButtonLink to={`/pos?tab=send&customer=${customer.id}`} variant="secondary">
                      {mt('mlo.customers.send')}
                    </ButtonLink>
                    <Button variant="ghost" onClick={() => remove.mutate(customer.id)}>
                      {t('pos.customers.delete')}
                    </Button>
                  </div>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

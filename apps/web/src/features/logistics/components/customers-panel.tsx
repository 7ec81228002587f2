import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card, LoadingText } from '../../../components/ui/page-frame.tsx';
import { useCustomers, useDeleteCustomer } from '../api/customers.ts';

/** The agent's customer address book (MLO-06): receivers saved with an order, to pick again. */
export function CustomersPanel() {
  const { t } = useTranslation();
  const customers = useCustomers();
  const remove = useDeleteCustomer();
  if (!customers.data) return <LoadingText label={t('pos.loading')} />;
  if (customers.data.length === 0) return <p className="text-slate-600">{t('pos.customers.empty')}</p>;
  return (
    <ul className="flex flex-col gap-3" data-testid="customers">
      {customers.data.map((customer) => (
        <li key={customer.id}>
          <Card>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold break-words text-slate-900">{customer.name}</p>
                <p className="text-sm break-words text-slate-600">
                  {customer.phone} · {customer.address}, {customer.city} {customer.postal_code}
                </p>
              </div>
              <Button variant="ghost" onClick={() => remove.mutate(customer.id)}>
                {t('pos.customers.delete')}
              </Button>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

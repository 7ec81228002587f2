import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn23Categories, currencies, type Cn23Category, type Currency } from '@konter/shared/contracts/cn23';
import { Button } from '../../../components/ui/button.tsx';
import { Card, LoadingText } from '../../../components/ui/page-frame.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useCn23Actions, useCn23List } from '../api/cn23.ts';
import { useHsCodes } from '../api/customs.ts';
import { HsCodeField } from './hs-code-field.tsx';
import { formatMinor, parseMinor } from '../customs-amount.ts';
import { Cn23Heading } from './cn23-status.tsx';
import { Field, SelectField, fieldError } from './fields.tsx';

type ItemDraft = {
  description: string;
  hs_code: string;
  quantity: string;
  net_weight_grams: string;
  value: string;
  origin_country: string;
};
const emptyItem = (hsCode = ''): ItemDraft => ({
  description: '',
  hs_code: hsCode,
  quantity: '1',
  net_weight_grams: '',
  value: '',
  origin_country: 'ID',
});
const integer = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** CN23 (MLO-04): declare one of the agent's parcels by AWB, list the declarations, print or cancel them. */
export function Cn23Panel({ initialAwb = '' }: { initialAwb?: string }) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const hsCodes = useHsCodes();
  const actions = useCn23Actions();
  const [awb, setAwb] = useState(initialAwb);
  const [head, setHead] = useState({
    sender_country: 'ID',
    recipient_country: '',
    category: 'gift' as Cn23Category,
    currency: 'USD' as Currency,
  });
  const [items, setItems] = useState<ItemDraft[]>([emptyItem()]);
  const [local, setLocal] = useState<Record<string, string>>({});
  const firstHs = hsCodes.data?.[0]?.code ?? '';
  const failure = actions.add.error ?? actions.check.error;
  const apiErrors = isApiError(failure) ? failure.errors : undefined;
  const error = (field: string) => local[field] ?? fieldError(apiErrors, field);
  // A check the courier could not answer (no field named): its message reads under the AWB it was about.
  const checkError = actions.check.error;
  const awbError = error('awb') ?? (isApiError(checkError) && checkError === failure ? checkError.message : undefined);

  const setItem = (index: number, key: keyof ItemDraft, value: string) =>
    setItems(items.map((item, at) => (at === index ? { ...item, [key]: value } : item)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong: Record<string, string> = {};
    const parsed = items.map((item, index) => {
      const value = parseMinor(item.value, head.currency);
      if (value === null) wrong[`items.${index}.value`] = t('pos.tax.amount_invalid');
      return {
        description: item.description,
        hs_code: item.hs_code || firstHs,
        quantity: integer(item.quantity),
        net_weight_grams: integer(item.net_weight_grams),
        value: value ?? 0,
        origin_country: item.origin_country,
      };
    });
    setLocal(wrong);
    if (Object.keys(wrong).length > 0) return;
    actions.add.mutate(
      { awb: awb.trim(), ...head, items: parsed },
      {
        onSuccess: () => {
          setAwb('');
          setItems([emptyItem()]);
        },
      },
    );
  };

  const checked = actions.check.data;
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <form onSubmit={submit} className="flex flex-col gap-3" aria-label={t('pos.cn23.form')} noValidate>
          <h2 className="text-lg font-semibold">{t('pos.cn23.form')}</h2>
          <div className="flex flex-wrap items-end gap-2">
            <div className="min-w-0 flex-1 basis-48">
              <Field
                label={t('pos.field.awb')}
                name="awb"
                value={awb}
                onChange={(event) => setAwb(event.target.value)}
                error={awbError}
              />
            </div>
            <Button
              type="button"
              variant="secondary"
              disabled={actions.check.isPending || !awb.trim()}
              onClick={() => actions.check.mutate(awb.trim())}
            >
              {t('pos.cn23.check')}
            </Button>
          </div>
          {checked && checked.awb === awb.trim() && (
            <p className="text-sm text-slate-700" data-testid="cn23-checked">
              {t('pos.cn23.checked', {
                courier: checked.courier_name,
                status: t(`pos.status.${checked.courier_status}`),
                receiver: checked.receiver_name,
                item: checked.item_description,
              })}
              {checked.declaration_id && ` ${t('pos.cn23.already')}`}
            </p>
          )}
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <Field
              label={t('pos.cn23.sender_country')}
              name="sender_country"
              maxLength={2}
              value={head.sender_country}
              onChange={(event) => setHead({ ...head, sender_country: event.target.value })}
              error={error('sender_country')}
            />
            <Field
              label={t('pos.cn23.recipient_country')}
              name="recipient_country"
              maxLength={2}
              placeholder="SG"
              value={head.recipient_country}
              onChange={(event) => setHead({ ...head, recipient_country: event.target.value })}
              error={error('recipient_country')}
            />
            <SelectField
              label={t('pos.cn23.category')}
              name="category"
              value={head.category}
              onChange={(event) => setHead({ ...head, category: event.target.value as Cn23Category })}
              error={error('category')}
              options={cn23Categories.map((code) => ({ value: code, label: t(`pos.cn23.category_${code}`) }))}
            />
            <SelectField
              label={t('pos.cn23.currency')}
              name="currency"
              value={head.currency}
              onChange={(event) => setHead({ ...head, currency: event.target.value as Currency })}
              error={error('currency')}
              options={currencies.map((code) => ({ value: code, label: code }))}
            />
          </div>
          {items.map((item, index) => (
            <fieldset
              key={index}
              className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 p-3"
              data-testid="cn23-item"
            >
              <legend className="px-1 text-sm font-semibold">{t('pos.cn23.item', { number: index + 1 })}</legend>
              <Field
                label={t('pos.cn23.description')}
                name={`items.${index}.description`}
                value={item.description}
                onChange={(event) => setItem(index, 'description', event.target.value)}
                error={error(`items.${index}.description`)}
              />
              <HsCodeField
                label={t('pos.cn23.hs_code')}
                name={`items.${index}.hs_code`}
                value={item.hs_code || firstHs}
                onChange={(code) => setItem(index, 'hs_code', code)}
                error={error(`items.${index}.hs_code`)}
                all={hsCodes.data ?? []}
                locale={locale}
              />
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                <Field
                  label={t('pos.cn23.quantity')}
                  name={`items.${index}.quantity`}
                  inputMode="numeric"
                  value={item.quantity}
                  onChange={(event) => setItem(index, 'quantity', event.target.value)}
                  error={error(`items.${index}.quantity`)}
                />
                <Field
                  label={t('pos.cn23.weight')}
                  name={`items.${index}.net_weight_grams`}
                  inputMode="numeric"
                  value={item.net_weight_grams}
                  onChange={(event) => setItem(index, 'net_weight_grams', event.target.value)}
                  error={error(`items.${index}.net_weight_grams`)}
                />
                <Field
                  label={t('pos.cn23.value', { currency: head.currency })}
                  name={`items.${index}.value`}
                  inputMode="decimal"
                  value={item.value}
                  onChange={(event) => setItem(index, 'value', event.target.value)}
                  error={error(`items.${index}.value`)}
                />
                <Field
                  label={t('pos.cn23.origin')}
                  name={`items.${index}.origin_country`}
                  maxLength={2}
                  value={item.origin_country}
                  onChange={(event) => setItem(index, 'origin_country', event.target.value)}
                  error={error(`items.${index}.origin_country`)}
                />
              </div>
              {items.length > 1 && (
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => setItems(items.filter((_, at) => at !== index))}
                >
                  {t('pos.cn23.remove_item')}
                </Button>
              )}
            </fieldset>
          ))}
          {error('items') && <p className="text-sm text-red-700">{error('items')}</p>}
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="secondary"
              disabled={items.length >= 20}
              onClick={() => setItems([...items, emptyItem()])}
            >
              {t('pos.cn23.add_item')}
            </Button>
            <Button type="submit" disabled={actions.add.isPending}>
              {t('pos.cn23.submit')}
            </Button>
          </div>
          {isApiError(failure) && !apiErrors && (
            <p className="text-sm text-red-700" role="alert">
              {failure.message}
            </p>
          )}
        </form>
      </Card>
      <Cn23List />
    </div>
  );
}

/** The agent's declarations: number, AWB, status, value; print and cancel while not cleared. */
function Cn23List() {
  const { t } = useTranslation();
  const list = useCn23List();
  const { cancel } = useCn23Actions();
  if (!list.data) return <LoadingText label={t('pos.loading')} />;
  if (list.data.length === 0) return <p className="text-slate-600">{t('pos.cn23.empty')}</p>;
  return (
    <ul className="flex flex-col gap-3" data-testid="cn23-list">
      {list.data.map((row) => (
        <li key={row.id} data-cn23={row.awb}>
          <Card>
            <Cn23Heading number={row.number} status={row.status} />
            <p className="font-mono text-sm break-all text-slate-700">
              {row.courier_name} · {row.awb}
            </p>
            <p className="text-sm text-slate-600">
              {row.recipient.name} · {row.recipient.country} · {t(`pos.cn23.category_${row.category}`)} ·{' '}
              {formatMinor(row.total_value, row.currency)}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              {row.status !== 'cancelled' && (
                <Link
                  className="inline-flex min-h-11 items-center font-semibold text-brand underline"
                  to={`/pos/cn23/${row.id}`}
                >
                  {t('pos.cn23.print')}
                </Link>
              )}
              {row.status !== 'cleared' && row.status !== 'cancelled' && (
                <Button variant="secondary" disabled={cancel.isPending} onClick={() => cancel.mutate(row.id)}>
                  {t('pos.cn23.cancel')}
                </Button>
              )}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

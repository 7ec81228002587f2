import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownlineMarkup } from '@konter/shared/contracts/agents';
import { applyMarkup } from '@konter/shared/fees/markup';
import { isLocale } from '@konter/shared/i18n/locales';
import { formatRupiah } from '@konter/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { Card, LoadingText } from '../../../components/ui/page-frame.tsx';
import { RefusalNotice } from '../../../components/ui/refusal-notice.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatJakartaDateTime } from '../../../lib/format.ts';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { notices } from '../../../lib/notices.ts';
import { useDownlineMarkup, useSaveDownlineMarkup } from '../api/downline-markup.ts';

/** A price the preview marks up: what the agent might pay for a product. */
const exampleBase = 10_000;

/** "1,5" or "1.5" (percent) → 150 basis points; null when it is not a number with at most two decimals. */
export function basisPointsOfPercent(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(normalised)) return null;
  return Math.round(Number(normalised) * 100);
}

function percentOf(basisPoints: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(basisPoints / 100);
}

/**
 * What an agent's downline pays over the agent's own price (issue 18, decision 025): a rate and Rupiah on top,
 * within the limits the tenant sets for the agent's tier. Every purchase of the downline is quoted with it, and the
 * difference is the agent's commission, credited to its cashback wallet when the purchase succeeds.
 */
export function DownlineMarkupForm() {
  const { t } = useTranslation();
  const markup = useDownlineMarkup();
  if (isApiError(markup.error) && markup.error.code === 'downline_markup_refused') {
    return (
      <RefusalNotice title={t('network.markup.agents_only_title')} testId="downline-markup-refused">
        {markup.error.message}
      </RefusalNotice>
    );
  }
  if (!markup.data) {
    return <LoadingText label={isApiError(markup.error) ? markup.error.message : t('agents.loading')} />;
  }
  return <MarkupEditor key={markup.data.updated_at ?? 'unset'} markup={markup.data} />;
}

function MarkupEditor({ markup }: { markup: DownlineMarkup }) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'id';
  const { limits } = markup;
  const closed = limits.max_basis_points === 0 && limits.max_flat === 0;
  const form = useZodForm({
    initial: {
      markup_basis_points: percentOf(markup.markup_basis_points, 'en'),
      markup_flat: String(markup.markup_flat),
    },
    labels: { markup_basis_points: 'network.markup.rate', markup_flat: 'network.markup.flat' },
  });
  const save = useSaveDownlineMarkup();

  const basisPoints = basisPointsOfPercent(form.values.markup_basis_points);
  const flat = /^\d{1,7}$/.test(form.values.markup_flat) ? Number(form.values.markup_flat) : null;
  const example =
    basisPoints === null || flat === null ? null : applyMarkup(exampleBase, { basisPoints, flat, minimum: 0 });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let valid = true;
    if (basisPoints === null || basisPoints < limits.min_basis_points || basisPoints > limits.max_basis_points) {
      form.setError(
        'markup_basis_points',
        t('network.markup.rate_between', {
          min: percentOf(limits.min_basis_points, locale),
          max: percentOf(limits.max_basis_points, locale),
        }),
      );
      valid = false;
    }
    if (flat === null || flat > limits.max_flat) {
      form.setError('markup_flat', t('network.markup.flat_up_to', { max: formatRupiah(limits.max_flat) }));
      valid = false;
    }
    if (!valid || basisPoints === null || flat === null) return;
    save.mutate(
      { markup_basis_points: basisPoints, markup_flat: flat },
      {
        onSuccess: ({ message }) => notices.showSnackbar('success', message),
        onError: (error) => form.applyServerError(error),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4" data-testid="downline-markup">
      <Card>
        <p className="text-sm font-semibold text-slate-600">{t('network.markup.current')}</p>
        <p className="mt-1 text-xl font-bold break-words text-slate-900" data-testid="downline-markup-current">
          {markup.set
            ? t('network.markup.current_value', {
                rate: percentOf(markup.markup_basis_points, locale),
                flat: formatRupiah(markup.markup_flat),
              })
            : t('network.markup.not_set')}
        </p>
        {markup.updated_at && (
          <p className="mt-1 text-sm text-slate-600">
            {t('network.markup.updated', { time: formatJakartaDateTime(markup.updated_at, locale) ?? '' })}
          </p>
        )}
      </Card>
      {closed ? (
        <Card>
          <p className="text-slate-700" data-testid="downline-markup-closed">
            {t('network.markup.closed')}
          </p>
        </Card>
      ) : (
        <Card>
          <form onSubmit={submit} noValidate className="flex flex-col gap-4">
            <TextField
              field={form.bind('markup_basis_points')}
              label={t('network.markup.rate')}
              inputMode="decimal"
              maxLength={6}
              trailing={<span className="pr-3 font-semibold text-slate-500">%</span>}
              hint={t('network.markup.rate_between', {
                min: percentOf(limits.min_basis_points, locale),
                max: percentOf(limits.max_basis_points, locale),
              })}
            />
            <TextField
              field={form.bind('markup_flat')}
              label={t('network.markup.flat')}
              inputMode="numeric"
              maxLength={7}
              filter={(value) => value.replace(/\D/g, '')}
              leading="Rp"
              hint={t('network.markup.flat_up_to', { max: formatRupiah(limits.max_flat) })}
            />
            {example !== null && (
              <p
                className="rounded-xl bg-teal-50 p-3 text-sm leading-relaxed text-teal-900"
                data-testid="markup-example"
              >
                {t('network.markup.example', {
                  base: formatRupiah(exampleBase),
                  price: formatRupiah(example),
                  margin: formatRupiah(example - exampleBase),
                })}
              </p>
            )}
            <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto sm:self-start">
              {t('network.markup.save')}
            </Button>
          </form>
        </Card>
      )}
      <p className="text-sm leading-relaxed text-slate-600">{t('network.markup.how')}</p>
    </div>
  );
}

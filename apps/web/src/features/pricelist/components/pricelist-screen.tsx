import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PurchasableFamily } from '@konter/shared/ppob/families';
import type { Pricelist, Product } from '@konter/shared/contracts/ppob';
import type { SitePreferences } from '@konter/shared/contracts/site';
import type { Locale } from '@konter/shared/i18n/locales';
import { isLocale } from '@konter/shared/i18n/locales';
import { formatRupiah } from '@konter/shared/money';
import { detectOperator } from '@konter/shared/phone/operators';
import { Button } from '../../../components/ui/button.tsx';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { LoadingText } from '../../../components/ui/page-frame.tsx';
import { pricelistDownloadHref, usePricelist } from '../api/pricelist.ts';
import { jakartaDate } from '@konter/shared/time/jakarta';
import { formatJakartaDateTime } from '../../../lib/format.ts';
import { familyLabelKey } from '../format.ts';
import type { OperatorGroup } from '@konter/shared/ppob/pricelist-filter';
import { filterPricelist, groupByOperator } from '@konter/shared/ppob/pricelist-filter';
import { pricelistQuery } from '@konter/shared/ppob/pricelist-address';
import type { PricelistImageInput } from '../pricelist-image.ts';
import { productStatusView } from '@konter/shared/ppob/product-status';
import { FamilyTabs } from './family-tabs.tsx';
import { ImageDownload } from './image-download.tsx';
import { OperatorChips, PricelistSearch } from './pricelist-filters.tsx';
import { PricelistIcon } from './pricelist-icons.tsx';
import { PricelistTable } from './pricelist-table.tsx';

type Tenant = SitePreferences['tenant'];

export const pricelistHref = (family: PurchasableFamily) => `/pricelist/${family}`;

/** The frame of the price list screens: wider than a form, as a table wants the room on desktops. */
export function PricelistFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-4 py-4 lg:px-6 lg:py-6">{children}</div>;
}

/**
 * The public price list of one family (CAT-04, CAT-05): family tabs, operator chips, search, the products with
 * their public price and state, when it was last updated, and the downloads. `aside` is what the page adds (the
 * link to the agent's own prices).
 */
export function PricelistScreen({
  family,
  tenant,
  aside,
}: {
  family: PurchasableFamily;
  tenant: Tenant;
  aside?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'id';
  const pricelist = usePricelist(family);
  const familyName = t(familyLabelKey(family));
  const updatedAt = pricelist.data?.updated_at ? formatJakartaDateTime(pricelist.data.updated_at, locale) : null;

  return (
    <PricelistFrame>
      <FamilyTabs active={family} hrefOf={pricelistHref} />
      <div className="flex flex-col gap-1 sm:flex-row sm:items-end sm:justify-between sm:gap-4">
        <div>
          <h1 className="text-2xl leading-tight font-bold text-slate-900">
            {t('pricelist.heading', { family: familyName })}
          </h1>
          <p className="mt-1 text-sm text-slate-600" data-testid="pricelist-updated">
            {updatedAt ? t('pricelist.updated_at', { date: updatedAt }) : t('pricelist.public_prices')}
          </p>
        </div>
        {aside}
      </div>
      {pricelist.data ? (
        <PricelistBody
          key={family}
          family={family}
          data={pricelist.data}
          tenant={tenant}
          locale={locale}
          updatedAt={updatedAt}
        />
      ) : pricelist.isError ? (
        <InlineNotice kind="error">
          <p>{t('pricelist.load_failed')}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void pricelist.refetch()}>
            {t('app.retry')}
          </Button>
        </InlineNotice>
      ) : (
        <LoadingText label={t('app.loading')} />
      )}
    </PricelistFrame>
  );
}

function PricelistBody({
  family,
  data,
  tenant,
  locale,
  updatedAt,
}: {
  family: PurchasableFamily;
  data: Pricelist;
  tenant: Tenant;
  locale: Locale;
  updatedAt: string | null;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const number = params.get(pricelistQuery.number);
  const requested = params.get(pricelistQuery.operator) ?? (number ? detectOperator(number) : null);
  const operator = data.operators.some((candidate) => candidate.slug === requested) ? requested : null;
  const query = params.get(pricelistQuery.search) ?? '';
  const familyName = t(familyLabelKey(family));

  const setParam = (key: string, value: string | null) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const visible = filterPricelist(data.products, { operator, query }, (product) => product.operator);
  const groups = groupByOperator(visible, data.operators, (product) => product.operator);
  const operatorName = data.operators.find((candidate) => candidate.slug === operator)?.name ?? null;

  const buildImageInput = (): PricelistImageInput =>
    imageInputOf({
      t,
      tenant,
      familyName,
      operatorName,
      groups,
      count: visible.length,
      date: updatedAt
        ? t('pricelist.updated_at', { date: updatedAt })
        : t('pricelist.image_date', { date: formatJakartaDateTime(new Date(), locale) ?? '' }),
    });

  return (
    <>
      <div className="flex flex-col gap-3">
        <PricelistSearch value={query} onChange={(value) => setParam(pricelistQuery.search, value)} />
        <OperatorChips
          operators={data.operators}
          selected={operator}
          onSelect={(value) => setParam(pricelistQuery.operator, value)}
        />
      </div>

      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('pricelist.downloads')}>
        <span className="basis-full text-sm font-semibold text-slate-700 sm:basis-auto">{t('pricelist.download')}</span>
        <a
          href={pricelistDownloadHref(family, 'xlsx')}
          download={`${fileStem(family)}.xlsx`}
          className={downloadLinkClass}
        >
          <PricelistIcon name="download" className="size-5 shrink-0" />
          {t('pricelist.download_xlsx')}
        </a>
        <a
          href={pricelistDownloadHref(family, 'csv')}
          download={`${fileStem(family)}.csv`}
          className={downloadLinkClass}
        >
          <PricelistIcon name="download" className="size-5 shrink-0" />
          {t('pricelist.download_csv')}
        </a>
        <ImageDownload buildInput={buildImageInput} fileName={fileStem(family)} disabled={visible.length === 0} />
      </div>

      <p className="text-sm text-slate-600" role="status" data-testid="pricelist-count">
        {t('pricelist.count', { count: visible.length, total: data.products.length })}
      </p>

      {visible.length > 0 ? (
        <PricelistTable caption={t('pricelist.heading', { family: familyName })} groups={groups} />
      ) : (
        <div className="flex flex-col items-center gap-3 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
          <p className="text-slate-700">
            {data.products.length === 0 ? t('pricelist.empty_family') : t('pricelist.no_match')}
          </p>
          {data.products.length > 0 && (
            <Button variant="secondary" onClick={() => setParams({}, { replace: true, preventScrollReset: true })}>
              {t('pricelist.reset_filters')}
            </Button>
          )}
        </div>
      )}
      <p className="text-xs text-slate-500">{t('pricelist.note')}</p>
    </>
  );
}

// flex-auto, not flex-1: a button that does not fit beside the others wraps to the next row instead of overflowing.
const downloadLinkClass =
  'inline-flex min-h-11 flex-auto items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-3 ' +
  'whitespace-nowrap ' +
  'font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-brand sm:flex-none';

function fileStem(family: PurchasableFamily): string {
  return `pricelist-${family}-${jakartaDate(new Date())}`;
}

/** The picture's texts and rows: what the screen shows right now, in the screen's language. */
export function imageInputOf({
  t,
  tenant,
  familyName,
  operatorName,
  groups,
  date,
  count,
}: {
  t: TFunction;
  tenant: Tenant;
  familyName: string;
  operatorName: string | null;
  groups: OperatorGroup<Product>[];
  date: string;
  count: number;
}): PricelistImageInput {
  const what = t('pricelist.image_count', { count });
  return {
    brandName: tenant.brandName,
    title: t('pricelist.heading', { family: familyName }),
    subtitle: operatorName ? `${operatorName} · ${what}` : what,
    date,
    columns: { product: t('pricelist.col_product'), price: t('pricelist.col_price') },
    footer: t('pricelist.image_footer'),
    pageLabel: (page, pages) => t('pricelist.image_page', { page, pages }),
    groups: groups.map((group) => ({
      name: group.name,
      rows: group.items.map((product) => {
        const status = productStatusView(product);
        return {
          name: product.name,
          code: product.code,
          price: formatRupiah(product.price),
          status: t(status.label, status.params),
          tone: status.tone,
        };
      }),
    })),
    colors: { brand: tenant.colors.primary, brandForeground: tenant.colors.primaryForeground },
  };
}

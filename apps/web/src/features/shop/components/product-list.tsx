import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { productListBody, shopSorts } from '@konter/shared/contracts/shop';
import { Button } from '../../../components/ui/button.tsx';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { useCategories, useProducts, type ProductFilters } from '../api/products.ts';
import { ProductGrid } from './product-card.tsx';

const inputClass =
  'min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-2';

function filtersOf(params: URLSearchParams): ProductFilters {
  const number = (name: string) => (params.get(name) ? Number(params.get(name)) : undefined);
  const sort = params.get('sort');
  return {
    ...(params.get('q') ? { q: params.get('q') ?? '' } : {}),
    ...(params.get('category') ? { category: params.get('category') ?? '' } : {}),
    ...(number('min_price') !== undefined ? { min_price: number('min_price') } : {}),
    ...(number('max_price') !== undefined ? { max_price: number('max_price') } : {}),
    ...(params.get('in_stock') === '1' ? { in_stock: true } : {}),
    ...(sort && (shopSorts as readonly string[]).includes(sort) ? { sort: sort as (typeof shopSorts)[number] } : {}),
  };
}

/**
 * The shop's product list (SHP-01): search, category, price range (its minimum below its maximum, SHP-06), in-stock
 * only and the sort, all kept in the address so a list can be shared and comes back after "back".
 */
export function ProductList() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const products = useProducts(filters);
  const categories = useCategories();
  const [rangeError, setRangeError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of ['q', 'category', 'min_price', 'max_price', 'sort']) {
      const value = String(data.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    if (data.get('in_stock')) next.set('in_stock', '1');
    const checked = productListBody.safeParse(filtersOf(next));
    if (!checked.success) {
      setRangeError(t('shop.min_price_below_max'));
      return;
    }
    setRangeError(null);
    setParams(next);
  };

  return (
    <div className="flex flex-col gap-4">
      <form
        onSubmit={submit}
        className="grid grid-cols-1 gap-3 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-6"
      >
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800 sm:col-span-2">
          {t('shop.search')}
          <input
            name="q"
            type="search"
            defaultValue={filters.q ?? ''}
            placeholder={t('shop.search_placeholder')}
            className={inputClass}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
          {t('shop.category')}
          <select name="category" defaultValue={filters.category ?? ''} className={inputClass}>
            <option value="">{t('shop.all_categories')}</option>
            {categories.data?.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
          {t('shop.min_price')}
          <input
            name="min_price"
            inputMode="numeric"
            defaultValue={params.get('min_price') ?? ''}
            className={inputClass}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
          {t('shop.max_price')}
          <input
            name="max_price"
            inputMode="numeric"
            defaultValue={params.get('max_price') ?? ''}
            className={inputClass}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
          {t('shop.sort')}
          <select name="sort" defaultValue={filters.sort ?? 'newest'} className={inputClass}>
            {shopSorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`shop.sort.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-slate-800 sm:col-span-1 lg:col-span-3">
          <input name="in_stock" type="checkbox" defaultChecked={filters.in_stock ?? false} className="size-5" />
          {t('shop.in_stock')}
        </label>
        <Button type="submit" className="sm:col-span-1 lg:col-span-3">
          {t('shop.apply_filters')}
        </Button>
        {rangeError && (
          <InlineNotice kind="error" className="sm:col-span-2 lg:col-span-6">
            {rangeError}
          </InlineNotice>
        )}
      </form>
      {products.data && products.data.data.length === 0 && (
        <InlineNotice kind="info">{t('shop.no_products')}</InlineNotice>
      )}
      <ProductGrid products={products.data?.data ?? []} />
    </div>
  );
}

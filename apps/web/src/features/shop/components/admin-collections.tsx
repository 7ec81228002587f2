import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ShopCollection, ShopProduct } from '@konter/shared/contracts/shop';
import { Button } from '../../../components/ui/button.tsx';
import { InlineNotice, TextField } from '../../../components/ui/form-fields.tsx';
import { applyFormError } from '../../../lib/form-errors.ts';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import type { AdminMessageKey } from '../../../locales/admin/id.ts';
import { useAdminProducts } from '../api/admin.ts';
import { CheckboxRow } from './checkbox-row.tsx';
import { useAdminCollections, useDeleteCollection, useSaveCollection } from '../api/collections.ts';

const inputClass =
  'min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-2';
const smallButton =
  'min-h-11 min-w-11 rounded-xl border border-slate-300 bg-white px-3 font-semibold text-slate-800 disabled:opacity-40';

/** The back office's texts: they are in the admin area's catalogue, which its layout has loaded. */
function useCollectionAdminText() {
  const { t } = useTranslation();
  return { t: (key: AdminMessageKey, params?: Record<string, string | number>) => t(key, params ?? {}) };
}

/** `ids` with the one at `index` swapped with its neighbour `by` places away (−1 up, +1 down). */
function moved(ids: readonly string[], index: number, by: -1 | 1): string[] {
  const next = [...ids];
  const other = index + by;
  if (other < 0 || other >= next.length) return next;
  [next[index], next[other]] = [next[other] as string, next[index] as string];
  return next;
}

/**
 * The collection form (ADM-01 "shop"): title, slug, and the products chosen from the seller's own with checkboxes,
 * put in order with up/down buttons (the order the collection's page shows them in). The server checks it all;
 * its field errors land under their fields.
 */
function CollectionForm({ collection, onDone }: { collection: ShopCollection | null; onDone: () => void }) {
  const { t } = useCollectionAdminText();
  const save = useSaveCollection();
  const [q, setQ] = useState('');
  const products = useAdminProducts(q);
  // Every product met so far by id, so a chosen one keeps its name when a search hides it from the list.
  const [known, setKnown] = useState<Record<string, ShopProduct>>({});
  const [chosen, setChosen] = useState<string[]>(collection?.product_ids ?? []);
  // product_ids has no text field: it is in the values only so the server's message about it finds its place.
  const form = useZodForm({
    initial: { title: collection?.title ?? '', slug: collection?.slug ?? '', product_ids: '' },
  });
  const listed = products.data?.data ?? [];
  const missing = listed.filter((product) => !known[product.id]);
  if (missing.length > 0) setKnown((current) => ({ ...current, ...Object.fromEntries(missing.map((p) => [p.id, p])) }));
  const nameOf = (id: string) => known[id]?.name ?? id;

  const toggle = (id: string, on: boolean) => {
    setChosen((current) => (on ? [...current.filter((other) => other !== id), id] : current.filter((o) => o !== id)));
    form.setError('product_ids', null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({
        id: collection?.id ?? null,
        body: { title: form.values.title, slug: form.values.slug, product_ids: chosen },
      });
      onDone();
    } catch (error) {
      form.applyServerError(error);
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm"
      data-testid="admin-collection-form"
    >
      <h2 className="text-lg font-bold text-slate-900">
        {t(collection ? 'admin.shop.collection_edit' : 'admin.shop.collection_new')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField field={form.bind('title')} label={t('admin.shop.collection_title')} maxLength={80} />
        <TextField
          field={form.bind('slug')}
          label={t('admin.shop.collection_slug')}
          hint={t('admin.shop.collection_slug_hint', { slug: form.values.slug || '…' })}
          autoComplete="off"
        />
      </div>
      <div className="grid gap-3 lg:grid-cols-2">
        <fieldset className="flex min-w-0 flex-col gap-2">
          <legend className="mb-1 font-semibold text-slate-900">{t('admin.shop.collection_products')}</legend>
          <input
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            placeholder={t('admin.shop.collection_search')}
            aria-label={t('admin.shop.collection_search')}
            className={inputClass}
          />
          <ul className="flex max-h-80 flex-col gap-1 overflow-y-auto rounded-xl border border-slate-200 p-2">
            {listed.map((product) => (
              <li key={product.id}>
                <CheckboxRow checked={chosen.includes(product.id)} onChange={(checked) => toggle(product.id, checked)}>
                  {product.name}
                </CheckboxRow>
              </li>
            ))}
          </ul>
        </fieldset>
        <div className="flex min-w-0 flex-col gap-2">
          <h3 className="font-semibold text-slate-900">{t('admin.shop.collection_order')}</h3>
          {chosen.length === 0 && <p className="text-slate-600">{t('admin.shop.collection_none_chosen')}</p>}
          <ol className="flex flex-col gap-1" data-testid="admin-collection-chosen">
            {chosen.map((id, index) => (
              <li key={id} className="flex items-center gap-2 rounded-xl bg-slate-50 p-2">
                <span className="w-6 shrink-0 text-right text-sm text-slate-600">{index + 1}.</span>
                <span className="min-w-0 flex-1 break-words">{nameOf(id)}</span>
                <button
                  type="button"
                  className={smallButton}
                  disabled={index === 0}
                  aria-label={t('admin.shop.collection_up', { name: nameOf(id) })}
                  onClick={() => setChosen((current) => moved(current, index, -1))}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={smallButton}
                  disabled={index === chosen.length - 1}
                  aria-label={t('admin.shop.collection_down', { name: nameOf(id) })}
                  onClick={() => setChosen((current) => moved(current, index, 1))}
                >
                  ↓
                </button>
              </li>
            ))}
          </ol>
          {form.errors.product_ids && (
            <p
              className="text-sm font-semibold text-red-700"
              role="alert"
              data-testid="admin-collection-products-error"
            >
              {form.errors.product_ids}
            </p>
          )}
        </div>
      </div>
      {form.errors.form && <InlineNotice kind="error">{form.errors.form}</InlineNotice>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {t('admin.shop.collection_save')}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('admin.shop.collection_cancel')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The seller's collections (ADM-01 "shop", SHP-01): each with its page's address and how many products it groups;
 * add one, edit one, or delete one after a confirmation (its products stay in the shop).
 */
export function AdminShopCollections() {
  const { t } = useCollectionAdminText();
  const collections = useAdminCollections();
  const remove = useDeleteCollection();
  const [editing, setEditing] = useState<ShopCollection | 'new' | null>(null);
  if (editing) {
    return (
      <CollectionForm
        key={editing === 'new' ? 'new' : editing.id}
        collection={editing === 'new' ? null : editing}
        onDone={() => setEditing(null)}
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <Button className="self-start" onClick={() => setEditing('new')}>
        {t('admin.shop.collection_new')}
      </Button>
      {collections.data?.length === 0 && <p className="text-slate-600">{t('admin.shop.collection_empty')}</p>}
      <ul className="grid gap-2 lg:grid-cols-2">
        {(collections.data ?? []).map((collection) => (
          <li
            key={collection.id}
            className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm"
            data-testid="admin-collection"
          >
            <span className="font-semibold break-words text-slate-900">{collection.title}</span>
            <span className="text-sm break-all text-slate-700">
              /shop/collection/{collection.slug} ·{' '}
              {t('admin.shop.collection_count', { count: collection.product_ids.length })}
            </span>
            <span className="flex flex-wrap gap-2">
              <Link
                to={`/shop/collection/${collection.slug}`}
                className="inline-flex min-h-11 items-center rounded-xl px-3 font-semibold text-brand underline"
              >
                {t('admin.shop.collection_open')}
              </Link>
              <Button variant="secondary" onClick={() => setEditing(collection)}>
                {t('admin.shop.collection_edit_action')}
              </Button>
              <Button
                variant="secondary"
                disabled={remove.isPending}
                onClick={() => {
                  if (window.confirm(t('admin.shop.collection_delete_confirm', { title: collection.title }))) {
                    remove.mutate(collection.id, { onError: (error) => applyFormError(error) });
                  }
                }}
              >
                {t('admin.shop.collection_delete')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

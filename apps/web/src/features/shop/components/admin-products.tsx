import type { FormEvent, ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopProduct } from '@konter/shared/contracts/shop';
import { formatRupiah } from '@konter/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useAdminProducts, useSaveProduct } from '../api/admin.ts';
import { ProductImagesEditor } from './admin-product-images.tsx';
import { ProductPicture } from './product-card.tsx';

const inputClass =
  'min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-2';

type VariantDraft = { options: string; price: string; stock: string };

/** "Warna=Hitam; Ukuran=M" ⇄ {Warna: 'Hitam', Ukuran: 'M'}: how a variant's options are typed in the form. */
const optionsText = (options: Record<string, string>) =>
  Object.entries(options)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
const optionsOf = (text: string): Record<string, string> =>
  Object.fromEntries(
    text
      .split(';')
      .map((part) => part.split('=').map((piece) => piece.trim()))
      .filter((pair): pair is [string, string] => pair.length === 2 && pair[0] !== '' && pair[1] !== ''),
  );

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
      {label}
      {children}
    </label>
  );
}

/** The product form (ADM-01 "shop"): a product's own price and stock, or its variants' (each every option). */
function ProductForm({ product, onDone }: { product: ShopProduct | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveProduct();
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [variants, setVariants] = useState<VariantDraft[]>(
    (product?.variants ?? []).map((variant) => ({
      options: optionsText(variant.options),
      price: String(variant.price),
      stock: String(variant.stock),
    })),
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const number = (value: string) => (value === '' ? Number.NaN : Number(value.replace(/\D+/g, '')));
    setErrors({});
    setMessage(null);
    try {
      await save.mutateAsync({
        id: product?.id ?? null,
        body: {
          name: text('name'),
          slug: text('slug'),
          description: text('description'),
          category: text('category') || null,
          weight: number(text('weight')),
          min_quantity: number(text('min_quantity')),
          gross_price: text('gross_price') ? number(text('gross_price')) : null,
          price: number(text('price')),
          stock: number(text('stock') || '0'),
          status: data.get('hidden') ? 'hidden' : 'active',
          variants: variants.map((variant) => ({
            options: optionsOf(variant.options),
            price: number(variant.price),
            stock: number(variant.stock),
          })),
        },
      });
      onDone();
    } catch (error) {
      if (isApiError(error)) {
        setErrors(error.errors);
        setMessage(error.message);
      } else setMessage(t('internal_error'));
    }
  };
  const error = (name: string) =>
    errors[name]?.[0] ? <span className="font-normal text-red-700">{errors[name]?.[0]}</span> : null;

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm" noValidate>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('shop.admin.name')}>
          <input name="name" defaultValue={product?.name ?? ''} className={inputClass} />
          {error('name')}
        </Field>
        <Field label={t('shop.admin.slug')}>
          <input name="slug" defaultValue={product?.slug ?? ''} className={inputClass} />
          {error('slug')}
        </Field>
        <Field label={t('shop.category')}>
          <input name="category" defaultValue={product?.category ?? ''} className={inputClass} />
        </Field>
        <Field label={t('shop.admin.weight')}>
          <input name="weight" inputMode="numeric" defaultValue={product?.weight ?? ''} className={inputClass} />
          {error('weight')}
        </Field>
        <Field label={t('shop.admin.price')}>
          <input name="price" inputMode="numeric" defaultValue={product?.price ?? ''} className={inputClass} />
          {error('price')}
        </Field>
        <Field label={t('shop.admin.gross_price')}>
          <input
            name="gross_price"
            inputMode="numeric"
            defaultValue={product?.gross_price ?? ''}
            className={inputClass}
          />
        </Field>
        <Field label={t('shop.admin.stock')}>
          <input
            name="stock"
            inputMode="numeric"
            defaultValue={product?.variants.length ? '' : (product?.stock ?? '')}
            className={inputClass}
          />
          {error('stock')}
        </Field>
        <Field label={t('shop.admin.min_quantity')}>
          <input
            name="min_quantity"
            inputMode="numeric"
            defaultValue={product?.min_quantity ?? 1}
            className={inputClass}
          />
        </Field>
      </div>
      <Field label={t('shop.admin.description')}>
        <textarea
          name="description"
          defaultValue={product?.description ?? ''}
          rows={3}
          className={`${inputClass} py-2`}
        />
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold text-slate-800">{t('shop.admin.variants')}</legend>
        <p className="text-sm text-slate-600">{t('shop.admin.variants_hint')}</p>
        {variants.map((variant, index) => (
          <div key={index} className="grid grid-cols-[1fr_7rem_5rem_auto] gap-2">
            {(['options', 'price', 'stock'] as const).map((key) => (
              <input
                key={key}
                value={variant[key]}
                aria-label={t(`shop.admin.variant_${key}`)}
                placeholder={t(`shop.admin.variant_${key}`)}
                inputMode={key === 'options' ? 'text' : 'numeric'}
                onChange={(event) =>
                  setVariants((all) =>
                    all.map((row, at) => (at === index ? { ...row, [key]: event.target.value } : row)),
                  )
                }
                className={inputClass}
              />
            ))}
            <Button variant="ghost" onClick={() => setVariants((all) => all.filter((_, at) => at !== index))}>
              {t('shop.remove')}
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          onClick={() => setVariants((all) => [...all, { options: '', price: '', stock: '' }])}
        >
          {t('shop.admin.add_variant')}
        </Button>
      </fieldset>
      {product ? (
        <ProductImagesEditor product={product} />
      ) : (
        <p className="text-sm text-slate-600">{t('shop.admin.images_after_save')}</p>
      )}
      <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
        <input name="hidden" type="checkbox" defaultChecked={product?.status === 'hidden'} className="size-5" />
        {t('shop.admin.hidden')}
      </label>
      {message && <InlineNotice kind="error">{message}</InlineNotice>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {t('shop.admin.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('shop.admin.close')}
        </Button>
      </div>
    </form>
  );
}

/** The seller's products (ADM-01 "shop"): search, open one to edit, or add one. */
export function AdminShopProducts() {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<ShopProduct | 'new' | null>(null);
  const products = useAdminProducts(q);
  if (editing) {
    return <ProductForm product={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />;
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <input
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          placeholder={t('shop.search')}
          aria-label={t('shop.search')}
          className={`${inputClass} max-w-sm flex-1`}
        />
        <Button onClick={() => setEditing('new')}>{t('shop.admin.new_product')}</Button>
      </div>
      <ul className="grid gap-2 lg:grid-cols-2">
        {products.data?.data.map((product) => (
          <li key={product.id}>
            <button
              type="button"
              onClick={() => setEditing(product)}
              className="flex w-full flex-wrap items-center justify-between gap-2 rounded-2xl bg-white p-4 text-left shadow-sm hover:bg-slate-50"
              data-testid="admin-product"
            >
              <span className="flex min-w-0 items-center gap-3">
                <span className="w-12 shrink-0">
                  <ProductPicture product={product} />
                </span>
                <span className="min-w-0 font-semibold break-words">{product.name}</span>
              </span>
              <span className="text-sm text-slate-700">
                {formatRupiah(product.price)} · {t('shop.stock_left', { stock: product.stock })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopProduct } from '@konter/shared/contracts/shop';
import { formatRupiah } from '@konter/shared/money';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useAddToCart } from '../api/cart.ts';
import { addToLocalCart, localCartStore, saveLocalCart } from '../local-cart.ts';
import { shopCartLimits } from '@konter/shared/contracts/shop';
import { ProductPicture } from './product-card.tsx';

const inputClass =
  'min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-2';

/** The values each option of the product can take, in the order its variants list them. */
function optionValues(product: ShopProduct): Record<string, string[]> {
  return Object.fromEntries(
    product.option_names.map((name) => [
      name,
      [...new Set(product.variants.map((variant) => variant.options[name] ?? ''))].filter(Boolean),
    ]),
  );
}

/**
 * A product (SHP-01) with its variants: every option must be chosen before it goes in the cart (SHP-06); the price
 * and stock shown are the chosen variant's.
 */
export function ProductDetail({ product }: { product: ShopProduct }) {
  const { t } = useTranslation();
  const add = useAddToCart();
  const loggedIn = useIsLoggedIn();
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [shown, setShown] = useState(0);
  const [quantity, setQuantity] = useState(String(product.min_quantity));
  const [notes, setNotes] = useState('');
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const values = optionValues(product);
  const variant =
    product.variants.find((candidate) =>
      product.option_names.every((name) => candidate.options[name] === chosen[name]),
    ) ?? null;
  const price = variant?.price ?? product.price;
  const stock = product.variants.length ? (variant?.stock ?? product.stock) : product.stock;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (product.variants.length > 0 && !variant) {
      setMessage({ kind: 'error', text: t('shop.variant_required') });
      return;
    }
    if (!loggedIn) {
      // A guest's cart stays on the phone (SHP-02 localCart) and joins the account's cart at login.
      const next = addToLocalCart(localCartStore.get(), product, variant?.id ?? null, Number(quantity) || 0, notes);
      if ('refused' in next) {
        const texts = {
          variant: t('shop.variant_required'),
          minimum: t('shop.local_refused_minimum', { min: product.min_quantity }),
          stock: t('shop.local_refused_stock', { max: Math.min(stock, shopCartLimits.quantity) }),
          lines: t('shop.local_refused_lines', { max: shopCartLimits.lines }),
        };
        setMessage({ kind: 'error', text: texts[next.refused] });
        return;
      }
      saveLocalCart(next.lines);
      setMessage({ kind: 'success', text: t('shop.added_to_cart') });
      return;
    }
    try {
      await add.mutateAsync({
        product_id: product.id,
        variant_id: variant?.id ?? null,
        quantity: Number(quantity) || 0,
        notes,
      });
      setMessage({ kind: 'success', text: t('shop.added_to_cart') });
    } catch (error) {
      const fieldMessage = isApiError(error) ? Object.values(error.errors)[0]?.[0] : undefined;
      setMessage({ kind: 'error', text: fieldMessage ?? (isApiError(error) ? error.message : t('internal_error')) });
    }
  };

  return (
    <div className="grid gap-5 md:grid-cols-2">
      <div className="mx-auto flex w-full max-w-56 flex-col gap-2 md:max-w-none">
        <ProductPicture product={product} size="large" index={shown} />
        {product.images.length > 1 && (
          <div className="grid grid-cols-4 gap-2" data-testid="shop-gallery">
            {product.images.map((url, index) => (
              <button
                key={url}
                type="button"
                aria-pressed={index === shown}
                aria-label={t('shop.picture_n', { n: index + 1 })}
                onClick={() => setShown(index)}
                className={`rounded-xl border-2 ${index === shown ? 'border-brand' : 'border-transparent'}`}
              >
                <ProductPicture product={product} index={index} />
              </button>
            ))}
          </div>
        )}
      </div>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <div>
          <h1 className="text-2xl font-bold break-words text-slate-900">{product.name}</h1>
          <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
            <span className="text-xl font-bold text-slate-900" data-testid="shop-price">
              {formatRupiah(price)}
            </span>
            {product.gross_price !== null && product.gross_price > price && (
              <s className="text-slate-500">{formatRupiah(product.gross_price)}</s>
            )}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {stock > 0 ? t('shop.stock_left', { stock }) : t('shop.sold_out')} ·{' '}
            {t('shop.weight', { grams: product.weight })}
            {product.min_quantity > 1 && <> · {t('shop.min_order', { min: product.min_quantity })}</>}
          </p>
        </div>
        {product.option_names.map((name) => (
          <fieldset key={name} className="flex flex-col gap-2">
            <legend className="text-sm font-semibold text-slate-800">
              {t('shop.choose_option', { option: name })}
            </legend>
            <div className="flex flex-wrap gap-2">
              {values[name]?.map((value) => {
                const selected = chosen[name] === value;
                return (
                  <button
                    key={value}
                    type="button"
                    aria-pressed={selected}
                    onClick={() => setChosen((current) => ({ ...current, [name]: value }))}
                    className={`min-h-11 rounded-xl border px-4 font-semibold ${selected ? 'border-brand bg-brand/10 text-slate-900' : 'border-slate-300 bg-white text-slate-800'}`}
                  >
                    {value}
                  </button>
                );
              })}
            </div>
          </fieldset>
        ))}
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
          {t('shop.quantity')}
          <input
            value={quantity}
            onChange={(event) => setQuantity(event.target.value.replace(/\D+/g, '').slice(0, 3))}
            inputMode="numeric"
            className={inputClass}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
          {t('shop.notes')}
          <input
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            maxLength={200}
            className={inputClass}
          />
        </label>
        {message && (
          <InlineNotice kind={message.kind}>
            {message.text}
            {message.kind === 'success' && (
              <ButtonLink to="/shop/cart" variant="secondary" className="mt-2 w-full">
                {t('shop.view_cart')}
              </ButtonLink>
            )}
          </InlineNotice>
        )}
        <Button type="submit" disabled={add.isPending || stock <= 0}>
          {t('shop.add_to_cart')}
        </Button>
        {product.description && (
          <p className="leading-relaxed whitespace-pre-line text-slate-700">{product.description}</p>
        )}
      </form>
    </div>
  );
}

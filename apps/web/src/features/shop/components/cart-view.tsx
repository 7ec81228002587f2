import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CartItem } from '@konter/shared/contracts/shop';
import { formatRupiah } from '@konter/shared/money';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useCart, useCartEditsPending, useEditCartLine, useRemoveCartLine } from '../api/cart.ts';
import { ProductPicture } from './product-card.tsx';
import { ShareCheckoutLink } from './share-checkout-link.tsx';

function CartLine({
  line,
  selected,
  onSelect,
  onError,
}: {
  line: CartItem;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation();
  const edit = useEditCartLine();
  const remove = useRemoveCartLine();
  const failed = (error: unknown) =>
    onError(
      (isApiError(error) && Object.values(error.errors)[0]?.[0]) ||
        (isApiError(error) ? error.message : t('internal_error')),
    );
  // Optimistic (spec §4): the quantity changes at once and comes back if the server refuses.
  const setQuantity = (quantity: number) =>
    edit.mutate({ id: line.id, quantity, notes: line.notes }, { onError: failed });
  const options = line.variant ? Object.values(line.variant.options).join(', ') : '';
  return (
    <li className="flex gap-3 rounded-2xl bg-white p-3 shadow-sm" data-testid="cart-line">
      <input
        type="checkbox"
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
        aria-label={t('shop.select_line', { name: line.product.name })}
        className="mt-1 size-5 shrink-0"
      />
      <div className="w-16 shrink-0">
        <ProductPicture product={line.product} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div>
          <p className="font-semibold break-words text-slate-900">{line.product.name}</p>
          {options && <p className="text-sm text-slate-600">{options}</p>}
          <p className="font-bold text-slate-900">{formatRupiah(line.unit_price)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <div className="flex items-center rounded-xl border border-slate-300">
            <button
              type="button"
              className="size-11 text-xl font-bold text-slate-800 disabled:text-slate-300"
              aria-label="-"
              disabled={line.quantity <= line.product.min_quantity}
              onClick={() => setQuantity(line.quantity - 1)}
            >
              −
            </button>
            <span className="min-w-8 text-center font-semibold" data-testid="cart-quantity">
              {line.quantity}
            </span>
            <button
              type="button"
              className="size-11 text-xl font-bold text-slate-800 disabled:text-slate-300"
              aria-label="+"
              disabled={line.quantity >= line.stock}
              onClick={() => setQuantity(line.quantity + 1)}
            >
              +
            </button>
          </div>
          <Button
            variant="ghost"
            disabled={remove.isPending}
            onClick={() => remove.mutate(line.id, { onError: failed })}
          >
            {t('shop.remove')}
          </Button>
        </div>
        {line.notes && <p className="text-sm break-words text-slate-600">{line.notes}</p>}
      </div>
    </li>
  );
}

/** The cart (SHP-02): lines to choose for checkout, each quantity changed in place; removal waits for the server. */
export function CartView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cart = useCart();
  // An optimistic quantity not yet on the server: the checkout would price the old one.
  const editsPending = useCartEditsPending();
  const [unselected, setUnselected] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const lines = cart.data ?? [];
  const chosen = lines.filter((line) => !unselected.has(line.id));
  const subtotal = chosen.reduce((sum, line) => sum + line.unit_price * line.quantity, 0);

  if (cart.isSuccess && lines.length === 0) {
    return (
      <div className="flex flex-col gap-3">
        <InlineNotice kind="info">{t('shop.cart_empty')}</InlineNotice>
        <ButtonLink to="/shop">{t('shop.continue_shopping')}</ButtonLink>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {error && <InlineNotice kind="error">{error}</InlineNotice>}
      <ul className="flex flex-col gap-3">
        {lines.map((line) => (
          <CartLine
            key={line.id}
            line={line}
            selected={!unselected.has(line.id)}
            onError={setError}
            onSelect={(selected) =>
              setUnselected((current) => {
                const next = new Set(current);
                if (selected) next.delete(line.id);
                else next.add(line.id);
                return next;
              })
            }
          />
        ))}
      </ul>
      <div className="sticky bottom-0 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-md">
        <p>
          <span className="text-sm text-slate-600">{t('shop.subtotal')}</span>{' '}
          <strong className="text-lg text-slate-900">{formatRupiah(subtotal)}</strong>
        </p>
        <Button
          disabled={chosen.length === 0 || editsPending}
          onClick={() => void navigate(`/shop/cart/checkout?items=${chosen.map((line) => line.id).join(',')}`)}
        >
          {t('shop.checkout', { count: chosen.length })}
        </Button>
      </div>
      <ShareCheckoutLink
        lines={chosen.map((line) => ({
          product_id: line.product.id,
          variant_id: line.variant?.id ?? null,
          quantity: line.quantity,
          notes: line.notes,
        }))}
      />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRupiah } from '@konter/shared/money';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { saveLocalCart, setLocalQuantity, useLocalCart } from '../local-cart.ts';
import { ShareCheckoutLink } from './share-checkout-link.tsx';

/**
 * A guest's cart (SHP-02 localCart): kept on the phone, changed at once (nothing to wait for), checked out after
 * logging in, where it joins the account's cart.
 */
export function LocalCartView() {
  const { t } = useTranslation();
  const lines = useLocalCart();
  const total = lines.reduce((sum, line) => sum + line.unit_price * line.quantity, 0);
  if (lines.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-2xl bg-white p-4 shadow-sm">
        <p className="text-slate-700">{t('shop.cart_empty')}</p>
        <ButtonLink to="/shop" variant="secondary">
          {t('shop.title')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="rounded-2xl bg-sky-50 p-3 text-sm text-sky-900" data-testid="local-cart-note">
        {t('shop.local_cart_note')}
      </p>
      <ul className="flex flex-col gap-3">
        {lines.map((line, index) => (
          <li
            key={`${line.product_id}:${line.variant_id ?? ''}`}
            className="flex gap-3 rounded-2xl bg-white p-3 shadow-sm"
            data-testid="local-cart-line"
          >
            <div className="w-16 shrink-0">
              {line.thumbnail ? (
                <img
                  src={line.thumbnail}
                  alt={line.name}
                  loading="lazy"
                  decoding="async"
                  width={320}
                  height={320}
                  className="aspect-square w-full rounded-xl bg-slate-100 object-cover"
                />
              ) : (
                <div className="flex aspect-square w-full items-center justify-center rounded-xl bg-slate-100 text-slate-400">
                  <Icon name="bag" className="size-1/3" />
                </div>
              )}
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <div>
                <Link to={`/shop/product/${line.slug}`} className="font-semibold break-words text-slate-900">
                  {line.name}
                </Link>
                {Object.keys(line.options).length > 0 && (
                  <p className="text-sm text-slate-600">{Object.values(line.options).join(', ')}</p>
                )}
                <p className="font-bold text-slate-900">{formatRupiah(line.unit_price)}</p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <div className="flex items-center rounded-xl border border-slate-300">
                  <button
                    type="button"
                    className="size-11 text-xl font-bold text-slate-800 disabled:text-slate-300"
                    aria-label="-"
                    disabled={line.quantity <= line.min_quantity}
                    onClick={() => saveLocalCart(setLocalQuantity(lines, index, line.quantity - 1))}
                  >
                    −
                  </button>
                  <span className="min-w-10 text-center font-semibold" data-testid="local-cart-quantity">
                    {line.quantity}
                  </span>
                  <button
                    type="button"
                    className="size-11 text-xl font-bold text-slate-800 disabled:text-slate-300"
                    aria-label="+"
                    disabled={line.quantity >= line.stock}
                    onClick={() => saveLocalCart(setLocalQuantity(lines, index, line.quantity + 1))}
                  >
                    +
                  </button>
                </div>
                <button
                  type="button"
                  className="min-h-11 px-2 font-semibold text-red-700"
                  onClick={() => saveLocalCart(lines.filter((_, at) => at !== index))}
                >
                  {t('shop.remove')}
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm">
        <p className="flex justify-between gap-2 font-semibold text-slate-900">
          <span>{t('shop.subtotal')}</span>
          <span data-testid="local-cart-total">{formatRupiah(total)}</span>
        </p>
        <ButtonLink to={`/auth/login?redirect=${encodeURIComponent('/shop/cart')}`}>
          {t('shop.login_to_checkout')}
        </ButtonLink>
      </div>
      {/* A guest may share the phone's cart too: whoever opens the link pays without an account. */}
      <ShareCheckoutLink
        lines={lines.map(({ product_id, variant_id, quantity, notes }) => ({
          product_id,
          variant_id,
          quantity,
          notes,
        }))}
      />
    </div>
  );
}

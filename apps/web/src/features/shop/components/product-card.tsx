import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ShopProduct } from '@konter/shared/contracts/shop';
import { formatRupiah } from '@konter/shared/money';
import { Icon } from '../../../components/ui/icon.tsx';

/**
 * The picture of a product, or a bag where it has none yet. Lists and the cart load the small picture (320 px) lazily;
 * the product page offers both sizes and lets the phone pick by its screen (SHP-01: a cheap phone on a slow line).
 */
export function ProductPicture({
  product,
  size = 'small',
  index = 0,
  className = '',
}: {
  product: Pick<ShopProduct, 'images' | 'thumbnails' | 'name'>;
  size?: 'small' | 'large';
  index?: number;
  className?: string;
}) {
  const large = product.images[index];
  const small = product.thumbnails[index] ?? large;
  return large && small ? (
    <img
      src={size === 'small' ? small : large}
      {...(size === 'large'
        ? { srcSet: `${small} 320w, ${large} 800w`, sizes: '(min-width: 768px) 24rem, 14rem' }
        : {})}
      alt={product.name}
      loading={size === 'small' ? 'lazy' : 'eager'}
      decoding="async"
      width={size === 'small' ? 320 : 800}
      height={size === 'small' ? 320 : 800}
      className={`aspect-square w-full rounded-xl bg-slate-100 object-cover ${className}`}
    />
  ) : (
    <div
      className={`flex aspect-square w-full items-center justify-center rounded-xl bg-slate-100 text-slate-400 ${className}`}
    >
      <Icon name="bag" className="size-1/3" />
    </div>
  );
}

/** One product in the list (SHP-01): picture, name, price (with the crossed-out one), what is left. */
export function ProductCard({ product }: { product: ShopProduct }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/shop/product/${product.slug}`}
      className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm hover:border-slate-300 focus-visible:outline-2"
      data-testid="shop-product"
    >
      <ProductPicture product={product} />
      <span className="line-clamp-2 font-semibold break-words text-slate-900">{product.name}</span>
      <span className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-bold text-slate-900">{formatRupiah(product.price)}</span>
        {product.gross_price !== null && product.gross_price > product.price && (
          <s className="text-sm text-slate-500">{formatRupiah(product.gross_price)}</s>
        )}
      </span>
      <span className={`text-sm ${product.stock > 0 ? 'text-slate-600' : 'font-semibold text-red-700'}`}>
        {product.stock > 0 ? t('shop.stock_left', { stock: product.stock }) : t('shop.sold_out')}
      </span>
    </Link>
  );
}

/** The products as the shop lists them (SHP-01): one grid for the list and a collection's page alike. */
export function ProductGrid({ products }: { products: readonly ShopProduct[] }) {
  return (
    <div className="grid grid-cols-[repeat(auto-fill,minmax(10rem,1fr))] gap-3">
      {products.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </div>
  );
}

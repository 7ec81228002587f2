import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { useAccount } from '../../../features/accounts/api/account.ts';
import { useCart } from '../../../features/shop/api/cart.ts';
import { useMergeLocalCart } from '../../../features/shop/hooks/use-merge-local-cart.ts';
import { useLocalCart } from '../../../features/shop/local-cart.ts';
import { LocalCartView } from '../../../features/shop/components/local-cart-view.tsx';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useProduct } from '../../../features/shop/api/products.ts';
import { useCollection } from '../../../features/shop/api/collections.ts';
import { useCollectionText } from '../../../features/shop/collection-text.ts';
import { CollectionLinks } from '../../../features/shop/components/collection-links.tsx';
import { ProductGrid } from '../../../features/shop/components/product-card.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { CartView } from '../../../features/shop/components/cart-view.tsx';
import { CheckoutForm } from '../../../features/shop/components/checkout-form.tsx';
import { OrderList } from '../../../features/shop/components/order-list.tsx';
import { ProductDetail } from '../../../features/shop/components/product-detail.tsx';
import { ProductList } from '../../../features/shop/components/product-list.tsx';
import { ShopOnly } from './shop-only.tsx';

/** The cart and orders links at the top of every shop page. */
function ShopNav() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const cart = useCart({ enabled: loggedIn });
  const local = useLocalCart();
  useMergeLocalCart();
  const count = loggedIn ? (cart.data?.length ?? 0) : local.length;
  return (
    <nav className="flex flex-wrap gap-2">
      <ButtonLink to="/shop/cart" variant="secondary">
        {t('shop.cart')}
        {count > 0 && <span className="ml-2 rounded-full bg-brand px-2 text-sm text-brand-foreground">{count}</span>}
      </ButtonLink>
      <ButtonLink to="/shop/transaction/all" variant="secondary">
        {t('shop.orders')}
      </ButtonLink>
    </nav>
  );
}

/** `/shop`: the collections, then the product list with its filters (SHP-01). */
function ShopHomePageContent() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('shop.title')} description={t('shop.intro')} nav={<ShopNav />} width="full">
      <CollectionLinks />
      <ProductList />
    </PageFrame>
  );
}

/** `/shop/collection/{slug}` (SHP-01): a collection's products in the seller's order, or why there are none. */
function ShopCollectionPageContent() {
  const { t: appT } = useTranslation();
  const { t } = useCollectionText();
  const { slug = '' } = useParams();
  const collection = useCollection(slug);
  if (collection.data) {
    return (
      <PageFrame title={collection.data.title} nav={<ShopNav />} width="full">
        {collection.data.products.length === 0 && <InlineNotice kind="info">{t('shop.collection.empty')}</InlineNotice>}
        <ProductGrid products={collection.data.products} />
        <ButtonLink to="/shop" variant="secondary" className="self-start">
          {t('shop.collection.all_products')}
        </ButtonLink>
      </PageFrame>
    );
  }
  // An unknown slug will not appear by asking again; network trouble or a server error may pass.
  const gone = isApiError(collection.error) && collection.error.status === 404;
  return (
    <PageFrame title={appT('shop.title')} nav={<ShopNav />}>
      {collection.isPending && <p className="text-slate-600">{appT('shop.loading')}</p>}
      {collection.isError && (
        <div className="flex flex-col items-start gap-3">
          <InlineNotice kind="error">
            <span data-testid="shop-collection-error">
              {gone ? t('shop.collection.not_found') : t('shop.collection.load_failed')}
            </span>
          </InlineNotice>
          {gone ? (
            <ButtonLink to="/shop" variant="secondary">
              {t('shop.collection.all_products')}
            </ButtonLink>
          ) : (
            <Button type="button" variant="secondary" onClick={() => void collection.refetch()}>
              {t('shop.collection.retry')}
            </Button>
          )}
        </div>
      )}
    </PageFrame>
  );
}

/** `/shop/product/{product_slug}` (SHP-01). */
function ShopProductPageContent() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const product = useProduct(slug);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-5">
      <ShopNav />
      {product.isError && <InlineNotice kind="error">{t('shop.product_not_found')}</InlineNotice>}
      {product.data && <ProductDetail product={product.data} />}
    </div>
  );
}

/** `/shop/cart` (SHP-02). */
function ShopCartPageContent() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const merge = useMergeLocalCart();
  return (
    <PageFrame title={t('shop.cart')}>
      {loggedIn ? (
        <div className="flex flex-col gap-3">
          {merge.merged && (
            <InlineNotice kind={merge.adjusted.length > 0 ? 'info' : 'success'}>
              <span data-testid="local-cart-merged">
                {merge.adjusted.length > 0
                  ? t('shop.local_merged_adjusted', { count: merge.adjusted.length })
                  : t('shop.local_merged')}
              </span>
            </InlineNotice>
          )}
          <CartView />
        </div>
      ) : (
        <LocalCartView />
      )}
    </PageFrame>
  );
}

/** `/shop/cart/checkout?items=…` (SHP-03): the lines chosen in the cart. */
function ShopCheckoutPageContent() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const account = useAccount();
  const itemIds = (params.get('items') ?? '').split(',').filter(Boolean);
  return (
    <PageFrame title={t('shop.checkout_title')}>
      <CheckoutForm itemIds={itemIds} balance={account.data?.deposit ?? null} />
    </PageFrame>
  );
}

/** `/shop/transaction/{status}` (SHP-05), `all` by default. */
function ShopOrdersPageContent() {
  const { t } = useTranslation();
  const { status = 'all' } = useParams();
  return (
    <PageFrame title={t('shop.orders')} nav={<ShopNav />}>
      <OrderList status={status} />
    </PageFrame>
  );
}

export function ShopHomePage() {
  return (
    <ShopOnly>
      <ShopHomePageContent />
    </ShopOnly>
  );
}

export function ShopCollectionPage() {
  return (
    <ShopOnly>
      <ShopCollectionPageContent />
    </ShopOnly>
  );
}

export function ShopProductPage() {
  return (
    <ShopOnly>
      <ShopProductPageContent />
    </ShopOnly>
  );
}

export function ShopCartPage() {
  return (
    <ShopOnly>
      <ShopCartPageContent />
    </ShopOnly>
  );
}

export function ShopCheckoutPage() {
  return (
    <ShopOnly>
      <ShopCheckoutPageContent />
    </ShopOnly>
  );
}

export function ShopOrdersPage() {
  return (
    <ShopOnly>
      <ShopOrdersPageContent />
    </ShopOnly>
  );
}

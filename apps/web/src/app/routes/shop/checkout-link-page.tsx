import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { usePublicCheckout } from '../../../features/shop/api/checkout-link.ts';
import { useCheckoutLinkText } from '../../../features/shop/checkout-link-text.ts';
import {
  CheckoutLinkLines,
  checkoutLinkFailure,
  PublicCheckoutForm,
} from '../../../features/shop/components/public-checkout.tsx';
import { PublicOrderView } from '../../../features/shop/components/public-order.tsx';
import { ShopOnly } from './shop-only.tsx';

/** The link's lines and, while it can be paid, the guest's form; why not when it cannot. */
function CheckoutLinkContent({ link }: { link: string }) {
  const { t: appT } = useTranslation();
  const { t } = useCheckoutLinkText();
  const checkout = usePublicCheckout(link);
  if (checkout.isPending) return <p className="text-slate-600">{appT('shop.loading')}</p>;
  if (checkout.isError) {
    const reason = checkoutLinkFailure(checkout.error, appT);
    return (
      <div className="flex flex-col items-start gap-3">
        <InlineNotice kind="error">
          <span data-testid="shop-link-error">{reason || t('shop.link.load_failed')}</span>
        </InlineNotice>
        {/* Network trouble or a server error may pass; a link that is gone or expired will not. */}
        {!reason && (
          <Button type="button" variant="secondary" onClick={() => void checkout.refetch()}>
            {t('shop.link.retry')}
          </Button>
        )}
      </div>
    );
  }
  const { data } = checkout;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-700" data-testid="shop-link-shop">
        {t('shop.link.from_shop', { shop: data.shop_name })}
      </p>
      <CheckoutLinkLines checkout={data} />
      {data.payable ? (
        <PublicCheckoutForm checkout={data} />
      ) : (
        <InlineNotice kind="warning">
          <span data-testid="shop-link-error">{appT('shop.link_unpayable')}</span>
        </InlineNotice>
      )}
    </div>
  );
}

/**
 * `/shop/checkout/{link}` (SHP-03): a checkout link a seller shared; anyone pays it without an account. With
 * `?order={token}` (where the gateway sends the guest back) it shows that order instead.
 */
function CheckoutLinkPageContent() {
  const { t } = useTranslation();
  const { link = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('order');
  return (
    <PageFrame title={t('shop.checkout_title')}>
      {token ? <PublicOrderView token={token} /> : <CheckoutLinkContent link={link} />}
    </PageFrame>
  );
}

export function CheckoutLinkPage() {
  return (
    <ShopOnly>
      <CheckoutLinkPageContent />
    </ShopOnly>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { useAdminText } from '../../../features/admin/components/admin-text.ts';
import { AdminShopCollections } from '../../../features/shop/components/admin-collections.tsx';
import { AdminShopCoupons } from '../../../features/shop/components/admin-coupons.tsx';
import { AdminShopDelivery } from '../../../features/shop/components/admin-delivery.tsx';
import { AdminShopOrders } from '../../../features/shop/components/admin-orders.tsx';
import { AdminShopProducts } from '../../../features/shop/components/admin-products.tsx';
import { useSitePreferences } from '../../../lib/site-preferences.tsx';

const tabs = ['orders', 'products', 'coupons', 'collections', 'delivery'] as const;

/**
 * The shop's back office (ADM-01 "shop"): orders to move on, the products, coupons, collections and the delivery
 * settings (ADM-01 "shop, couriers"); only where the shop is on.
 */
export function ShopAdminPage() {
  const { t } = useTranslation();
  const { t: adminT } = useAdminText();
  const [tab, setTab] = useState<(typeof tabs)[number]>('orders');
  if (!useSitePreferences().features.shop) {
    return (
      <PageFrame title={t('shop.admin.title')} width="full">
        <InlineNotice kind="info">{t('shop.module_off')}</InlineNotice>
      </PageFrame>
    );
  }
  // In the page frame every admin screen has: the margins a phone needs, and room beside the desktop's sidebar.
  return (
    <PageFrame title={t('shop.admin.title')} width="full">
      <div role="tablist" className="flex flex-wrap gap-2">
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            onClick={() => setTab(name)}
            className={`min-h-11 rounded-full border px-4 font-semibold ${tab === name ? 'border-brand bg-brand text-brand-foreground' : 'border-slate-300 bg-white text-slate-800'}`}
          >
            {/* The collections and delivery came after the shop's texts filled the main bundle's budget: theirs are the
                admin area's. */}
            {name === 'collections'
              ? adminT('admin.shop.collections')
              : name === 'delivery'
                ? adminT('admin.shop.delivery.tab')
                : t(`shop.admin.${name}`)}
          </button>
        ))}
      </div>
      {tab === 'orders' && <AdminShopOrders />}
      {tab === 'products' && <AdminShopProducts />}
      {tab === 'coupons' && <AdminShopCoupons />}
      {tab === 'collections' && <AdminShopCollections />}
      {tab === 'delivery' && <AdminShopDelivery />}
    </PageFrame>
  );
}

import type { CashbackRule } from '@konter/shared/fees/cashback';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { findTenantById } from '../tenants/index.ts';
import { defaultProducts } from '../../integrations/digiflazz/digiflazz.catalogue.ts';
import type { SupplierProduct } from '../../integrations/payments/supplier.ts';
import { findProduct, updateProduct } from './catalogue.repository.ts';
import { syncCatalogue } from './catalogue.service.ts';
import { savePostpaidCashbackRule } from './postpaid-cashback.repository.ts';

/** The two simulated supplier accounts as `npm start` runs them: B asks 150 more for everything. */
function simulatedOffers() {
  const asSupplierProduct = (priceAdjustment: number) =>
    defaultProducts.map((product): SupplierProduct => ({
      buyerSkuCode: product.buyerSkuCode,
      productName: product.productName,
      category: product.category,
      brand: product.brand,
      price: product.price + priceAdjustment,
      buyerProductStatus: product.buyerProductStatus,
      sellerProductStatus: product.sellerProductStatus && (product.unlimitedStock || product.stock > 0),
      startCutOff: product.startCutOff,
      endCutOff: product.endCutOff,
    }));
  return [
    { supplier: 'digiflazz-a', products: asSupplierProduct(0) },
    { supplier: 'digiflazz-b', products: asSupplierProduct(150) },
  ];
}

/** Promo items, cashback and the hand-set states an admin would have made, so every screen has something to show. */
const demoTouches: { code: string; changes: Parameters<typeof updateProduct>[3] }[] = [
  { code: 'tsel25', changes: { promo: true } },
  { code: 'xld50', changes: { promo: true } },
  { code: 'ml86', changes: { promo: true } },
  { code: 'tsel50', changes: { cashback: 100 } },
  { code: 'pln100', changes: { cashback: 250 } },
  // Percent cashback (AGT-04) in basis points, so the cashback list shows both kinds: 1.5% and 1.25%.
  { code: 'tsel100', changes: { cashbackType: 'percent', cashback: 150 } },
  { code: 'tseld15', changes: { cashbackType: 'percent', cashback: 125 } },
  { code: 'isat100', changes: { status: 'price_adjustment', manualStatus: true } },
  { code: 'esimtsel10', changes: { status: 'needs_access', manualStatus: true } },
];

/** The demo catalogue of a tenant, as a first price-list sync would leave it. Idempotent. */
const demoPostpaidCashback: [string, CashbackRule][] = [
  ['pdam', { cashbackType: 'fixed', cashback: 500 }],
  ['bpjs', { cashbackType: 'percent', cashback: 50 }],
];

export async function seedDemoCatalogue(database: Database, tenantId: string, clock: Clock): Promise<void> {
  const tenant = await database.withSystem((tx) => findTenantById(tx, tenantId));
  if (!tenant) throw new Error(`no tenant ${tenantId}`);
  await database.withTenant(tenantId, async (tx) => {
    if (await findProduct(tx, tenantId, 'tsel10')) return;
    await syncCatalogue(tx, tenant, simulatedOffers(), clock.now());
    for (const { code, changes } of demoTouches) await updateProduct(tx, tenantId, code, changes);
    // Cashback on paid bills too, so list-cashback pascabayar shows both kinds: Rp 500 a PDAM bill, 0.5% of BPJS.
    for (const [billerCode, rule] of demoPostpaidCashback) {
      await savePostpaidCashbackRule(tx, { tenantId, billerCode, rule, at: clock.now() });
    }
  });
}

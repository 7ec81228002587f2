import ExcelJS from 'exceljs';
import type { AdjustedPrice, CatalogueResponse, Pricelist, Product } from '@konter/shared/contracts/ppob';
import {
  additionalProductsMax,
  companionFamilies,
  countryList,
  familyDefinition,
  familyOfSupplierCategory,
  operatorSlug,
  type PurchasableFamily,
} from '@konter/shared/ppob/families';
import { cashbackEarned } from '@konter/shared/fees/cashback';
import { jakartaMinuteOfDay } from '@konter/shared/time/jakarta';
import type { Database, Tx } from '../../db/client.ts';
import type { CatalogueSettings } from '../../db/schema/tenants.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import type { SupplierProduct } from '../../integrations/payments/supplier.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { fieldError } from '../../platform/errors.ts';
import { findAccountById, permissions } from '../accounts/index.ts';
import { csvLine } from '../../platform/csv.ts';
import { catalogueErrors } from './catalogue.errors.ts';
import {
  deactivateMissingOffers,
  findProduct,
  listAgentPrices,
  listOffers,
  listProducts,
  setAgentPrice,
  upsertOffer,
  upsertProduct,
  type OfferRow,
  type ProductRow,
} from './catalogue.repository.ts';
import { productOverridesOf, quoteMany, tenantPricingOf, tierPricesOf } from '../pricing/index.ts';
import { cutOffOf, displayBrand, inCutOff, nominalOfName, tierOfRole, type TierName } from './tiers.ts';

const mobileOperatorOfBrand: Record<string, string> = {
  telkomsel: 'telkomsel',
  'by-u': 'telkomsel',
  indosat: 'indosat',
  xl: 'xl',
  axis: 'axis',
  tri: 'tri',
  smartfren: 'smartfren',
};

/** Families whose product names end in a face value worth showing as the nominal. */
const nominalFamilies: readonly PurchasableFamily[] = ['pulsa', 'listrik', 'emoney', 'pertagas', 'sendMoney'];

export function priceOfTier(product: ProductRow, tier: TierName): number {
  if (tier === 'agent') return product.agentPrice;
  if (tier === 'master') return product.masterPrice;
  return product.memberPrice;
}

export function productCutOff(product: Pick<ProductRow, 'cutOffStart' | 'cutOffEnd'>) {
  return cutOffOf(product.cutOffStart, product.cutOffEnd);
}

export function toProductView(product: ProductRow, price: number, now: Date): Product {
  const cutOff = productCutOff(product);
  return {
    code: product.code,
    name: product.name,
    description: product.description,
    family: product.family,
    operator: product.operator,
    operator_name: product.operatorName,
    mobile_operator: product.mobileOperator,
    nominal: product.nominal,
    price,
    status: product.status,
    available: product.status === 'active' && !inCutOff(cutOff, jakartaMinuteOfDay(now)),
    cut_off: cutOff,
    promo: product.promo,
    sold_qty: product.soldQty,
    // What a purchase at this price earns, in Rupiah whichever type the admin chose (AGT-04).
    cashback: cashbackEarned(product, price),
  };
}

function operatorsOf(rows: ProductRow[]) {
  const seen = new Map<string, string>();
  for (const row of rows) if (!seen.has(row.operator)) seen.set(row.operator, row.operatorName);
  return [...seen].map(([slug, name]) => ({ slug, name }));
}

/** The supplier products one price-list sync brings in, per supplier instance. */
export type SupplierOffers = { supplier: string; products: SupplierProduct[] };

/**
 * Folds supplier price lists into the tenant's catalogue: one product per buyer SKU, its buying price the best
 * active offer, selling prices from the tenant's tiers (unless set by hand), its state from the offers (unless set
 * by hand). An offer missing from a supplier's new list is switched off.
 */
export async function syncCatalogue(
  tx: Tx,
  tenant: Pick<Tenant, 'id' | 'catalogueSettings'>,
  offers: SupplierOffers[],
  at: Date,
): Promise<number> {
  const bySku = new Map<string, { supplier: string; product: SupplierProduct }[]>();
  for (const { supplier, products } of offers) {
    for (const product of products) {
      if (!familyOfSupplierCategory(product.category)) continue;
      const list = bySku.get(product.buyerSkuCode) ?? [];
      list.push({ supplier, product });
      bySku.set(product.buyerSkuCode, list);
      await upsertOffer(tx, {
        tenantId: tenant.id,
        productCode: product.buyerSkuCode,
        supplier,
        price: product.price,
        active: product.buyerProductStatus && product.sellerProductStatus,
        cutOffStart: cutOffOf(product.startCutOff, product.endCutOff)?.start ?? null,
        cutOffEnd: cutOffOf(product.startCutOff, product.endCutOff)?.end ?? null,
        updatedAt: at,
      });
    }
    await deactivateMissingOffers(
      tx,
      tenant.id,
      supplier,
      products.map((product) => product.buyerSkuCode),
      at,
    );
  }
  // The tier prices the screens show, exactly as a quote computes them (decision 025).
  const pricing = await tenantPricingOf(tx, tenant.id);
  const overrides = await productOverridesOf(tx, tenant.id);
  for (const [code, entries] of bySku) {
    const active = entries.filter((entry) => entry.product.buyerProductStatus && entry.product.sellerProductStatus);
    const best = [...(active.length ? active : entries)].sort((a, b) => a.product.price - b.product.price)[0];
    if (!best) continue;
    const { product } = best;
    const family = familyOfSupplierCategory(product.category);
    if (!family) continue;
    const operator = operatorSlug(product.brand);
    const status = active.length
      ? 'active'
      : entries.every((entry) => !entry.product.buyerProductStatus)
        ? 'inactive'
        : 'stock_empty';
    const cutOff = cutOffOf(product.startCutOff, product.endCutOff);
    const nominal = nominalFamilies.includes(family) ? nominalOfName(product.productName) : null;
    await upsertProduct(tx, {
      tenantId: tenant.id,
      code,
      family,
      operator,
      operatorName: displayBrand(product.brand),
      mobileOperator:
        familyDefinition(family).destination === 'mobile' ? (mobileOperatorOfBrand[operator] ?? null) : null,
      name: product.productName,
      description: product.productName,
      nominal,
      buyingPrice: product.price,
      ...tierPricesOf(pricing, product.price, overrides.get(code)),
      status,
      cutOffStart: cutOff?.start ?? null,
      cutOffEnd: cutOff?.end ?? null,
      sortOrder: nominal ?? product.price,
      updatedAt: at,
    });
  }
  return bySku.size;
}

/**
 * Suppliers a purchase of `code` may go to, best price first: active offers outside their cut-off. The purchase
 * tries them in this order and fails over on a supplier-side failure.
 */
export async function supplierRoute(tx: Tx, tenantId: string, code: string, now: Date): Promise<OfferRow[]> {
  const minute = jakartaMinuteOfDay(now);
  const offers = await listOffers(tx, tenantId, code);
  return offers.filter((offer) => offer.active && !inCutOff(cutOffOf(offer.cutOffStart, offer.cutOffEnd), minute));
}

/**
 * The product a purchase may buy, or the reason it may not (CAT-05, CAT-06): not found, inactive, stock empty,
 * price adjustment, needs access from customer service, cut-off.
 */
export async function purchasableProduct(
  tx: Tx,
  tenantId: string,
  code: string,
  auth: Pick<Principal, 'permissions'>,
  now: Date,
): Promise<ProductRow> {
  return checkPurchasable(await findProduct(tx, tenantId, code), auth, now);
}

/** CAT-05/CAT-06: a product read elsewhere (the purchase's one read), as it may be bought now by this account. */
export function checkPurchasable(
  product: ProductRow | null,
  auth: Pick<Principal, 'permissions'>,
  now: Date,
): ProductRow {
  if (!product) throw catalogueErrors.noProduct();
  switch (product.status) {
    case 'inactive':
      throw catalogueErrors.nominalNotAvailable();
    case 'stock_empty':
      throw catalogueErrors.stockEmpty();
    case 'price_adjustment':
      throw catalogueErrors.priceAdjustment();
    case 'needs_access':
      if (!auth.permissions.includes(productAccessGrant(product.code))) throw catalogueErrors.needsAccess();
      break;
    case 'active':
      break;
  }
  const cutOff = productCutOff(product);
  if (inCutOff(cutOff, jakartaMinuteOfDay(now)) && cutOff) throw catalogueErrors.cutOff(cutOff.start, cutOff.end);
  return product;
}

/** CAT-06: customer service opens a product for one account with this grant. */
export function productAccessGrant(code: string): string {
  return `product.access:${code}`;
}

export function catalogueSettingsOf(tenant: Pick<Tenant, 'catalogueSettings'>): CatalogueSettings {
  return tenant.catalogueSettings;
}

export function createCatalogueService(deps: { database: Database; clock: Clock }) {
  const { database, clock } = deps;

  async function pricelist(tenant: Tenant, family: PurchasableFamily): Promise<Pricelist> {
    const rows = await database.withTenant(tenant.id, (tx) => listProducts(tx, tenant.id, { family }));
    const now = clock.now();
    const updated = rows.reduce<Date | null>(
      (latest, row) => (latest && latest > row.updatedAt ? latest : row.updatedAt),
      null,
    );
    return {
      family,
      operators: operatorsOf(rows),
      // The public price list shows the member price, the one anybody registering would pay.
      products: rows.map((row) => toProductView(row, row.memberPrice, now)),
      updated_at: updated?.toISOString() ?? null,
    };
  }

  return {
    async catalogue(tenant: Tenant, auth: Principal, family: PurchasableFamily): Promise<CatalogueResponse> {
      const tier = tierOfRole(auth.role);
      const companions = companionFamilies[family] ?? [];
      const { rows, account, own, beside, quotes } = await database.withTenant(tenant.id, async (tx) => {
        const besideRows: ProductRow[] = [];
        for (const other of companions) besideRows.push(...(await listProducts(tx, tenant.id, { family: other })));
        const familyRows = await listProducts(tx, tenant.id, { family });
        return {
          rows: familyRows,
          account: await findAccountById(tx, tenant.id, auth.accountId),
          own: await listAgentPrices(tx, tenant.id, auth.accountId),
          beside: besideRows,
          quotes: await quoteMany(tx, auth, [...familyRows, ...besideRows]),
        };
      });
      // The price the account is charged (its uplines' downline markups included), as the purchase quotes it.
      const priceOf = (row: ProductRow) => quotes.get(row.code)?.price ?? priceOfTier(row, tier);
      const now = clock.now();
      // §3 'profit': at the viewer's own selling price when they set one, else at the public (member) price.
      const ownPrice = new Map(own.map((row) => [row.productCode, row.sellingPrice]));
      const profit = rows.map((row) => {
        const price = priceOf(row);
        const sellingPrice = ownPrice.get(row.code) ?? Math.max(row.memberPrice, price);
        return { code: row.code, price, selling_price: sellingPrice, profit: sellingPrice - price };
      });
      // §3 'additional': what can be bought for the same number beside this family (its operators' products of
      // the companion families; any operator's when the family has none in common, as gas beside electricity).
      const operators = new Set(rows.map((row) => row.operator));
      const sameOperator = beside.some((row) => operators.has(row.operator));
      const additional = beside
        .filter((row) => !sameOperator || operators.has(row.operator))
        .map((row) => toProductView(row, priceOf(row), now))
        .filter((product) => product.available)
        .sort((a, b) => Number(b.promo) - Number(a.promo) || b.sold_qty - a.sold_qty || a.price - b.price)
        .slice(0, additionalProductsMax);
      const settings = catalogueSettingsOf(tenant);
      return {
        family,
        operators: operatorsOf(rows),
        products: rows.map((row) => toProductView(row, priceOf(row), now)),
        country_list: family === 'international' ? countryList.map((country) => ({ ...country })) : [],
        persistent_number: settings.persistentNumber,
        persistent_password: settings.persistentPassword,
        pin_required: Boolean(account?.pinHash),
        send_money_verified: Boolean(account?.phoneVerifiedAt),
        same_number_daily_limit: settings.sameNumberDailyLimit,
        profit,
        additional,
      };
    },

    async promotion(tenant: Tenant, auth: Principal): Promise<Product[]> {
      const tier = tierOfRole(auth.role);
      const { rows, quotes } = await database.withTenant(tenant.id, async (tx) => {
        const promoRows = await listProducts(tx, tenant.id, { promo: true });
        return { rows: promoRows, quotes: await quoteMany(tx, auth, promoRows) };
      });
      const now = clock.now();
      return rows.map((row) => toProductView(row, quotes.get(row.code)?.price ?? priceOfTier(row, tier), now));
    },

    checkExcel(tenant: Tenant, auth: Principal) {
      return {
        excelAccess: auth.permissions.includes(permissions.bulkExcel),
        excelTrxLimit: catalogueSettingsOf(tenant).excelTrxLimit,
      };
    },

    pricelist,

    /** CAT-04: the price list as a spreadsheet or CSV, exactly the rows of the page. */
    async exportPricelist(
      tenant: Tenant,
      family: PurchasableFamily,
      format: 'csv' | 'xlsx',
    ): Promise<{ body: Buffer; contentType: string; filename: string }> {
      const list = await pricelist(tenant, family);
      const header = ['Kode', 'Produk', 'Operator', 'Harga', 'Status'];
      const rows = list.products.map((product) => [
        product.code,
        product.name,
        product.operator_name,
        product.price,
        product.available ? 'Tersedia' : product.status === 'active' ? 'Cut-off' : 'Gangguan',
      ]);
      const filename = `pricelist-${tenant.slug}-${family}.${format}`;
      if (format === 'csv') {
        const text = [header, ...rows].map(csvLine).join('');
        // A BOM so Excel opens the UTF-8 file with the right characters.
        return { body: Buffer.from(`\ufeff${text}`, 'utf8'), contentType: 'text/csv; charset=utf-8', filename };
      }
      const workbook = new ExcelJS.Workbook();
      workbook.creator = tenant.brandName;
      const sheet = workbook.addWorksheet(`Harga ${family}`);
      sheet.addRow([`Daftar harga ${tenant.brandName}`]).font = { bold: true, size: 14 };
      sheet.addRow([]);
      sheet.addRow(header).font = { bold: true };
      for (const row of rows) sheet.addRow(row);
      sheet.getColumn(1).width = 16;
      sheet.getColumn(2).width = 42;
      sheet.getColumn(3).width = 18;
      sheet.getColumn(4).width = 14;
      sheet.getColumn(4).numFmt = '#,##0';
      sheet.getColumn(5).width = 12;
      const buffer = await workbook.xlsx.writeBuffer();
      return {
        body: Buffer.from(buffer),
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        filename,
      };
    },

    async adjustedPrices(tenant: Tenant, auth: Principal, family?: PurchasableFamily): Promise<AdjustedPrice[]> {
      const tier = tierOfRole(auth.role);
      const { rows, own } = await database.withTenant(tenant.id, async (tx) => ({
        rows: await listProducts(tx, tenant.id, family ? { family } : {}),
        own: await listAgentPrices(tx, tenant.id, auth.accountId),
      }));
      const ownPrice = new Map(own.map((row) => [row.productCode, row.sellingPrice]));
      return rows.map((row) => ({
        code: row.code,
        name: row.name,
        family: row.family,
        operator_name: row.operatorName,
        price: priceOfTier(row, tier),
        selling_price: ownPrice.get(row.code) ?? null,
      }));
    },

    /** An agent's own selling prices; each must cover what the agent pays. */
    async setAdjustedPrices(
      tenant: Tenant,
      auth: Principal,
      prices: { code: string; selling_price: number | null }[],
    ): Promise<void> {
      const tier = tierOfRole(auth.role);
      await database.withTenant(tenant.id, async (tx) => {
        for (const [index, entry] of prices.entries()) {
          const product = await findProduct(tx, tenant.id, entry.code);
          if (!product) throw fieldError(`prices.${index}.code`, 'trx.no_product');
          if (entry.selling_price !== null && entry.selling_price < priceOfTier(product, tier)) {
            throw catalogueErrors.sellingPriceBelow(`prices.${index}.selling_price`);
          }
          await setAgentPrice(tx, tenant.id, auth.accountId, entry.code, entry.selling_price, clock.now());
        }
      });
    },

    /** Pulls every supplier's price list and folds it into each tenant's catalogue. */
    async syncAll(tenantRows: Pick<Tenant, 'id' | 'catalogueSettings'>[], offers: SupplierOffers[]): Promise<number> {
      let total = 0;
      for (const tenant of tenantRows) {
        total += await database.withTenant(tenant.id, (tx) => syncCatalogue(tx, tenant, offers, clock.now()));
      }
      return total;
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;

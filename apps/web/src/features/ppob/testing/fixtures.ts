import type { CatalogueResponse, Product } from '@konter/shared/contracts/ppob';
import type { NameCheck, Transaction } from '@konter/shared/contracts/transactions';
import { sampleProduct as sharedSampleProduct } from '@konter/shared/ppob/testing/pricelist';

/** Sample data in the shapes of @konter/shared/contracts/ppob and transactions. Only tests import this file. */
export function sampleProduct(overrides: Partial<Product> = {}): Product {
  return sharedSampleProduct({ description: 'Pulsa Telkomsel Rp 10.000', price: 10_500, ...overrides });
}

/** A pulsa catalogue: Telkomsel (one promo, one out of stock), by.U (Telkomsel prefixes), XL. */
export const pulsaProducts: Product[] = [
  sampleProduct({ code: 'TSEL25', name: 'Telkomsel 25.000', nominal: 25_000, price: 25_200, promo: true }),
  sampleProduct(),
  sampleProduct({ code: 'TSEL50', name: 'Telkomsel 50.000', nominal: 50_000, price: 49_900, status: 'stock_empty' }),
  sampleProduct({
    code: 'BYU10',
    name: 'by.U 10.000',
    operator: 'by-u',
    operator_name: 'by.U',
    mobile_operator: 'telkomsel',
    price: 10_300,
  }),
  sampleProduct({
    code: 'XL10',
    name: 'XL 10.000',
    description: 'Pulsa XL',
    operator: 'xl',
    operator_name: 'XL',
    mobile_operator: 'xl',
    price: 10_700,
  }),
  sampleProduct({
    code: 'XL20',
    name: 'XL 20.000',
    operator: 'xl',
    operator_name: 'XL',
    mobile_operator: 'xl',
    price: 20_400,
    status: 'price_adjustment',
  }),
  sampleProduct({
    code: 'XL30',
    name: 'XL 30.000',
    operator: 'xl',
    operator_name: 'XL',
    mobile_operator: 'xl',
    price: 30_100,
    status: 'needs_access',
  }),
  sampleProduct({
    code: 'XL40',
    name: 'XL 40.000',
    operator: 'xl',
    operator_name: 'XL',
    mobile_operator: 'xl',
    price: 40_100,
    available: false,
    cut_off: { start: '23:00', end: '00:30' },
  }),
];

export function sampleCatalogue(overrides: Partial<CatalogueResponse> = {}): CatalogueResponse {
  return {
    family: 'pulsa',
    operators: [
      { slug: 'telkomsel', name: 'Telkomsel' },
      { slug: 'by-u', name: 'by.U' },
      { slug: 'xl', name: 'XL' },
    ],
    products: pulsaProducts,
    country_list: [],
    persistent_number: false,
    persistent_password: false,
    pin_required: true,
    send_money_verified: true,
    same_number_daily_limit: 1,
    profit: [],
    additional: [],
    ...overrides,
  };
}

export function sampleTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    ref_id: 'TRX0001ABCD',
    order_number: null,
    product_code: 'TSEL10',
    product_name: 'Telkomsel 10.000',
    family: 'pulsa',
    operator: 'telkomsel',
    operator_name: 'Telkomsel',
    nominal: 10_000,
    destination: '081234567890',
    customer_name: null,
    price: 10_500,
    selling_price: 10_500,
    profit: 0,
    cashback: 0,
    promo: false,
    status: 'processing',
    serial_number: null,
    token: null,
    failure_code: null,
    created_at: '2026-01-02T03:04:05.000Z',
    updated_at: '2026-01-02T03:04:05.000Z',
    ...overrides,
  };
}

export function sampleNameCheck(overrides: Partial<NameCheck> = {}): NameCheck {
  return {
    id: 'nc-1',
    status: 'pending',
    destination: '081234567890',
    name: null,
    message: null,
    ...overrides,
  };
}

import type { Pricelist, Product } from '../../contracts/ppob.ts';

/** Sample price lists in the shapes of contracts/ppob, for the web's and the server's tests. Only tests import this file. */
export function sampleProduct(overrides: Partial<Product> = {}): Product {
  return {
    code: 'TSEL10',
    name: 'Telkomsel 10.000',
    description: '',
    family: 'pulsa',
    operator: 'telkomsel',
    operator_name: 'Telkomsel',
    mobile_operator: 'telkomsel',
    nominal: 10_000,
    price: 10_250,
    status: 'active',
    available: true,
    cut_off: null,
    promo: false,
    sold_qty: 0,
    cashback: 0,
    ...overrides,
  };
}

const operators = [
  { slug: 'telkomsel', name: 'Telkomsel' },
  { slug: 'indosat', name: 'Indosat' },
  { slug: 'xl', name: 'XL' },
];

/** A pulsa list with one product in each state. */
export function samplePricelist(overrides: Partial<Pricelist> = {}): Pricelist {
  return {
    family: 'pulsa',
    operators,
    products: [
      sampleProduct(),
      sampleProduct({ code: 'TSEL25', name: 'Telkomsel 25.000', nominal: 25_000, price: 25_100, promo: true }),
      sampleProduct({
        code: 'TSEL50',
        name: 'Telkomsel 50.000',
        nominal: 50_000,
        price: 49_900,
        available: false,
        cut_off: { start: '23:00', end: '00:30' },
      }),
      sampleProduct({
        code: 'ISAT10',
        name: 'Indosat 10.000',
        operator: 'indosat',
        operator_name: 'Indosat',
        mobile_operator: 'indosat',
        price: 10_900,
        status: 'stock_empty',
        available: false,
      }),
      sampleProduct({
        code: 'ISAT20',
        name: 'Indosat 20.000',
        operator: 'indosat',
        operator_name: 'Indosat',
        mobile_operator: 'indosat',
        nominal: 20_000,
        price: 20_400,
        status: 'price_adjustment',
        available: false,
      }),
      sampleProduct({
        code: 'XL5',
        name: 'XL 5.000',
        operator: 'xl',
        operator_name: 'XL',
        mobile_operator: 'xl',
        nominal: 5_000,
        price: 5_600,
        status: 'needs_access',
        available: false,
      }),
    ],
    updated_at: '2026-01-02T03:04:05.000Z',
    ...overrides,
  };
}

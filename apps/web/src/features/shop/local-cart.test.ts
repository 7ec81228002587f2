import { describe, expect, it } from 'vitest';
import type { ShopProduct } from '@konter/shared/contracts/shop';
import { createMemoryStorage } from '../../lib/storage.ts';
import {
  addToLocalCart,
  localCartKey,
  localCartStore,
  mergeItemsOf,
  readLocalCart,
  saveLocalCart,
  setLocalQuantity,
  type LocalCartLine,
} from './local-cart.ts';

const casing: ShopProduct = {
  id: 'p-casing',
  slug: 'casing',
  name: 'Casing Silikon',
  description: '',
  category: 'Aksesoris',
  weight: 80,
  min_quantity: 1,
  gross_price: null,
  price: 30_000,
  stock: 17,
  option_names: ['Warna'],
  variants: [
    { id: 'v-black', options: { Warna: 'Hitam' }, price: 35_000, stock: 12 },
    { id: 'v-blue', options: { Warna: 'Biru' }, price: 35_000, stock: 5 },
  ],
  images: ['/uploads/shop/t/c.webp'],
  thumbnails: ['/uploads/shop/t/c.sm.webp'],
  status: 'active',
};
const voucher: ShopProduct = {
  ...casing,
  id: 'p-voucher',
  slug: 'voucher',
  name: 'Voucher',
  min_quantity: 5,
  stock: 50,
  price: 27_000,
  option_names: [],
  variants: [],
  images: [],
  thumbnails: [],
};

const linesOf = (answer: ReturnType<typeof addToLocalCart>): LocalCartLine[] => {
  if ('refused' in answer) throw new Error(`refused: ${answer.refused}`);
  return answer.lines;
};

describe('a guest cart on the phone (SHP-02 localCart)', () => {
  it('[SHP-02] adds a line with what the cart shows, and the same product and variant again adds up', () => {
    const once = linesOf(addToLocalCart([], casing, 'v-blue', 2, 'biru ya'));
    expect(once).toEqual([
      {
        product_id: 'p-casing',
        variant_id: 'v-blue',
        quantity: 2,
        notes: 'biru ya',
        slug: 'casing',
        name: 'Casing Silikon',
        options: { Warna: 'Biru' },
        unit_price: 35_000,
        thumbnail: '/uploads/shop/t/c.sm.webp',
        stock: 5,
        min_quantity: 1,
      },
    ]);
    const twice = linesOf(addToLocalCart(once, casing, 'v-blue', 3));
    expect(twice.map((line) => line.quantity)).toEqual([5]);
    expect(twice[0]?.notes).toBe('biru ya');
    const other = linesOf(addToLocalCart(twice, casing, 'v-black', 1));
    expect(other.map((line) => `${line.variant_id}:${line.quantity}`)).toEqual(['v-blue:5', 'v-black:1']);
    expect(mergeItemsOf(other)).toEqual([
      { product_id: 'p-casing', variant_id: 'v-blue', quantity: 5, notes: 'biru ya' },
      { product_id: 'p-casing', variant_id: 'v-black', quantity: 1, notes: '' },
    ]);
  });

  it('[SHP-02][SHP-06] refuses what the server would: no variant chosen, under the minimum, past the stock, a full cart', () => {
    expect(addToLocalCart([], casing, null, 1)).toEqual({ refused: 'variant' });
    expect(addToLocalCart([], voucher, null, 2)).toEqual({ refused: 'minimum' });
    const four = linesOf(addToLocalCart([], casing, 'v-blue', 4));
    // 4 in the cart and 2 more of a variant with 5 left: refused, the cart unchanged.
    expect(addToLocalCart(four, casing, 'v-blue', 2)).toEqual({ refused: 'stock' });
    let full: LocalCartLine[] = [];
    for (let index = 0; index < 50; index += 1) {
      full = linesOf(addToLocalCart(full, { ...voucher, id: `p-${index}` }, null, 5));
    }
    expect(addToLocalCart(full, casing, 'v-black', 1)).toEqual({ refused: 'lines' });
    // A line already there may still grow in a full cart.
    expect(linesOf(addToLocalCart(full, { ...voucher, id: 'p-0' }, null, 1))[0]?.quantity).toBe(6);
  });

  it('[SHP-02] a quantity changed in the cart stays between the minimum and the stock', () => {
    const lines = linesOf(addToLocalCart([], casing, 'v-blue', 2));
    expect(setLocalQuantity(lines, 0, 9)[0]?.quantity).toBe(5);
    expect(setLocalQuantity(lines, 0, 0)[0]?.quantity).toBe(1);
  });

  it('[SHP-02][PLT-13] is kept in the app storage, read back, and an unreadable line is dropped, not the cart', () => {
    const storage = createMemoryStorage();
    const lines = linesOf(addToLocalCart([], casing, 'v-black', 1));
    saveLocalCart(lines, storage);
    expect(localCartStore.get()).toEqual(lines);
    expect(readLocalCart(storage)).toEqual(lines);
    storage.setItem(localCartKey, JSON.stringify([...lines, { product_id: 'x' }]));
    expect(readLocalCart(storage)).toEqual(lines);
    storage.setItem(localCartKey, 'not json');
    expect(readLocalCart(storage)).toEqual([]);
    saveLocalCart([], storage);
    expect(storage.getItem(localCartKey)).toBeNull();
  });
});

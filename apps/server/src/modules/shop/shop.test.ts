import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  cartCheckoutSchema,
  cartItemSchema,
  shopCitySchema,
  shopOrderSchema,
  shopPaths,
  shopProductSchema,
} from '@konter/shared/contracts/shop';
import { registeredUser } from '../../test/accounts-helpers.ts';
import { accountIdByPhone, expectLedgerClean, fund } from '../../test/ledger-helpers.ts';
import { createTestApp, tenantIdBySlug, TestBrowser, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
let tenantId: string;
beforeAll(async () => {
  ctx = await createTestApp({ workers: true });
  tenantId = await tenantIdBySlug(ctx.database, 'konter-pulsa');
});
afterAll(() => ctx.close());
afterEach(() => expectLedgerClean(ctx));

async function loggedIn(phone: string, host = 'localhost') {
  const browser = await new TestBrowser(ctx.app, host).open();
  expect((await browser.post('/api/v1/auth/login', { login: phone, password: 'demo12345' })).statusCode).toBe(200);
  return browser;
}

// A second login from a new device waits for approval (ACC-08): the tests share one admin browser.
let adminBrowser: TestBrowser | null = null;
async function admin(): Promise<TestBrowser> {
  adminBrowser ??= await loggedIn('081234560009');
  return adminBrowser;
}

async function product(browser: TestBrowser, slug: string) {
  return shopProductSchema.parse((await browser.post(shopPaths.productDetail, { slug })).json().data);
}

const address = {
  name: 'Siti Rahma',
  phone: '081298765432',
  province: 'Jawa Barat',
  city: 'Kota Bandung',
  district: 'Coblong',
  postcode: '40132',
  detail: 'Jl. Dago No. 12, RT 01/RW 02',
};

async function buyer() {
  const user = await registeredUser(ctx);
  const accountId = await accountIdByPhone(ctx, tenantId, user.phone);
  return { ...user, accountId };
}

async function depositOf(browser: TestBrowser): Promise<number> {
  return (await browser.get('/api/v1/account')).json().data.deposit as number;
}

describe('the shop catalogue (SHP-01)', () => {
  it('[SHP-01][SHP-06] lists, filters by category, price range and stock, sorts and searches (synonyms, typos); refuses min ≥ max', async () => {
    const visitor = await new TestBrowser(ctx.app).open();
    const all = (await visitor.post(shopPaths.productList, {})).json();
    expect(all.meta.total).toBe(12);
    const accessories = (
      await visitor.post(shopPaths.productList, { category: 'Aksesoris', sort: 'price_asc' })
    ).json();
    expect(accessories.data.map((p: { slug: string }) => p.slug)).toEqual([
      'kabel-data-usb-c-1m',
      'casing-silikon-samsung-a15',
      'charger-20w-usb-c',
    ]);
    const cheap = (await visitor.post(shopPaths.productList, { min_price: 20_000, max_price: 30_000 })).json();
    expect(cheap.data.map((p: { slug: string }) => p.slug).sort()).toEqual([
      'casing-silikon-samsung-a15',
      'kabel-data-usb-c-1m',
      'voucher-fisik-axis-10gb',
    ]);
    const found = (await visitor.post(shopPaths.productList, { q: 'usb charger' })).json();
    expect(found.data.map((p: { slug: string }) => p.slug)).toEqual(['charger-20w-usb-c']);
    // Indonesian-friendly: a synonym finds ("case" → casing, "cas hp" → a charger for a ponsel), a typo is forgiven,
    // and a short synonym is a whole word only ("charger" does not find casings through "cas").
    const search = async (q: string) =>
      ((await visitor.post(shopPaths.productList, { q, sort: 'name' })).json().data as { slug: string }[]).map(
        (p) => p.slug,
      );
    expect(await search('case')).toEqual(['casing-silikon-samsung-a15']);
    expect(await search('casng samsung')).toEqual(['casing-silikon-samsung-a15']);
    expect(await search('cas hp')).toEqual(['charger-20w-usb-c']);
    expect(await search('charger')).toEqual(['charger-20w-usb-c']);
    expect(await search('vocher')).toEqual(['voucher-fisik-axis-10gb']);
    expect(await search('telkomse')).toEqual(['kartu-perdana-telkomsel']);
    expect(await search('xyzzy')).toEqual([]);
    const wrongRange = await visitor.post(shopPaths.productList, { min_price: 50_000, max_price: 10_000 });
    expect(wrongRange.statusCode).toBe(422);
    expect(wrongRange.json().errors.min_price).toEqual(['Harga minimum harus lebih kecil dari harga maksimum.']);
  });

  it('[SHP-01] shows a product with its variants, the lowest price and the stock of all variants', async () => {
    const visitor = await new TestBrowser(ctx.app).open();
    const casing = await product(visitor, 'casing-silikon-samsung-a15');
    expect(casing).toMatchObject({ price: 30_000, gross_price: 45_000, stock: 17, option_names: ['Warna'] });
    expect(casing.variants.map((variant) => variant.options.Warna)).toEqual(['Hitam', 'Biru', 'Transparan']);
    const missing = await visitor.post(shopPaths.productDetail, { slug: 'tidak-ada' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Produk tidak ditemukan.');
  });

  it('[PLT-10] a tenant whose shop is off refuses the shop API, not only its menu', async () => {
    const elsewhere = await new TestBrowser(ctx.app, '127.0.0.1').open();
    const answer = await elsewhere.post(shopPaths.productList, {});
    expect(answer.statusCode).toBe(404);
    expect(answer.json().code).toBe('module_disabled');
  });
});

describe('the cart (SHP-02, SHP-06)', () => {
  it('[SHP-02][SHP-06] adds, merges the same line, edits and removes; refuses a missing variant, the minimum and more than the stock', async () => {
    const user = await buyer();
    const casing = await product(user.browser, 'casing-silikon-samsung-a15');
    const black = casing.variants.find((variant) => variant.options.Warna === 'Hitam');
    const clear = casing.variants.find((variant) => variant.options.Warna === 'Transparan');

    const noVariant = await user.browser.post(shopPaths.cartAdd, { product_id: casing.id, quantity: 1 });
    expect(noVariant.json().errors.variant_id).toEqual(['Pilih semua opsi varian.']);
    const soldOut = await user.browser.post(shopPaths.cartAdd, {
      product_id: casing.id,
      variant_id: clear?.id,
      quantity: 1,
    });
    expect(soldOut.json().errors.quantity).toEqual(['Stok habis atau coba muat ulang halaman.']);
    const tooMany = await user.browser.post(shopPaths.cartAdd, {
      product_id: casing.id,
      variant_id: black?.id,
      quantity: 13,
    });
    expect(tooMany.json().errors.quantity).toEqual(['Jumlah melebihi stok yang tersedia (maksimal 12).']);
    const voucher = await product(user.browser, 'voucher-fisik-axis-10gb');
    const belowMinimum = await user.browser.post(shopPaths.cartAdd, { product_id: voucher.id, quantity: 2 });
    expect(belowMinimum.json().errors.quantity).toEqual(['Pembelian minimal 5.']);

    await user.browser.post(shopPaths.cartAdd, { product_id: casing.id, variant_id: black?.id, quantity: 1 });
    const merged = await user.browser.post(shopPaths.cartAdd, {
      product_id: casing.id,
      variant_id: black?.id,
      quantity: 2,
      notes: 'bungkus rapi',
    });
    const lines = cartItemSchema.array().parse(merged.json().data);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: 3, notes: 'bungkus rapi', unit_price: 35_000, stock: 12 });

    const edited = await user.browser.post(shopPaths.cartEdit(lines[0]?.id ?? ''), { quantity: 4, notes: '' });
    expect(edited.json().data[0]).toMatchObject({ quantity: 4, notes: '' });
    const editTooMany = await user.browser.post(shopPaths.cartEdit(lines[0]?.id ?? ''), { quantity: 50 });
    expect(editTooMany.statusCode).toBe(422);

    // Another person cannot touch this cart's line.
    const other = await buyer();
    expect((await other.browser.post(shopPaths.cartDestroy(lines[0]?.id ?? ''))).statusCode).toBe(404);
    expect((await user.browser.post(shopPaths.cartDestroy(lines[0]?.id ?? ''))).json().data).toEqual([]);
  });
});

describe('paying from the deposit (SHP-03, SHP-05)', () => {
  it('[SHP-03][SHP-05] pays the chosen lines in one transaction: stock taken, deposit debited, order pending, lines gone; a retry pays once', async () => {
    const user = await buyer();
    await fund(ctx, tenantId, user.accountId, 200_000);
    const cable = await product(user.browser, 'kabel-data-usb-c-1m');
    const card = await product(user.browser, 'kartu-perdana-telkomsel');
    const cart = cartItemSchema.array().parse(
      (
        await user.browser.post(shopPaths.cartAddMulti, {
          items: [
            { product_id: cable.id, quantity: 2 },
            { product_id: card.id, quantity: 1 },
          ],
        })
      ).json().data,
    );
    const cableLine = cart.find((line) => line.product.id === cable.id);
    const body = { item_ids: [cableLine?.id], address, request_id: 'order-0001' };
    const paid = await user.browser.post(shopPaths.cartPay, body);
    expect(paid.statusCode).toBe(200);
    const order = shopOrderSchema.parse(paid.json().data);
    expect(order).toMatchObject({
      status: 'pending',
      items_total: 50_000,
      delivery_fee: 15_000,
      total: 65_000,
      shipping_service: 'Kurir toko',
    });
    expect(await depositOf(user.browser)).toBe(135_000);
    expect((await product(user.browser, 'kabel-data-usb-c-1m')).stock).toBe(cable.stock - 2);
    const left = cartItemSchema.array().parse((await user.browser.post(shopPaths.cartList)).json().data);
    expect(left.map((line) => line.product.id)).toEqual([card.id]);

    const again = await user.browser.post(shopPaths.cartPay, body);
    expect(again.json().data.id).toBe(order.id);
    expect(await depositOf(user.browser)).toBe(135_000);
    expect((await user.browser.get(shopPaths.transactionCount)).json().data).toBe(1);
  });

  it('[SHP-03] cart/checkout shows the chosen lines at today’s prices, their weight and whether they can be paid; payment/channel puts the deposit first', async () => {
    const user = await buyer();
    const cable = await product(user.browser, 'kabel-data-usb-c-1m');
    const glass = await product(user.browser, 'tempered-glass-9h-redmi-13c');
    const antiSpy = glass.variants.find((variant) => variant.options.Jenis === 'Anti spy');
    const cart = cartItemSchema.array().parse(
      (
        await user.browser.post(shopPaths.cartAddMulti, {
          items: [
            { product_id: cable.id, quantity: 2 },
            { product_id: glass.id, variant_id: antiSpy?.id, quantity: 3 },
          ],
        })
      ).json().data,
    );
    const ids = cart.map((line) => line.id);
    const checkout = async (itemIds: unknown[]) => {
      const answer = await user.browser.post(shopPaths.cartCheckout, { item_ids: itemIds });
      expect(answer.statusCode, answer.body).toBe(200);
      return cartCheckoutSchema.parse(answer.json().data);
    };
    const both = await checkout(ids);
    expect(both).toMatchObject({
      items_total: 2 * 25_000 + 3 * 18_000,
      weight: 2 * 60 + 3 * 40,
      payable: true,
      seller_delivery: { fee: 15_000 },
    });
    expect(both.lines.map((line) => [line.product.name, line.variant?.options ?? null, line.quantity])).toEqual(
      expect.arrayContaining([
        ['Kabel Data USB-C 1 m', null, 2],
        ['Tempered Glass 9H Redmi 13C', { Jenis: 'Anti spy' }, 3],
      ]),
    );
    // A line that is not (or no longer) in this account's cart cannot be paid; nothing is said about whose it is.
    const other = await buyer();
    const stranger = await other.browser.post(shopPaths.cartCheckout, { item_ids: ids });
    expect(cartCheckoutSchema.parse(stranger.json().data)).toMatchObject({ lines: [], payable: false });
    expect((await user.browser.post(shopPaths.cartCheckout, { item_ids: [] })).statusCode).toBe(422);
    expect((await user.browser.post(shopPaths.cartCheckout, { item_ids: ['no'] })).statusCode).toBe(422);
    const visitor = await new TestBrowser(ctx.app).open();
    expect((await visitor.post(shopPaths.cartCheckout, { item_ids: ids })).statusCode).toBe(401);

    const channels = (await user.browser.post(shopPaths.paymentChannel, {})).json().data as string[];
    expect(channels[0]).toBe('deposit');
    expect(channels).toEqual(expect.arrayContaining(['xendit:qris', 'midtrans:gopay']));
  });

  it('[SHP-04] location/all-cities lists every city and regency of Indonesia with its province, to anyone', async () => {
    const answer = await (await new TestBrowser(ctx.app).open()).get(shopPaths.allCities);
    expect(answer.statusCode).toBe(200);
    const cities = shopCitySchema.array().parse(answer.json().data);
    // 514 cities and regencies in 38 provinces (the Home Affairs regulation idn-area-data follows).
    expect(cities.length).toBeGreaterThanOrEqual(514);
    expect(new Set(cities.map((city) => city.code)).size).toBe(cities.length);
    expect(new Set(cities.map((city) => city.province)).size).toBeGreaterThanOrEqual(38);
    expect(cities).toContainEqual(expect.objectContaining({ name: 'Kota Bandung', province: 'Jawa Barat' }));
    expect(cities).toContainEqual(expect.objectContaining({ name: 'Kabupaten Jayapura', province: 'Papua' }));
  });

  it('[SHP-03] refuses when the deposit is short, and then changes nothing', async () => {
    const user = await buyer();
    await fund(ctx, tenantId, user.accountId, 20_000);
    const charger = await product(user.browser, 'charger-20w-usb-c');
    const [line] = (await user.browser.post(shopPaths.cartAdd, { product_id: charger.id, quantity: 1 })).json().data;
    const short = await user.browser.post(shopPaths.cartPay, {
      item_ids: [line.id],
      address,
      request_id: 'short-0001',
    });
    expect(short.statusCode).toBe(422);
    expect(await depositOf(user.browser)).toBe(20_000);
    expect((await product(user.browser, 'charger-20w-usb-c')).stock).toBe(charger.stock);
    expect((await user.browser.post(shopPaths.cartList)).json().data).toHaveLength(1);
  });

  it('[SHP-06] two buyers of the last pieces at once: one order, the other told the stock is gone', async () => {
    const seller = await admin();
    const created = await seller.post(shopPaths.adminProducts, {
      name: 'Tempered Glass iPhone 13',
      slug: 'tempered-glass-iphone-13',
      category: 'Aksesoris',
      weight: 30,
      price: 20_000,
      stock: 1,
    });
    expect(created.statusCode).toBe(200);
    const glass = shopProductSchema.parse(created.json().data);
    const buyers = await Promise.all([buyer(), buyer()]);
    const lines = await Promise.all(
      buyers.map(async (who) => {
        await fund(ctx, tenantId, who.accountId, 50_000);
        return (await who.browser.post(shopPaths.cartAdd, { product_id: glass.id, quantity: 1 })).json().data[0].id;
      }),
    );
    const answers = await Promise.all(
      buyers.map((who, index) =>
        who.browser.post(shopPaths.cartPay, { item_ids: [lines[index]], address, request_id: `last-${index}-01` }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const refused = answers.find((answer) => answer.statusCode === 422);
    expect(refused?.json().errors.quantity).toEqual(['Stok habis atau coba muat ulang halaman.']);
    const balances = await Promise.all(buyers.map((who) => depositOf(who.browser)));
    expect(balances.sort()).toEqual([15_000, 50_000]);
    expect((await product(seller, 'tempered-glass-iphone-13')).stock).toBe(0);
  });
});

describe('the seller moves orders on (SHP-05, ADM-01)', () => {
  it('[SHP-05][ADM-01][NTF-01] processes, ships with a receipt number, and a cancellation refunds and restocks exactly once; the buyer hears of each change', async () => {
    const seller = await admin();
    const user = await buyer();
    await fund(ctx, tenantId, user.accountId, 100_000);
    const cable = await product(user.browser, 'kabel-data-usb-c-1m');
    const card = await product(user.browser, 'kartu-perdana-telkomsel');
    const pay = async (productId: string, requestId: string) => {
      const [line] = (await user.browser.post(shopPaths.cartAdd, { product_id: productId, quantity: 1 })).json().data;
      return shopOrderSchema.parse(
        (await user.browser.post(shopPaths.cartPay, { item_ids: [line.id], address, request_id: requestId })).json()
          .data,
      );
    };
    const shipped = await pay(cable.id, 'ship-00001');
    expect(
      (await seller.post(shopPaths.adminOrderStatus(shipped.id), { status: 'processed' })).json().data.status,
    ).toBe('processed');
    const withReceipt = await seller.post(shopPaths.adminOrderStatus(shipped.id), {
      status: 'shipped',
      receipt_number: 'JNE1234567890',
    });
    expect(withReceipt.json().data).toMatchObject({ status: 'shipped', receipt_number: 'JNE1234567890' });
    const tooLate = await seller.post(shopPaths.adminOrderStatus(shipped.id), {
      status: 'cancelled',
      cancel_reason: 'x y z',
    });
    expect(tooLate.statusCode).toBe(409);

    const cancelled = await pay(card.id, 'cancel-0001');
    const afterPaying = await depositOf(user.browser);
    const cardStock = (await product(user.browser, 'kartu-perdana-telkomsel')).stock;
    const twice = await Promise.all([
      seller.post(shopPaths.adminOrderStatus(cancelled.id), {
        status: 'cancelled',
        cancel_reason: 'Stok gudang rusak',
      }),
      seller.post(shopPaths.adminOrderStatus(cancelled.id), {
        status: 'cancelled',
        cancel_reason: 'Stok gudang rusak',
      }),
    ]);
    expect(twice.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await depositOf(user.browser)).toBe(afterPaying + cancelled.total);
    expect((await product(user.browser, 'kartu-perdana-telkomsel')).stock).toBe(cardStock + 1);
    const mine = (await user.browser.post(shopPaths.transactions, { status: 'cancelled' })).json().data;
    expect(mine).toMatchObject([{ id: cancelled.id, cancel_reason: 'Stok gudang rusak' }]);

    // Each change reached the buyer's inbox once (the fake clock stood still: compared as a set), linking to the list.
    await ctx.queue.drain();
    const inbox = await user.browser.get('/api/v1/notification/today');
    const notices = (inbox.json().data as { type: string; params: Record<string, unknown>; link: string }[]).filter(
      (notice) => notice.type.startsWith('shop.order.'),
    );
    expect(notices.map((notice) => `${notice.type} ${String(notice.params.number)}`).sort()).toEqual(
      [
        `shop.order.cancelled ${cancelled.number}`,
        `shop.order.paid ${cancelled.number}`,
        `shop.order.shipped ${shipped.number}`,
        `shop.order.processed ${shipped.number}`,
        `shop.order.paid ${shipped.number}`,
      ].sort(),
    );
    expect(notices.find((notice) => notice.type === 'shop.order.cancelled')).toMatchObject({
      params: { reason: 'Stok gudang rusak' },
      link: '/shop/transaction/all',
    });
    expect(notices.find((notice) => notice.type === 'shop.order.shipped')?.params).toMatchObject({
      receipt: 'JNE1234567890',
    });
  });

  it('[ADM-01] the seller’s routes refuse a member and another tenant’s admin', async () => {
    const member = await loggedIn('081234560001');
    expect((await member.get(shopPaths.adminOrders)).statusCode).toBe(403);
    expect((await member.post(shopPaths.adminProducts, {})).statusCode).toBe(403);
    const otherAdmin = await loggedIn('081234560009', '127.0.0.1');
    // Mitra Cell has no shop: its admin reaches nothing of Konter Pulsa's.
    expect((await otherAdmin.get(shopPaths.adminOrders)).statusCode).toBe(404);
  });
});

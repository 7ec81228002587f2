import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartMergeResponse, shopPaths, shopProductSchema } from '@konter/shared/contracts/shop';
import { registeredUser } from '../../test/accounts-helpers.ts';
import { createTestApp, TestBrowser, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ workers: true });
});
afterAll(() => ctx.close());

async function product(browser: TestBrowser, slug: string) {
  return shopProductSchema.parse((await browser.post(shopPaths.productDetail, { slug })).json().data);
}

/** The account's cart as product/variant → quantity. */
function quantities(cart: ReturnType<typeof cartMergeResponse.parse>['data']) {
  return Object.fromEntries(
    cart.map((line) => [
      `${line.product.slug}${line.variant ? `:${Object.values(line.variant.options).join('/')}` : ''}`,
      line.quantity,
    ]),
  );
}

describe('a guest cart merged at login (SHP-02)', () => {
  it('[SHP-02] the guest’s quantities add to the account’s lines and new lines are made', async () => {
    const user = await registeredUser(ctx);
    const casing = await product(user.browser, 'casing-silikon-samsung-a15');
    const cable = await product(user.browser, 'kabel-data-usb-c-1m');
    const black = casing.variants.find((variant) => variant.options.Warna === 'Hitam');
    await user.browser.post(shopPaths.cartAdd, { product_id: casing.id, variant_id: black?.id, quantity: 1 });

    const merged = await user.browser.post(shopPaths.cartMerge, {
      items: [
        { product_id: casing.id, variant_id: black?.id, quantity: 2, notes: 'warna hitam ya' },
        { product_id: cable.id, quantity: 3 },
      ],
    });
    expect(merged.statusCode).toBe(200);
    const answer = cartMergeResponse.parse(merged.json());
    expect(quantities(answer.data)).toEqual({ 'casing-silikon-samsung-a15:Hitam': 3, 'kabel-data-usb-c-1m': 3 });
    expect(answer.data.find((line) => line.product.id === casing.id)?.notes).toBe('warna hitam ya');
    expect(answer.adjusted).toEqual([]);
  });

  it('[SHP-02][SHP-06] the stock, the minimum and what no longer sells are respected: added up to what is left, or left out, and said', async () => {
    const user = await registeredUser(ctx);
    const casing = await product(user.browser, 'casing-silikon-samsung-a15');
    const voucher = await product(user.browser, 'voucher-fisik-axis-10gb');
    const blue = casing.variants.find((variant) => variant.options.Warna === 'Biru');
    const clear = casing.variants.find((variant) => variant.options.Warna === 'Transparan');
    expect(blue?.stock).toBe(5);
    expect(clear?.stock).toBe(0);
    await user.browser.post(shopPaths.cartAdd, { product_id: casing.id, variant_id: blue?.id, quantity: 4 });

    const unknown = crypto.randomUUID();
    const answer = cartMergeResponse.parse(
      (
        await user.browser.post(shopPaths.cartMerge, {
          items: [
            { product_id: casing.id, variant_id: blue?.id, quantity: 3 },
            { product_id: casing.id, variant_id: clear?.id, quantity: 1 },
            { product_id: voucher.id, quantity: 2 },
            { product_id: casing.id, quantity: 1 },
            { product_id: unknown, quantity: 1 },
          ],
        })
      ).json(),
    );
    // 4 + 3 asked, 5 in stock: the line holds all 5, one added.
    expect(quantities(answer.data)).toEqual({ 'casing-silikon-samsung-a15:Biru': 5 });
    expect(answer.adjusted).toEqual([
      { product_id: casing.id, variant_id: blue?.id, asked: 3, added: 1, reason: 'stock' },
      { product_id: casing.id, variant_id: clear?.id, asked: 1, added: 0, reason: 'stock' },
      { product_id: voucher.id, variant_id: null, asked: 2, added: 0, reason: 'minimum' },
      { product_id: casing.id, variant_id: null, asked: 1, added: 0, reason: 'unavailable' },
      { product_id: unknown, variant_id: null, asked: 1, added: 0, reason: 'unavailable' },
    ]);

    // Merging the same again adds nothing past the stock.
    const again = cartMergeResponse.parse(
      (
        await user.browser.post(shopPaths.cartMerge, {
          items: [{ product_id: casing.id, variant_id: blue?.id, quantity: 3 }],
        })
      ).json(),
    );
    expect(quantities(again.data)).toEqual({ 'casing-silikon-samsung-a15:Biru': 5 });
    expect(again.adjusted).toEqual([
      { product_id: casing.id, variant_id: blue?.id, asked: 3, added: 0, reason: 'stock' },
    ]);
  });

  it('[SHP-02][PLT-10] a guest cannot merge (401), a bad line is a field error (422), and a tenant without a shop refuses it', async () => {
    const guest = await new TestBrowser(ctx.app).open();
    const cable = await product(guest, 'kabel-data-usb-c-1m');
    expect((await guest.post(shopPaths.cartMerge, { items: [{ product_id: cable.id, quantity: 1 }] })).statusCode).toBe(
      401,
    );
    const user = await registeredUser(ctx);
    const bad = await user.browser.post(shopPaths.cartMerge, { items: [{ product_id: cable.id, quantity: 0 }] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toContain('items.0.quantity');

    const mitra = await new TestBrowser(ctx.app, '127.0.0.1').open();
    expect((await mitra.post('/api/v1/auth/login', { login: '081234560001', password: 'demo12345' })).statusCode).toBe(
      200,
    );
    const off = await mitra.post(shopPaths.cartMerge, { items: [{ product_id: cable.id, quantity: 1 }] });
    expect(off.statusCode).toBe(404);
    expect(off.json().code).toBe('module_disabled');
  });
});

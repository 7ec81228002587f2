import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectionSummarySchema,
  shopCollectionSchema,
  shopPaths,
  shopProductSchema,
  type ShopProduct,
} from '@konter/shared/contracts/shop';
import { createTestApp, TestBrowser, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function loggedIn(phone: string, host?: string): Promise<TestBrowser> {
  const browser = await new TestBrowser(ctx.app, host).open();
  const login = await browser.post('/api/v1/auth/login', { login: phone, password: 'demo12345' });
  expect(login.statusCode).toBe(200);
  return browser;
}

let adminBrowser: TestBrowser | null = null;
/** One browser for the admin: a second one would be a new device waiting for approval. */
async function seller(): Promise<TestBrowser> {
  adminBrowser ??= await loggedIn('081234560009');
  return adminBrowser;
}

async function productBySlug(browser: TestBrowser, slug: string): Promise<ShopProduct> {
  return shopProductSchema.parse((await browser.post(shopPaths.productDetail, { slug })).json().data);
}

async function auditActions(admin: TestBrowser): Promise<string[]> {
  const answer = await admin.get('/api/v1/admin/audit?action=admin.shop');
  expect(answer.statusCode).toBe(200);
  return (answer.json().data as { action: string }[]).map((event) => event.action);
}

describe('shop collections (SHP-01, ADM-01 shop)', () => {
  it('[SHP-01] the demo shop offers its two collections, each page listing its products in the seller’s order', async () => {
    const visitor = await new TestBrowser(ctx.app).open();
    const listed = (await visitor.get(shopPaths.collections)).json().data;
    expect(collectionSummarySchema.array().parse(listed)).toEqual([
      { slug: 'aksesoris-favorit', title: 'Aksesoris Favorit', product_count: 3 },
      { slug: 'perdana-voucher', title: 'Perdana & Voucher', product_count: 2 },
    ]);
    const page = (await visitor.get(shopPaths.collection('aksesoris-favorit'))).json().data;
    expect(page.products.map((product: ShopProduct) => product.slug)).toEqual([
      'casing-silikon-samsung-a15',
      'charger-20w-usb-c',
      'kabel-data-usb-c-1m',
    ]);
    visitor.locale = 'en';
    const missing = await visitor.get(shopPaths.collection('tidak-ada'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Collection not found.');
  });

  it('[ADM-01][SHP-01] the seller creates, reorders, renames and deletes a collection, each change in the audit trail; bad input says why', async () => {
    const admin = await seller();
    const card = await productBySlug(admin, 'kartu-perdana-telkomsel');
    const cable = await productBySlug(admin, 'kabel-data-usb-c-1m');
    const made = await admin.post(shopPaths.adminCollections, {
      title: 'Murah Meriah',
      slug: 'murah-meriah',
      product_ids: [card.id, cable.id],
    });
    expect(made.statusCode).toBe(200);
    const collection = shopCollectionSchema.parse(made.json().data);
    expect(collection.product_ids).toEqual([card.id, cable.id]);

    const taken = await admin.post(shopPaths.adminCollections, {
      title: 'Lagi',
      slug: 'murah-meriah',
      product_ids: [],
    });
    expect(taken.statusCode).toBe(422);
    expect(Object.keys(taken.json().errors)).toEqual(['slug']);
    const twice = await admin.post(shopPaths.adminCollections, {
      title: 'Dobel',
      slug: 'dobel',
      product_ids: [card.id, card.id],
    });
    expect(twice.json().errors.product_ids).toEqual(['Produk yang sama dipilih dua kali.']);
    const unknown = await admin.post(shopPaths.adminCollections, {
      title: 'Asing',
      slug: 'asing',
      product_ids: [crypto.randomUUID()],
    });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['product_ids']);

    const reordered = await admin.request('PUT', shopPaths.adminCollection(collection.id), {
      title: 'Hemat Harian',
      slug: 'hemat-harian',
      product_ids: [cable.id, card.id],
    });
    expect(reordered.statusCode).toBe(200);
    const visitor = await new TestBrowser(ctx.app).open();
    const page = (await visitor.get(shopPaths.collection('hemat-harian'))).json().data;
    expect(page).toMatchObject({ title: 'Hemat Harian' });
    expect(page.products.map((product: ShopProduct) => product.id)).toEqual([cable.id, card.id]);
    expect((await visitor.get(shopPaths.collection('murah-meriah'))).statusCode).toBe(404);

    expect((await admin.request('DELETE', shopPaths.adminCollection(collection.id))).statusCode).toBe(200);
    expect((await admin.request('DELETE', shopPaths.adminCollection(collection.id))).statusCode).toBe(404);
    expect((await visitor.get(shopPaths.collections)).json().data).toHaveLength(2);
    // The fake clock stood still: the three events are compared as a set.
    expect((await auditActions(admin)).sort()).toEqual([
      'admin.shop.collection',
      'admin.shop.collection',
      'admin.shop.collection_delete',
    ]);
  });

  it('[ADM-01] the seller’s product, coupon and order changes are written to the audit trail too; a member cannot touch collections', async () => {
    const admin = await seller();
    const card = await productBySlug(admin, 'kartu-perdana-telkomsel');
    const saved = await admin.request('PUT', shopPaths.adminProduct(card.id), {
      name: card.name,
      slug: card.slug,
      weight: card.weight,
      price: 16_000,
      stock: card.stock,
      category: card.category,
    });
    expect(saved.statusCode).toBe(200);
    const events = (await admin.get('/api/v1/admin/audit?action=admin.shop')).json().data as {
      action: string;
      details: Record<string, unknown>;
    }[];
    expect(events.find((event) => event.action === 'admin.shop.product')).toMatchObject({
      action: 'admin.shop.product',
      details: { before: { price: 15_000 }, after: { price: 16_000 } },
    });
    const member = await loggedIn('081234560001');
    expect(
      (await member.post(shopPaths.adminCollections, { title: 'Punya saya', slug: 'punya-saya', product_ids: [] }))
        .statusCode,
    ).toBe(403);
  });
});

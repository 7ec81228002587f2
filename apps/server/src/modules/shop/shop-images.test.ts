import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListResponse, shopImageLimits, shopPaths, shopProductSchema } from '@konter/shared/contracts/shop';
import { registeredUser, demoLogin } from '../../test/accounts-helpers.ts';
import { createTestApp, TestBrowser, type TestContext } from '../../test/test-app.ts';
import { imageSize } from '../../platform/image-size.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { findProductBySlug } from './shop.repository.ts';
import { seedDemoShop } from './shop.seed.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ workers: true });
});
afterAll(() => ctx.close());

/** The demo shop's seller: Konter Pulsa's admin. */
const admin = demoLogin(() => ctx, '081234560009');

/** The admin's screen posts the file as a multipart form with one field, `image`. */
function upload(browser: TestBrowser, productId: string, file: { name: string; type: string; data: Buffer }) {
  const boundary = '----konter-shop';
  return ctx.app.inject({
    method: 'POST',
    url: shopPaths.adminProductImages(productId),
    remoteAddress: browser.ip,
    headers: {
      host: browser.host,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-requested-with': 'XMLHttpRequest',
      'x-csrf-token': browser.csrfToken,
      'x-locale': browser.locale ?? 'id',
      cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

/** A real photo-like picture: 1600 × 1200, so both stored sizes are scaled down from it. */
async function photo(format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const canvas = createCanvas(1600, 1200);
  const c = canvas.getContext('2d');
  c.fillStyle = '#0f766e';
  c.fillRect(0, 0, 1600, 1200);
  c.fillStyle = '#fde68a';
  c.fillRect(400, 300, 800, 600);
  return format === 'png' ? canvas.encode('png') : canvas.encode('jpeg', 80);
}

/** A PNG whose header declares 10,000 × 10,000 pixels: refused before anything decodes it. */
function forgedPng(): Buffer {
  const header = Buffer.alloc(33);
  Buffer.from('89504e470d0a1a0a', 'hex').copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'ascii');
  header.writeUInt32BE(10_000, 16);
  header.writeUInt32BE(10_000, 20);
  return header;
}

/** A new product of its own, so each test counts only its own pictures. */
async function newProduct(browser: TestBrowser) {
  const slug = `foto-${crypto.randomUUID().slice(0, 8)}`;
  const created = await browser.post(shopPaths.adminProducts, {
    name: `Tempered Glass ${slug}`,
    slug,
    description: '',
    category: 'Aksesoris',
    weight: 50,
    min_quantity: 1,
    gross_price: null,
    price: 20_000,
    stock: 10,
    status: 'active',
    variants: [],
  });
  expect(created.statusCode).toBe(200);
  return shopProductSchema.parse(created.json().data);
}

/** The name the API gives a picture: the last part of its address. */
const nameOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

describe('product pictures (SHP-01)', () => {
  it('[SHP-01] the admin uploads a picture: stored at two WebP sizes, shown in the list and on the product page', async () => {
    const seller = await admin();
    const created = await newProduct(seller);
    const answer = await upload(seller, created.id, { name: 'foto.png', type: 'image/png', data: await photo() });
    expect(answer.statusCode).toBe(200);
    const saved = shopProductSchema.parse(answer.json().data);
    expect(saved.images).toHaveLength(1);
    expect(saved.images[0]).toMatch(/^\/uploads\/shop\/[0-9a-f-]+\/[0-9a-f-]{36}-\d+-[0-9a-f]{8}\.webp$/);
    expect(saved.thumbnails[0]).toBe(saved.images[0]?.replace(/\.webp$/, '.sm.webp'));

    // Any visitor of the tenant sees both files, as WebP of the sizes a phone needs.
    const visitor = await new TestBrowser(ctx.app).open();
    const large = await visitor.get(saved.images[0] ?? '');
    const small = await visitor.get(saved.thumbnails[0] ?? '');
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-type']).toBe('image/webp');
    expect(small.headers['content-type']).toBe('image/webp');
    expect(large.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
    expect(imageSize('webp', large.rawPayload)).toEqual({ width: 800, height: 600 });
    expect(imageSize('webp', small.rawPayload)).toEqual({ width: 320, height: 240 });
    expect(small.rawPayload.length).toBeLessThan(large.rawPayload.length);

    const list = productListResponse.parse((await visitor.post(shopPaths.productList, { q: created.slug })).json());
    expect(list.data[0]?.thumbnails).toEqual(saved.thumbnails);
    const detail = shopProductSchema.parse(
      (await visitor.post(shopPaths.productDetail, { slug: created.slug })).json().data,
    );
    expect(detail.images).toEqual(saved.images);

    // The other tenant's host never serves this tenant's pictures.
    expect((await new TestBrowser(ctx.app, '127.0.0.1').get(saved.images[0] ?? '')).statusCode).toBe(404);
  });

  it('[SHP-01] makes a picture the cover, removes one (its files gone) and writes each change in the audit trail', async () => {
    const seller = await admin();
    const created = await newProduct(seller);
    await upload(seller, created.id, { name: 'a.png', type: 'image/png', data: await photo() });
    const two = shopProductSchema.parse(
      (await upload(seller, created.id, { name: 'b.jpg', type: 'image/jpeg', data: await photo('jpeg') })).json().data,
    );
    const [first, second] = two.images as [string, string];
    const covered = await seller.post(shopPaths.adminProductImageCover(created.id, nameOf(second)));
    expect(covered.statusCode).toBe(200);
    expect(shopProductSchema.parse(covered.json().data).images).toEqual([second, first]);

    const removed = await seller.request('DELETE', shopPaths.adminProductImage(created.id, nameOf(second)));
    expect(removed.statusCode).toBe(200);
    expect(shopProductSchema.parse(removed.json().data).images).toEqual([first]);
    expect((await seller.get(second)).statusCode).toBe(404);
    expect((await seller.get(second.replace(/\.webp$/, '.sm.webp'))).statusCode).toBe(404);
    expect((await seller.get(first)).statusCode).toBe(200);

    const again = await seller.request('DELETE', shopPaths.adminProductImage(created.id, nameOf(second)));
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Gambar tidak ditemukan. Muat ulang halaman.');

    const audit = await seller.get('/api/v1/admin/audit?action=shop.product_image');
    expect(audit.statusCode).toBe(200);
    const actions = JSON.stringify(audit.json());
    for (const action of ['shop.product_image_added', 'shop.product_image_cover', 'shop.product_image_removed']) {
      expect(actions).toContain(action);
    }
  });

  it('[SHP-01] refuses what is not a picture, over 8 MB, too many pixels and a seventh picture, translated', async () => {
    const seller = await admin();
    const created = await newProduct(seller);
    const refused = async (file: { name: string; type: string; data: Buffer }, locale = 'id') => {
      seller.locale = locale;
      const answer = await upload(seller, created.id, file);
      seller.locale = undefined;
      expect(answer.statusCode).toBe(422);
      return answer.json().errors.image as string[];
    };
    expect(await refused({ name: 'x.png', type: 'image/png', data: Buffer.from('<script>alert(1)</script>') })).toEqual(
      ['Gambar harus berformat JPG, PNG atau WebP.'],
    );
    // A PNG declared as a JPEG: the content decides, not the name or the type.
    expect(await refused({ name: 'x.jpg', type: 'image/jpeg', data: await photo() }, 'en')).toEqual([
      'The picture must be a JPG, PNG or WebP file.',
    ]);
    expect(await refused({ name: 'x.gif', type: 'image/gif', data: Buffer.from('GIF89a') }, 'zh')).toEqual([
      '图片必须是 JPG、PNG 或 WebP 格式。',
    ]);
    const huge = Buffer.concat([await photo(), Buffer.alloc(shopImageLimits.maxBytes)]);
    expect(await refused({ name: 'x.png', type: 'image/png', data: huge })).toEqual(['Ukuran gambar maksimal 8 MB.']);
    expect(await refused({ name: 'x.png', type: 'image/png', data: forgedPng() }, 'en')).toEqual([
      'The picture is too large: at most 40 megapixels.',
    ]);

    const small = await photo();
    for (let index = 0; index < shopImageLimits.perProduct; index += 1) {
      expect((await upload(seller, created.id, { name: 'ok.png', type: 'image/png', data: small })).statusCode).toBe(
        200,
      );
    }
    expect(await refused({ name: 'ok.png', type: 'image/png', data: small })).toEqual([
      'Maksimal 6 gambar per produk.',
    ]);
    const detail = shopProductSchema.parse(
      (await seller.post(shopPaths.productDetail, { slug: created.slug })).json().data,
    );
    expect(detail.images).toHaveLength(shopImageLimits.perProduct);
  });

  it('[SHP-01] two uploads at once to a product with one place left: one is kept, the other refused', async () => {
    const seller = await admin();
    const created = await newProduct(seller);
    const small = await photo();
    for (let index = 0; index < shopImageLimits.perProduct - 1; index += 1) {
      await upload(seller, created.id, { name: 'ok.png', type: 'image/png', data: small });
    }
    const answers = await Promise.all([
      upload(seller, created.id, { name: 'a.png', type: 'image/png', data: small }),
      upload(seller, created.id, { name: 'b.png', type: 'image/png', data: small }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const detail = shopProductSchema.parse(
      (await seller.post(shopPaths.productDetail, { slug: created.slug })).json().data,
    );
    expect(detail.images).toHaveLength(shopImageLimits.perProduct);
  });

  it('[SHP-01] only an admin manages pictures (403), of a product that exists (404), in a tenant whose shop is on', async () => {
    const seller = await admin();
    const created = await newProduct(seller);
    const member = await registeredUser(ctx);
    const data = await photo();
    expect((await upload(member.browser, created.id, { name: 'a.png', type: 'image/png', data })).statusCode).toBe(403);
    const withPicture = shopProductSchema.parse(
      (await upload(seller, created.id, { name: 'a.png', type: 'image/png', data })).json().data,
    );
    const name = nameOf(withPicture.images[0] ?? '');
    expect((await member.browser.request('DELETE', shopPaths.adminProductImage(created.id, name))).statusCode).toBe(
      403,
    );
    expect((await member.browser.post(shopPaths.adminProductImageCover(created.id, name))).statusCode).toBe(403);

    const unknown = crypto.randomUUID();
    expect((await upload(seller, unknown, { name: 'a.png', type: 'image/png', data })).statusCode).toBe(404);
    // A picture of another product, or a name that is a path, is not this product's.
    const other = await newProduct(seller);
    expect((await seller.request('DELETE', shopPaths.adminProductImage(other.id, name))).statusCode).toBe(404);
    expect(
      (await seller.request('DELETE', shopPaths.adminProductImage(created.id, '..%2F..%2Favatars%2Fx.webp')))
        .statusCode,
    ).toBe(404);
    // No file at all.
    const empty = await seller.post(shopPaths.adminProductImages(created.id), {});
    expect(empty.statusCode).toBeGreaterThanOrEqual(400);
    expect(empty.statusCode).toBeLessThan(500);

    // Mitra Cell's shop is off (PLT-10): its admin's call is refused as if there were no shop.
    const mitraAdmin = await new TestBrowser(ctx.app, '127.0.0.1').open();
    expect(
      (await mitraAdmin.post('/api/v1/auth/login', { login: '081234560009', password: 'demo12345' })).statusCode,
    ).toBe(200);
    const off = await upload(mitraAdmin, created.id, { name: 'a.png', type: 'image/png', data });
    expect(off.statusCode).toBe(404);
    expect(off.json().code).toBe('module_disabled');
  });
});

describe("the demo shop's pictures (SHP-01)", () => {
  it('[SHP-01] the seed draws each demo product a picture and stores it at both sizes through the storage port', async () => {
    const files = new Map<string, { body: Buffer; contentType: string }>();
    const storage: FileStorage = {
      kind: 'local',
      put: async (key, body, contentType) => void files.set(key, { body, contentType }),
      get: async (key) => files.get(key) ?? null,
      delete: async (key) => void files.delete(key),
    };
    // Mitra Cell has no demo shop yet: seeding it there makes every product, each with its picture.
    const tenantId = ctx.tenantIds.mitra;
    await seedDemoShop(ctx.database, tenantId, ctx.clock, storage);
    const product = await ctx.database.withTenant(tenantId, (tx) =>
      findProductBySlug(tx, tenantId, 'casing-silikon-samsung-a15'),
    );
    expect(product?.images).toEqual([`shop/${tenantId}/demo-casing-silikon-samsung-a15.webp`]);
    const large = files.get(`shop/${tenantId}/demo-casing-silikon-samsung-a15.webp`);
    const small = files.get(`shop/${tenantId}/demo-casing-silikon-samsung-a15.sm.webp`);
    expect(large?.contentType).toBe('image/webp');
    expect(imageSize('webp', large?.body ?? Buffer.alloc(0))).toEqual({ width: 800, height: 800 });
    expect(imageSize('webp', small?.body ?? Buffer.alloc(0))).toEqual({ width: 320, height: 320 });
    // Twelve products, each at two sizes.
    expect(files.size).toBe(24);
    // A second seed leaves the products as they are.
    await seedDemoShop(ctx.database, tenantId, ctx.clock, storage);
    expect(files.size).toBe(24);
  });
});

import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { hashSecret } from '../../platform/secrets.ts';
import type { Clock } from '../../platform/clock.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { drawDemoPicture, productPictures, thumbnailKey, type DemoPicture } from './shop-images.ts';
import {
  findCheckoutLinkByCode,
  findCollection,
  insertCollection,
  findCouponByCode,
  findProductBySlug,
  insertCheckoutLink,
  insertCoupon,
  insertProduct,
} from './shop.repository.ts';

/** SHP-01: the demo shop's collections, by their products' slugs in order. */
const demoCollections = [
  {
    slug: 'aksesoris-favorit',
    title: 'Aksesoris Favorit',
    slugs: ['casing-silikon-samsung-a15', 'charger-20w-usb-c', 'kabel-data-usb-c-1m'],
  },
  {
    slug: 'perdana-voucher',
    title: 'Perdana & Voucher',
    slugs: ['kartu-perdana-telkomsel', 'voucher-fisik-axis-10gb'],
  },
];

/** SHP-03: the demo's checkout link a guest can pay (README): `/shop/checkout/DemoToko01`. */
export const shopDemoCheckoutLink = 'DemoToko01';

type DemoProduct = {
  slug: string;
  name: string;
  category: string;
  description: string;
  weight: number;
  price: number;
  grossPrice?: number;
  stock?: number;
  minQuantity?: number;
  variants?: { options: Record<string, string>; price: number; stock: number }[];
  picture: DemoPicture;
};

/** What a phone counter sells beside credit: accessories, starter packs and physical vouchers. */
const demoProducts: DemoProduct[] = [
  {
    slug: 'casing-silikon-samsung-a15',
    picture: { background: '#ccfbf1', colour: '#0f766e', shape: 'case' },
    name: 'Casing Silikon Samsung A15',
    category: 'Aksesoris',
    description: 'Casing silikon lembut, tidak menguning, melindungi kamera. Cocok untuk Samsung Galaxy A15.',
    weight: 80,
    price: 35_000,
    grossPrice: 45_000,
    variants: [
      { options: { Warna: 'Hitam' }, price: 35_000, stock: 12 },
      { options: { Warna: 'Biru' }, price: 35_000, stock: 5 },
      { options: { Warna: 'Transparan' }, price: 30_000, stock: 0 },
    ],
  },
  {
    slug: 'kabel-data-usb-c-1m',
    picture: { background: '#e0e7ff', colour: '#334155', shape: 'cable' },
    name: 'Kabel Data USB-C 1 m',
    category: 'Aksesoris',
    description: 'Kabel USB-A ke USB-C, fast charging hingga 3 A, panjang 1 meter.',
    weight: 60,
    price: 25_000,
    stock: 40,
  },
  {
    slug: 'charger-20w-usb-c',
    picture: { background: '#fef3c7', colour: '#f8fafc', shape: 'charger' },
    name: 'Charger 20W USB-C',
    category: 'Aksesoris',
    description: 'Kepala charger 20 W Power Delivery, aman untuk semua ponsel USB-C.',
    weight: 120,
    price: 89_000,
    grossPrice: 110_000,
    stock: 8,
  },
  {
    slug: 'kartu-perdana-telkomsel',
    picture: { background: '#fee2e2', colour: '#dc2626', shape: 'sim' },
    name: 'Kartu Perdana Telkomsel',
    category: 'Kartu Perdana',
    description: 'Kartu perdana Telkomsel 4G, aktif, siap registrasi dengan NIK dan KK.',
    weight: 10,
    price: 15_000,
    stock: 100,
    minQuantity: 1,
  },
  {
    slug: 'voucher-fisik-axis-10gb',
    picture: { background: '#f3e8ff', colour: '#7c3aed', shape: 'voucher' },
    name: 'Voucher Fisik Axis 10 GB',
    category: 'Voucher Fisik',
    description: 'Voucher kuota fisik Axis 10 GB, masa aktif 30 hari. Dijual per 5 lembar.',
    weight: 10,
    price: 27_000,
    stock: 50,
    minQuantity: 5,
  },
  {
    slug: 'tempered-glass-9h-redmi-13c',
    picture: { background: '#e0f2fe', colour: '#0369a1', shape: 'glass' },
    name: 'Tempered Glass 9H Redmi 13C',
    category: 'Pelindung Layar',
    description: 'Pelindung layar kaca 9H, bening, anti sidik jari. Ukuran pas untuk Redmi 13C.',
    weight: 40,
    price: 15_000,
    variants: [
      { options: { Jenis: 'Bening' }, price: 15_000, stock: 30 },
      { options: { Jenis: 'Anti spy' }, price: 18_000, stock: 10 },
    ],
  },
  {
    slug: 'earphone-bass-jack-3-5-mm',
    picture: { background: '#fce7f3', colour: '#be185d', shape: 'earphones' },
    name: 'Earphone Bass Jack 3,5 mm',
    category: 'Audio',
    description: 'Earphone dengan mikrofon, suara bass jernih, kabel 1,2 m anti kusut.',
    weight: 50,
    price: 35_000,
    grossPrice: 49_000,
    variants: [
      { options: { Warna: 'Hitam' }, price: 35_000, stock: 15 },
      { options: { Warna: 'Putih' }, price: 35_000, stock: 9 },
    ],
  },
  {
    slug: 'power-bank-10000-mah',
    picture: { background: '#dcfce7', colour: '#15803d', shape: 'powerbank' },
    name: 'Power Bank 10.000 mAh',
    category: 'Power Bank',
    description: 'Power bank 10.000 mAh dengan dua port, indikator daya dan pengisian cepat 18 W.',
    weight: 220,
    price: 145_000,
    grossPrice: 175_000,
    variants: [
      { options: { Warna: 'Hitam' }, price: 145_000, stock: 6 },
      { options: { Warna: 'Hijau' }, price: 145_000, stock: 4 },
    ],
  },
  {
    slug: 'kartu-memori-microsd',
    picture: { background: '#fef9c3', colour: '#1e3a8a', shape: 'memory' },
    name: 'Kartu Memori microSD',
    category: 'Kartu Memori',
    description: 'microSD kelas 10 untuk ponsel dan kamera, lengkap dengan kotak penyimpan.',
    weight: 10,
    price: 55_000,
    variants: [
      { options: { Kapasitas: '32 GB' }, price: 55_000, stock: 20 },
      { options: { Kapasitas: '64 GB' }, price: 79_000, stock: 12 },
      { options: { Kapasitas: '128 GB' }, price: 129_000, stock: 0 },
    ],
  },
  {
    slug: 'holder-motor-anti-getar',
    picture: { background: '#ede9fe', colour: '#4c1d95', shape: 'holder' },
    name: 'Holder Motor Anti Getar',
    category: 'Holder',
    description: 'Dudukan ponsel untuk setang motor, penjepit kuat dengan peredam getaran.',
    weight: 180,
    price: 65_000,
    stock: 7,
  },
  {
    slug: 'kartu-perdana-xl-data',
    picture: { background: '#dbeafe', colour: '#1d4ed8', shape: 'sim' },
    name: 'Kartu Perdana XL Data',
    category: 'Kartu Perdana',
    description: 'Kartu perdana XL 4G dengan kuota awal, aktif dan siap registrasi.',
    weight: 10,
    price: 12_000,
    stock: 60,
  },
  {
    slug: 'tali-lanyard-hp',
    picture: { background: '#ffedd5', colour: '#c2410c', shape: 'cable' },
    name: 'Tali Lanyard HP',
    category: 'Aksesoris HP',
    description: 'Tali gantungan ponsel dari nilon, panjang bisa diatur, dengan pengait logam.',
    weight: 20,
    price: 10_000,
    variants: [
      { options: { Warna: 'Oranye' }, price: 10_000, stock: 25 },
      { options: { Warna: 'Hitam' }, price: 10_000, stock: 25 },
    ],
  },
];

/**
 * A demo product's picture, drawn and stored like an upload (two WebP sizes through the storage port). The key is
 * fixed per tenant and product, so a second seed writes the same files again.
 */
async function demoPicture(storage: FileStorage, tenantId: string, product: DemoProduct): Promise<string> {
  const pictures = await productPictures(await drawDemoPicture(product.picture));
  if (!pictures) throw new Error(`The demo picture of ${product.slug} does not decode`);
  const key = `shop/${tenantId}/demo-${product.slug}.webp`;
  await storage.put(key, pictures.large, 'image/webp');
  await storage.put(thumbnailKey(key), pictures.small, 'image/webp');
  return key;
}

/**
 * The demo buyers of the shop's own journeys (e2e/shop): members of their own, so the carts they fill and the orders
 * they pay never show in another journey's lists. 0160 fills a guest cart and merges it at login; 0161 pays an order
 * by QRIS with no deposit at all; 0162 goes the whole way, from a guest cart to the parcel shipped by the seller.
 * Idempotent by phone; the password is the demo one.
 */
export const shopDemoBuyerPhone = '081234560160';
export const shopDemoGatewayBuyerPhone = '081234560161';
export const shopDemoWholeJourneyBuyerPhone = '081234560162';

async function seedShopBuyer(
  database: Database,
  tenantId: string,
  clock: Clock,
  password: string,
  buyer: { phone: string; name: string },
): Promise<void> {
  const passwordHash = await hashSecret(password);
  const now = clock.now();
  await database.withTenant(tenantId, async (tx) => {
    const [existing] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.tenantId, tenantId), eq(accounts.phone, buyer.phone)));
    if (existing) return;
    await tx.insert(accounts).values({
      tenantId,
      name: buyer.name,
      email: `pembeli${buyer.phone.slice(-3)}@demo.konter.id`,
      phone: buyer.phone,
      passwordHash,
      role: 'member',
      referralCode: `SHOPBUY${buyer.phone.slice(-3)}`,
      emailVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
    });
  });
}

/**
 * Idempotent: a product that exists (by slug) is left as the seller changed it. With a storage (the app's start, not
 * the tests' template database) each new product gets its drawn picture.
 */
export async function seedDemoShop(
  database: Database,
  tenantId: string,
  clock: Clock,
  storage?: FileStorage,
  buyerPassword?: string,
): Promise<void> {
  if (buyerPassword) {
    await seedShopBuyer(database, tenantId, clock, buyerPassword, {
      phone: shopDemoBuyerPhone,
      name: 'Demo Pembeli Toko',
    });
    await seedShopBuyer(database, tenantId, clock, buyerPassword, {
      phone: shopDemoGatewayBuyerPhone,
      name: 'Demo Pembeli QRIS',
    });
    await seedShopBuyer(database, tenantId, clock, buyerPassword, {
      phone: shopDemoWholeJourneyBuyerPhone,
      name: 'Demo Pembeli Lengkap',
    });
  }
  await database.withTenant(tenantId, async (tx) => {
    for (const product of demoProducts) {
      if (await findProductBySlug(tx, tenantId, product.slug)) continue;
      const images = storage ? [await demoPicture(storage, tenantId, product)] : [];
      await insertProduct(
        tx,
        {
          tenantId,
          slug: product.slug,
          name: product.name,
          category: product.category,
          description: product.description,
          weight: product.weight,
          price: product.price,
          grossPrice: product.grossPrice ?? null,
          stock: product.stock ?? 0,
          minQuantity: product.minQuantity ?? 1,
          images,
          createdAt: clock.now(),
          updatedAt: clock.now(),
        },
        product.variants ?? [],
      );
    }
    // SHP-03: a coupon to try at checkout: 10% off (at most Rp 20.000) from Rp 50.000, once per account.
    if (!(await findCouponByCode(tx, tenantId, 'HEMAT10'))) {
      const now = clock.now();
      await insertCoupon(tx, {
        tenantId,
        code: 'HEMAT10',
        kind: 'percent',
        value: 10,
        maxDiscount: 20_000,
        minSpend: 50_000,
        perAccountLimit: 1,
        totalLimit: 500,
        startsAt: new Date(now.getTime() - 86_400_000),
        endsAt: new Date(now.getTime() + 365 * 86_400_000),
        createdAt: now,
      });
    }
    // SHP-01: two collections for the shop's home.
    for (const collection of demoCollections) {
      if (await findCollection(tx, tenantId, collection.slug)) continue;
      const products = [];
      for (const slug of collection.slugs) products.push(await findProductBySlug(tx, tenantId, slug));
      await insertCollection(tx, {
        tenantId,
        slug: collection.slug,
        title: collection.title,
        productIds: products.flatMap((product) => (product ? [product.id] : [])),
      });
    }
    // SHP-03: a checkout link the seller shared: two cables and a charger, for a guest to pay by QRIS.
    if (!(await findCheckoutLinkByCode(tx, tenantId, shopDemoCheckoutLink))) {
      const cable = await findProductBySlug(tx, tenantId, 'kabel-data-usb-c-1m');
      const charger = await findProductBySlug(tx, tenantId, 'charger-20w-usb-c');
      const now = clock.now();
      if (cable && charger) {
        await insertCheckoutLink(tx, {
          tenantId,
          code: shopDemoCheckoutLink,
          lines: [
            { productId: cable.id, variantId: null, quantity: 2, notes: '' },
            { productId: charger.id, variantId: null, quantity: 1, notes: '' },
          ],
          createdBy: null,
          expiresAt: new Date(now.getTime() + 365 * 86_400_000),
          createdAt: now,
        });
      }
    }
  });
}

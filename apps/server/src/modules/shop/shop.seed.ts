import type { Database } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { findProductBySlug, insertProduct } from './shop.repository.ts';

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
};

/** What a phone counter sells beside credit: accessories, starter packs and physical vouchers. */
const demoProducts: DemoProduct[] = [
  {
    slug: 'casing-silikon-samsung-a15',
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
    name: 'Kabel Data USB-C 1 m',
    category: 'Aksesoris',
    description: 'Kabel USB-A ke USB-C, fast charging hingga 3 A, panjang 1 meter.',
    weight: 60,
    price: 25_000,
    stock: 40,
  },
  {
    slug: 'charger-20w-usb-c',
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
    name: 'Voucher Fisik Axis 10 GB',
    category: 'Voucher Fisik',
    description: 'Voucher kuota fisik Axis 10 GB, masa aktif 30 hari. Dijual per 5 lembar.',
    weight: 10,
    price: 27_000,
    stock: 50,
    minQuantity: 5,
  },
];

/** Idempotent: a product that exists (by slug) is left as the seller changed it. */
export async function seedDemoShop(database: Database, tenantId: string, clock: Clock): Promise<void> {
  await database.withTenant(tenantId, async (tx) => {
    for (const product of demoProducts) {
      if (await findProductBySlug(tx, tenantId, product.slug)) continue;
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
          createdAt: clock.now(),
          updatedAt: clock.now(),
        },
        product.variants ?? [],
      );
    }
  });
}

/**
 * Indonesian texts of the shop's collections (SHP-01): the links on the shop's home and a collection's page. They
 * travel with the shop's chunks (features/shop/collection-text.ts), not in the main bundle.
 */
export const shopCollectionId = {
  'shop.collection.links': 'Koleksi',
  'shop.collection.count': '{count} produk',
  'shop.collection.not_found': 'Koleksi ini tidak ditemukan. Mungkin sudah dihapus atau alamatnya salah.',
  'shop.collection.load_failed': 'Koleksi gagal dimuat.',
  'shop.collection.retry': 'Coba lagi',
  'shop.collection.empty': 'Belum ada produk yang dijual di koleksi ini.',
  'shop.collection.all_products': 'Lihat semua produk',
};

export type ShopCollectionMessageKey = keyof typeof shopCollectionId;

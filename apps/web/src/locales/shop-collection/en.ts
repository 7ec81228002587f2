import type { ShopCollectionMessageKey } from './id.ts';

/** English texts of the shop's collections; the same keys as id.ts. */
export const shopCollectionEn: Record<ShopCollectionMessageKey, string> = {
  'shop.collection.links': 'Collections',
  'shop.collection.count': '{count} products',
  'shop.collection.not_found': 'This collection was not found. It may have been removed, or the address is wrong.',
  'shop.collection.load_failed': 'The collection could not be loaded.',
  'shop.collection.retry': 'Try again',
  'shop.collection.empty': 'No products of this collection are on sale yet.',
  'shop.collection.all_products': 'See all products',
};

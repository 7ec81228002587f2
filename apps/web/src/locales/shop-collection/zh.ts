import type { ShopCollectionMessageKey } from './id.ts';

/** Chinese texts of the shop's collections; the same keys as id.ts. */
export const shopCollectionZh: Record<ShopCollectionMessageKey, string> = {
  'shop.collection.links': '系列',
  'shop.collection.count': '{count} 件商品',
  'shop.collection.not_found': '未找到该系列。它可能已被删除，或地址有误。',
  'shop.collection.load_failed': '系列加载失败。',
  'shop.collection.retry': '重试',
  'shop.collection.empty': '该系列暂无在售商品。',
  'shop.collection.all_products': '查看全部商品',
};

import { createAreaCatalogue } from '../../lib/area-catalogue.ts';
import { shopCollectionEn } from '../../locales/shop-collection/en.ts';
import { shopCollectionId } from '../../locales/shop-collection/id.ts';
import { shopCollectionZh } from '../../locales/shop-collection/zh.ts';

/**
 * The collections' texts (SHP-01) in the shop's chunks: the landing's budget has no room for them, and only the
 * shop's home and a collection's page read them.
 */
export const { useAreaText: useCollectionText } = createAreaCatalogue(
  { id: shopCollectionId, en: shopCollectionEn, zh: shopCollectionZh },
  'shop.collection.links',
);

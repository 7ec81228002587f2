import { createAreaCatalogue } from '../../lib/area-catalogue.ts';
import { shopLinkEn } from '../../locales/shop-link/en.ts';
import { shopLinkId } from '../../locales/shop-link/id.ts';
import { shopLinkZh } from '../../locales/shop-link/zh.ts';

/**
 * The checkout links' texts (SHP-03) in the shop's chunks: the landing's budget has no room for them, and only the
 * cart and the link's page read them.
 */
export const { useAreaText: useCheckoutLinkText } = createAreaCatalogue(
  { id: shopLinkId, en: shopLinkEn, zh: shopLinkZh },
  'shop.link.share',
);

import { createAreaCatalogue } from '../../lib/area-catalogue.ts';
import { payFromEn } from '../../locales/pay-from/en.ts';
import { payFromId } from '../../locales/pay-from/id.ts';
import { payFromZh } from '../../locales/pay-from/zh.ts';

/**
 * The purchase confirmation's payment sources (§1) in the purchase pages' chunk: only a tenant that offers the
 * cashback wallet or the loan shows them, and the app's first-load budget has no room for them.
 */
export const { useAreaText: usePayFromText } = createAreaCatalogue(
  { id: payFromId, en: payFromEn, zh: payFromZh },
  'pay_from.title',
);

import { createAreaCatalogue } from '../../lib/area-catalogue.ts';
import { posMloEn } from '../../locales/pos-mlo/en.ts';
import { posMloId } from '../../locales/pos-mlo/id.ts';
import { posMloZh } from '../../locales/pos-mlo/zh.ts';

/**
 * The texts of the manifest print (MLO-03), the manifest report (MLO-07) and the HS code search (MLO-04), in the POS
 * chunks: the app's first-load budget has no room for them.
 */
export const { useAreaText: useMloText } = createAreaCatalogue(
  { id: posMloId, en: posMloEn, zh: posMloZh },
  'mlo.print.layout',
);

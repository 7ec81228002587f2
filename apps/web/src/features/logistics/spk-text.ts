import { createAreaCatalogue } from '../../lib/area-catalogue.ts';
import { posSpkEn } from '../../locales/pos-spk/en.ts';
import { posSpkId } from '../../locales/pos-spk/id.ts';
import { posSpkZh } from '../../locales/pos-spk/zh.ts';

/** The SPK screen's texts (MLO-05) in the POS chunks: the app's first-load budget has no room for them. */
export const { useAreaText: useSpkText } = createAreaCatalogue(
  { id: posSpkId, en: posSpkEn, zh: posSpkZh },
  'pos.spk.title',
);

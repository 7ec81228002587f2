import { z } from 'zod';
import { regex, required } from '../validation/rules.ts';

/**
 * Indonesia's administrative areas (idn-area-data), as the server's region search finds them (SHP-04): the shop's
 * address book and checkout, and POS MLO's customer address book (MLO-06), name a place by its district.
 */
export const regionSchema = z.object({
  code: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
});
export type Region = z.infer<typeof regionSchema>;
/** `search_key`: the words of a district, city or province name, from three letters. */
export const regionSearchBody = z.object({ search_key: z.string().trim().min(3).max(60) });
/** A district's code as the region search names it (`32.73.02`). */
export const areaCodeSchema = z
  .string()
  .trim()
  .check(required('shop.area_required'), regex(/^\d{2}\.\d{2}\.\d{2}$/, 'shop.area_required'));

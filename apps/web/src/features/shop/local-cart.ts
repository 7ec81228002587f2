import { z } from 'zod';
import { shopCartLimits, type ShopProduct } from '@konter/shared/contracts/shop';
import { createExternalStore, useExternalStore } from '../../lib/external-store.ts';
import { getAppStorage, readJson, writeJson, type KeyValueStorage } from '../../lib/storage.ts';

/**
 * SHP-02 localCart: a guest's cart kept on the phone (the app storage's fallback chain, PLT-13: localStorage, else
 * sessionStorage, a cookie or memory) until login merges it into the account's cart. Each line keeps what the cart
 * shows (name, price, picture, stock) as they were when it was added; the server's cart decides at the merge.
 */
export const localCartKey = 'konter_shop_local_cart';

const lineSchema = z.object({
  product_id: z.string(),
  variant_id: z.string().nullable(),
  quantity: z.number().int().min(1),
  notes: z.string().max(200),
  slug: z.string(),
  name: z.string(),
  options: z.record(z.string(), z.string()),
  unit_price: z.number().int(),
  thumbnail: z.string().nullable(),
  stock: z.number().int(),
  min_quantity: z.number().int(),
});
export type LocalCartLine = z.infer<typeof lineSchema>;

/** Why a line could not go in: the same refusals the server's add makes (SHP-06), checked on the phone. */
export type LocalCartRefusal = 'variant' | 'minimum' | 'stock' | 'lines';

export function readLocalCart(storage: KeyValueStorage = getAppStorage()): LocalCartLine[] {
  return (
    readJson(storage, localCartKey, (value) => {
      const parsed = z.array(z.unknown()).safeParse(value);
      // A line that no longer reads (an older shape, an edit by hand) is dropped, not the whole cart.
      return parsed.success ? parsed.data.flatMap((line) => lineSchema.safeParse(line).data ?? []) : null;
    }) ?? []
  );
}

const sameLine = (line: LocalCartLine, productId: string, variantId: string | null) =>
  line.product_id === productId && line.variant_id === variantId;

/**
 * The cart with `quantity` more of a product (and variant): the quantities of one line add up, within the stock,
 * the minimum, the cart's maximum and its number of lines; a refusal leaves the cart as it was.
 */
export function addToLocalCart(
  lines: readonly LocalCartLine[],
  product: ShopProduct,
  variantId: string | null,
  quantity: number,
  notes = '',
): { lines: LocalCartLine[] } | { refused: LocalCartRefusal } {
  const variant = product.variants.find((candidate) => candidate.id === variantId) ?? null;
  if (product.variants.length > 0 ? !variant : variantId !== null) return { refused: 'variant' };
  const existing = lines.find((line) => sameLine(line, product.id, variantId));
  if (!existing && lines.length >= shopCartLimits.lines) return { refused: 'lines' };
  const total = (existing?.quantity ?? 0) + quantity;
  const stock = variant?.stock ?? product.stock;
  if (quantity < 1 || total < product.min_quantity) return { refused: 'minimum' };
  if (total > stock || total > shopCartLimits.quantity) return { refused: 'stock' };
  if (existing) {
    return {
      lines: lines.map((line) =>
        line === existing ? { ...line, quantity: total, stock, notes: notes || line.notes } : line,
      ),
    };
  }
  return {
    lines: [
      ...lines,
      {
        product_id: product.id,
        variant_id: variantId,
        quantity,
        notes,
        slug: product.slug,
        name: product.name,
        options: variant?.options ?? {},
        unit_price: variant?.price ?? product.price,
        thumbnail: product.thumbnails[0] ?? null,
        stock,
        min_quantity: product.min_quantity,
      },
    ],
  };
}

/** A line's new quantity, kept between its minimum and what was in stock when it was added. */
export function setLocalQuantity(lines: readonly LocalCartLine[], index: number, quantity: number): LocalCartLine[] {
  return lines.map((line, at) =>
    at === index
      ? { ...line, quantity: Math.max(line.min_quantity, Math.min(quantity, line.stock, shopCartLimits.quantity)) }
      : line,
  );
}

/** What the merge at login sends: the lines as the server's add takes them. */
export const mergeItemsOf = (lines: readonly LocalCartLine[]) =>
  lines.map(({ product_id, variant_id, quantity, notes }) => ({ product_id, variant_id, quantity, notes }));

export const localCartStore = createExternalStore<LocalCartLine[]>(readLocalCart());

/** Every change goes to the phone's storage and to the screens that show the cart. */
export function saveLocalCart(lines: LocalCartLine[], storage: KeyValueStorage = getAppStorage()): void {
  if (lines.length === 0) storage.removeItem(localCartKey);
  else writeJson(storage, localCartKey, lines);
  localCartStore.set(lines);
}

export function useLocalCart(): LocalCartLine[] {
  return useExternalStore(localCartStore);
}

import type { CartItem } from '@konter/shared/contracts/shop';

/**
 * Lines can be paid as they stand when every one asked for is still on sale (`expected` of them: a line whose
 * product or variant is gone is left out of the view) and each quantity is within the stock and the minimum.
 */
export function linesPayable(lines: CartItem[], expected: number): boolean {
  return (
    lines.length === expected &&
    lines.every((line) => line.quantity <= line.stock && line.quantity >= line.product.min_quantity)
  );
}

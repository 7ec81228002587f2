/**
 * TRX-03: the price the reseller charges their customer. A numeric selling price at or above what they pay is
 * used as it is; a non-numeric or too low one becomes what they pay; otherwise what they pay plus the markup (a
 * non-numeric markup is 0), or the agent's own adjusted price for the product.
 */
export function resolveSellingPrice(
  price: number,
  input: { sellingPrice?: number | string | undefined; markup?: number | string | undefined; adjusted?: number | null },
): number {
  const numeric = (value: number | string | undefined): number | null => {
    if (value === undefined || value === '') return null;
    const number = typeof value === 'number' ? value : Number(value.trim());
    return Number.isSafeInteger(number) ? number : null;
  };
  if (input.sellingPrice !== undefined && input.sellingPrice !== '') {
    const selling = numeric(input.sellingPrice);
    return selling !== null && selling >= price ? selling : price;
  }
  if (input.markup !== undefined && input.markup !== '') {
    const markup = numeric(input.markup) ?? 0;
    return markup > 0 ? price + markup : price;
  }
  return input.adjusted && input.adjusted >= price ? input.adjusted : price;
}

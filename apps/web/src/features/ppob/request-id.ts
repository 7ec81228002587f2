/**
 * The key of one purchase attempt (purchaseBody.request_id): made when the confirmation opens and sent again on a
 * retry, so a lost reply or a double tap returns the first purchase instead of buying twice.
 */
export function newRequestId(randomUuid: () => string = () => crypto.randomUUID()): string {
  return randomUuid().replaceAll('-', '');
}

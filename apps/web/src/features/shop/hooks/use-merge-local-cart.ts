import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CartMergeAdjustment } from '@konter/shared/contracts/shop';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { mergeCart } from '../api/cart.ts';
import { shopKeys } from '../api/keys.ts';
import { localCartStore, mergeItemsOf, saveLocalCart, useLocalCart } from '../local-cart.ts';

/** One merge at a time for the whole tab, whichever shop screens ask (and React's double effects in development). */
let merging: Promise<unknown> | null = null;

/**
 * SHP-02: once the visitor is logged in, the localCart they filled as a guest goes into the account's cart (the
 * server adds the quantities up within the stock) and leaves the phone. Answers what the merge adjusted, once done.
 */
export function useMergeLocalCart(): { merged: boolean; adjusted: CartMergeAdjustment[] } {
  const loggedIn = useIsLoggedIn();
  const lines = useLocalCart();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<{ merged: boolean; adjusted: CartMergeAdjustment[] }>({
    merged: false,
    adjusted: [],
  });
  useEffect(() => {
    if (!loggedIn || lines.length === 0 || merging) return;
    const sent = localCartStore.get();
    merging = mergeCart(mergeItemsOf(sent))
      .then(async (answer) => {
        // A read of the cart that left before the merge may answer after it, with the cart as it was: cancelled, its
        // answer is dropped instead of putting the old cart back (seen on a slow machine: the merged line vanished).
        await queryClient.cancelQueries({ queryKey: shopKeys.cart, exact: true });
        queryClient.setQueryData(shopKeys.cart, answer.data);
        // Lines added on the phone while the merge was on the way stay for the next merge.
        saveLocalCart(localCartStore.get().filter((line) => !sent.includes(line)));
        setResult({ merged: true, adjusted: answer.adjusted });
      })
      .catch(() => undefined)
      .finally(() => {
        merging = null;
      });
  }, [loggedIn, lines, queryClient]);
  return result;
}

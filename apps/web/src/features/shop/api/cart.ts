import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  cartCheckoutSchema,
  cartItemSchema,
  cartMergeResponse,
  shopPaths,
  type CartItem,
} from '@konter/shared/contracts/shop';
import { apiClient } from '../../../lib/api-client.ts';
import { shopKeys } from './keys.ts';

const cartResponse = z.object({ data: z.array(cartItemSchema) });

/** POST shop/cart/list (SHP-02); a guest has no server cart (its localCart is on the phone). */
export function useCart({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: shopKeys.cart,
    queryFn: async () => (await apiClient.post(shopPaths.cartList, {}, { schema: cartResponse, loading: false })).data,
  });
}

/**
 * POST shop/cart/checkout (SHP-03): the chosen lines as the server prices them now, their weight and whether they
 * can be paid as they stand, and the seller's own delivery.
 */
export function useCartCheckout(itemIds: readonly string[]) {
  return useQuery({
    enabled: itemIds.length > 0,
    queryKey: shopKeys.cartCheckout(itemIds),
    queryFn: async () =>
      (
        await apiClient.post(
          shopPaths.cartCheckout,
          { item_ids: itemIds },
          { schema: z.object({ data: cartCheckoutSchema }), loading: false },
        )
      ).data,
  });
}

export type AddToCart = { product_id: string; variant_id: string | null; quantity: number; notes?: string };

/** POST shop/cart/add: the cart as the server now holds it replaces the cached one. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddToCart) =>
      (await apiClient.post(shopPaths.cartAdd, body, { schema: cartResponse })).data,
    onSuccess: (cart) => queryClient.setQueryData(shopKeys.cart, cart),
  });
}

const cartEditKey = [...shopKeys.cart, 'edit'] as const;

/**
 * Whether a quantity or note change is still on its way to the server. The cart shows it at once (optimistic), so
 * the checkout waits for it: opened sooner, it would price the lines as the server still has them.
 */
export function useCartEditsPending(): boolean {
  return useIsMutating({ mutationKey: cartEditKey }) > 0;
}

/**
 * POST shop/cart/edit/{id} (SHP-02, spec §4): the quantity and notes change on screen at once and go back to what
 * they were when the server refuses.
 */
export function useEditCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartEditKey,
    mutationFn: async (change: { id: string; quantity: number; notes: string }) =>
      (
        await apiClient.post(
          shopPaths.cartEdit(change.id),
          { quantity: change.quantity, notes: change.notes },
          { schema: cartResponse, loading: false },
        )
      ).data,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: shopKeys.cart });
      const before = queryClient.getQueryData<CartItem[]>(shopKeys.cart);
      queryClient.setQueryData<CartItem[]>(shopKeys.cart, (lines) =>
        lines?.map((line) =>
          line.id === change.id ? { ...line, quantity: change.quantity, notes: change.notes } : line,
        ),
      );
      return { before };
    },
    onError: (_error, _change, context) => queryClient.setQueryData(shopKeys.cart, context?.before),
    onSuccess: (cart) => queryClient.setQueryData(shopKeys.cart, cart),
    // A checkout of the cart's lines priced before the change is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopKeys.cartCheckouts }),
  });
}

/** POST shop/cart/destroy/{id} (SHP-02): the line leaves the screen only once the server confirms. */
export function useRemoveCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await apiClient.post(shopPaths.cartDestroy(id), {}, { schema: cartResponse })).data,
    onSuccess: (cart) => queryClient.setQueryData(shopKeys.cart, cart),
  });
}

/** POST shop/cart/merge (SHP-02): the guest's lines into the account's cart; the answer says what was adjusted. */
export async function mergeCart(
  items: { product_id: string; variant_id: string | null; quantity: number; notes: string }[],
) {
  return apiClient.post(shopPaths.cartMerge, { items }, { schema: cartMergeResponse, loading: false });
}

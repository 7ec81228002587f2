import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  productListResponse,
  shopImageLimits,
  shopOrderSchema,
  shopPaths,
  shopDeliverySettingsSchema,
  shopProductSchema,
  type adminOrderStatusBody,
  type adminProductBody,
  type shopDeliverySettingsBody,
} from '@konter/shared/contracts/shop';
import { apiClient } from '../../../lib/api-client.ts';
import { shopKeys } from './keys.ts';

const ordersResponse = z.object({
  data: z.array(shopOrderSchema),
  meta: z.object({ page: z.number(), per_page: z.number(), total: z.number() }),
});

/** GET admin/shop/products (ADM-01 "shop"): every product, hidden ones too. */
export function useAdminProducts(q: string) {
  return useQuery({
    queryKey: [...shopKeys.all, 'admin', 'products', q],
    queryFn: () =>
      apiClient.get(shopPaths.adminProducts, { query: q ? { q } : {}, schema: productListResponse, loading: false }),
  });
}

/** POST (new) or PUT (existing) admin/shop/products: the product as the server saved it. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string | null; body: z.input<typeof adminProductBody> }) => {
      const options = { schema: z.object({ data: shopProductSchema }) };
      return (
        id
          ? await apiClient.put(shopPaths.adminProduct(id), body, options)
          : await apiClient.post(shopPaths.adminProducts, body, options)
      ).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.all }),
  });
}

/** GET admin/shop/orders (SHP-05): the tenant's orders by status. */
export function useAdminOrders(status: string) {
  return useQuery({
    queryKey: [...shopKeys.all, 'admin', 'orders', status],
    queryFn: () => apiClient.get(shopPaths.adminOrders, { query: { status }, schema: ordersResponse, loading: false }),
  });
}

/** POST admin/shop/orders/{id}/status: processed, shipped (with the receipt number), done or cancelled. */
export function useMoveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: z.input<typeof adminOrderStatusBody> }) =>
      (await apiClient.post(shopPaths.adminOrderStatus(id), body, { schema: z.object({ data: shopOrderSchema }) }))
        .data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.all }),
  });
}

/** The server's rule (spec §9: JPG, PNG or WebP, at most 8 MB), checked before a phone sends megabytes to hear "no". */
export function isAcceptableProductImage(file: { type: string; size: number }): boolean {
  return (
    (shopImageLimits.types as readonly string[]).includes(file.type) &&
    file.size > 0 &&
    file.size <= shopImageLimits.maxBytes
  );
}

const productResponse = z.object({ data: shopProductSchema });

/** The last part of a picture's address: the name the API knows it by. */
export const productImageName = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/**
 * A product's pictures (SHP-01): POST …/images (multipart field `image`), POST …/images/{name}/cover and
 * DELETE …/images/{name}; each answers the product as saved.
 */
export function useProductImages(productId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: shopKeys.all });
  return {
    upload: useMutation({
      mutationFn: async (file: File) => {
        const form = new FormData();
        form.append('image', file);
        return (await apiClient.post(shopPaths.adminProductImages(productId), form, { schema: productResponse })).data;
      },
      onSuccess,
    }),
    cover: useMutation({
      mutationFn: async (url: string) =>
        (
          await apiClient.post(
            shopPaths.adminProductImageCover(productId, productImageName(url)),
            {},
            {
              schema: productResponse,
            },
          )
        ).data,
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: async (url: string) =>
        (
          await apiClient.delete(shopPaths.adminProductImage(productId, productImageName(url)), {
            schema: productResponse,
          })
        ).data,
      onSuccess,
    }),
  };
}

const settingsResponse = z.object({ data: shopDeliverySettingsSchema });

/**
 * GET admin/shop/settings (ADM-01 "shop, couriers"): the seller's own delivery, the origin address and the couriers
 * offered, with every courier the server can offer.
 */
export function useShopDeliverySettings() {
  return useQuery({
    queryKey: shopKeys.adminSettings,
    queryFn: async () =>
      (await apiClient.get(shopPaths.adminSettings, { schema: settingsResponse, loading: false })).data,
  });
}

/** PUT admin/shop/settings: the settings as the server saved them. */
export function useSaveShopDeliverySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: z.input<typeof shopDeliverySettingsBody>) =>
      (await apiClient.put(shopPaths.adminSettings, body, { schema: settingsResponse })).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(shopKeys.adminSettings, saved);
      // Checkout's delivery choices (the flat fee, the couriers) are read under the shop's other keys; the settings
      // themselves are the answer just set, so reading them again would only cost a request.
      return queryClient.invalidateQueries({
        queryKey: shopKeys.all,
        predicate: (query) => query.queryKey[2] !== shopKeys.adminSettings[2],
      });
    },
  });
}

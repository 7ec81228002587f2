import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  collectionSummarySchema,
  shopCollectionSchema,
  shopPaths,
  shopProductSchema,
  type adminCollectionBody,
} from '@konter/shared/contracts/shop';
import { apiClient } from '../../../lib/api-client.ts';
import { shopKeys } from './keys.ts';

const collectionPage = z.object({
  data: z.object({ slug: z.string(), title: z.string(), products: z.array(shopProductSchema) }),
});

/** GET shop/collections (SHP-01): the shop's collections, offered as links on its home page. */
export function useCollections() {
  return useQuery({
    queryKey: shopKeys.collections,
    queryFn: async () =>
      (
        await apiClient.get(shopPaths.collections, {
          schema: z.object({ data: z.array(collectionSummarySchema) }),
          loading: false,
        })
      ).data,
    staleTime: 5 * 60_000,
  });
}

/** GET shop/collection/{slug} (SHP-01): its title and its products in the seller's order; 404 for an unknown slug. */
export function useCollection(slug: string) {
  return useQuery({
    queryKey: shopKeys.collection(slug),
    queryFn: async () =>
      (await apiClient.get(shopPaths.collection(encodeURIComponent(slug)), { schema: collectionPage, loading: false }))
        .data,
    // A slug that is not there stays not there: asking again would only delay the message.
    retry: false,
  });
}

/** GET admin/shop/collections (ADM-01 "shop"): every collection of the tenant with its products' ids in order. */
export function useAdminCollections() {
  return useQuery({
    queryKey: shopKeys.adminCollections,
    queryFn: async () =>
      (
        await apiClient.get(shopPaths.adminCollections, {
          schema: z.object({ data: z.array(shopCollectionSchema) }),
          loading: false,
        })
      ).data,
  });
}

/** POST (new) or PUT (existing) admin/shop/collections: the collection as the server saved it. */
export function useSaveCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string | null; body: z.input<typeof adminCollectionBody> }) => {
      const options = { schema: z.object({ data: shopCollectionSchema }) };
      return (
        id
          ? await apiClient.put(shopPaths.adminCollection(id), body, options)
          : await apiClient.post(shopPaths.adminCollections, body, options)
      ).data;
    },
    // The public list and pages change with it, not only the seller's list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.all }),
  });
}

/** DELETE admin/shop/collections/{id}: its page is gone; its products stay in the shop. */
export function useDeleteCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    // The answer's shape does not matter here: success is the status.
    mutationFn: (id: string) => apiClient.delete(shopPaths.adminCollection(id), { schema: z.object({}) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.all }),
  });
}

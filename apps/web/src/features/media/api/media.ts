import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { AdjustedPrice } from '@konter/shared/contracts/ppob';
import { adjustedPriceSchema, cataloguePaths } from '@konter/shared/contracts/ppob';
import type { MediaInput, MediaSize, PricelistMedia } from '@konter/shared/contracts/media';
import {
  mediaBackgroundResponseSchema,
  mediaPaths,
  pricelistMediaListSchema,
  pricelistMediaResponseSchema,
} from '@konter/shared/contracts/media';
import type { PurchasableFamily } from '@konter/shared/ppob/families';
import { apiClient } from '../../../lib/api-client.ts';

export const mediaKeys = {
  all: ['media'] as const,
  list: ['media', 'list'] as const,
  item: (id: string) => ['media', 'item', id] as const,
  products: (family: PurchasableFamily) => ['media', 'products', family] as const,
};

/** GET media/pricelist: the agent's saved pictures, newest first. */
export function useMediaList() {
  return useQuery({
    queryKey: mediaKeys.list,
    queryFn: async () => (await apiClient.get(mediaPaths.list, { schema: pricelistMediaListSchema })).data,
  });
}

export function useMedia(id: string | undefined) {
  return useQuery({
    queryKey: mediaKeys.item(id ?? ''),
    enabled: Boolean(id),
    queryFn: async () =>
      (await apiClient.get(mediaPaths.item(id ?? ''), { schema: pricelistMediaResponseSchema })).data,
  });
}

const productsResponse = z.object({ data: z.array(adjustedPriceSchema) });

/** The family's products with what the agent pays and their own selling price (pricelist/adjust-price). */
export function useMediaProducts(family: PurchasableFamily) {
  return useQuery({
    queryKey: mediaKeys.products(family),
    queryFn: async (): Promise<AdjustedPrice[]> =>
      (await apiClient.get(cataloguePaths.adjustPrice, { query: { family }, schema: productsResponse })).data,
    staleTime: 60_000,
  });
}

/** POST media/backgrounds, multipart field `image`: answers the stored background's name. */
export async function uploadBackground(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const { data } = await apiClient.post(mediaPaths.background, form, { schema: mediaBackgroundResponseSchema });
  return data.image;
}

/** POST media/pricelist/preview: the picture as the server draws it now (a PNG Blob). */
export async function fetchPreview(input: MediaInput, size: MediaSize, signal?: AbortSignal): Promise<Blob> {
  const body = await apiClient.post(mediaPaths.preview, input, {
    query: { size },
    loading: false,
    clearAlerts: false,
    signal,
  });
  if (!(body instanceof Blob)) throw new Error('The preview is not a picture');
  return body;
}

/** GET media/pricelist/{id}/image: the saved picture, for the share sheet. */
export async function fetchImage(id: string, size: MediaSize): Promise<Blob> {
  const body = await apiClient.get(mediaPaths.image(id, size));
  if (!(body instanceof Blob)) throw new Error('The image is not a picture');
  return body;
}

export function useSaveMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: string; input: MediaInput }): Promise<PricelistMedia> => {
      const response = id
        ? await apiClient.put(mediaPaths.item(id), input, { schema: pricelistMediaResponseSchema })
        : await apiClient.post(mediaPaths.list, input, { schema: pricelistMediaResponseSchema });
      return response.data;
    },
    onSuccess: (media) => {
      queryClient.setQueryData(mediaKeys.item(media.id), media);
      void queryClient.invalidateQueries({ queryKey: mediaKeys.list });
    },
  });
}

export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => apiClient.delete(mediaPaths.item(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.list }),
  });
}

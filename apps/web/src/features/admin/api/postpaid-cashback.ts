import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  adminCataloguePaths,
  adminPostpaidCashbackResponse,
  adminPostpaidCashbackSchema,
  type UpdatePostpaidCashbackBody,
} from '@konter/shared/contracts/admin-catalogue';
import { apiClient } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** GET admin/catalogue/postpaid-cashback: every biller with its cashback (AGT-04 for bills). */
export async function fetchPostpaidCashback() {
  const { data } = await apiClient.get(adminCataloguePaths.postpaidCashback, {
    schema: adminPostpaidCashbackResponse,
    loading: false,
  });
  return data;
}

export function usePostpaidCashback() {
  return useQuery({ queryKey: adminKeys.postpaidCashback, queryFn: fetchPostpaidCashback });
}

const savedResponse = z.object({ data: adminPostpaidCashbackSchema });

/** PUT admin/catalogue/postpaid-cashback/:code: from the next inquiry on; 0 removes it. */
export async function savePostpaidCashback(code: string, body: UpdatePostpaidCashbackBody) {
  const { data } = await apiClient.put(adminCataloguePaths.postpaidCashbackOf(code), body, { schema: savedResponse });
  return data;
}

export function useSavePostpaidCashback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, body }: { code: string; body: UpdatePostpaidCashbackBody }) =>
      savePostpaidCashback(code, body),
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.postpaidCashback }),
  });
}

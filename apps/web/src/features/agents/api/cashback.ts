import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  cashbackBillerSchema,
  cashbackHistorySchema,
  cashbackPaths,
  cashbackProductSchema,
  type CashbackBiller,
  type CashbackHistory,
  type CashbackProduct,
} from '@konter/shared/contracts/agents';
import { apiClient } from '../../../lib/api-client.ts';
import { agentKeys } from './keys.ts';

const listResponse = z.object({ data: z.array(cashbackProductSchema) });

/** GET account/list-cashback (AGT-04): the products that earn cashback, at the reader's price. */
export async function fetchCashbackProducts(search: string): Promise<CashbackProduct[]> {
  const query = search ? `?search=${encodeURIComponent(search)}` : '';
  return (await apiClient.get(`${cashbackPaths.list}${query}`, { schema: listResponse })).data;
}

export function useCashbackProducts(search: string) {
  return useQuery({
    queryKey: [...agentKeys.all, 'cashback-list', search],
    queryFn: () => fetchCashbackProducts(search),
    placeholderData: keepPreviousData,
  });
}

const billersResponse = z.object({ data: z.array(cashbackBillerSchema) });

/** GET account/list-cashback/pascabayar (AGT-04): the billers whose paid bills earn cashback. */
export async function fetchCashbackBillers(search: string): Promise<CashbackBiller[]> {
  const query = search ? `?search=${encodeURIComponent(search)}` : '';
  return (await apiClient.get(`${cashbackPaths.postpaidList}${query}`, { schema: billersResponse })).data;
}

export function useCashbackBillers(search: string) {
  return useQuery({
    queryKey: [...agentKeys.all, 'cashback-billers', search],
    queryFn: () => fetchCashbackBillers(search),
    placeholderData: keepPreviousData,
  });
}

/** GET account/cashback-history (AGT-04): the cashback wallet's movements, newest first. */
export async function fetchCashbackHistory(page: number): Promise<CashbackHistory> {
  return apiClient.get(`${cashbackPaths.history}?page=${page}`, { schema: cashbackHistorySchema });
}

export function useCashbackHistory(page: number) {
  return useQuery({
    queryKey: [...agentKeys.all, 'cashback-history', page],
    queryFn: () => fetchCashbackHistory(page),
    placeholderData: keepPreviousData,
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  downlineMarkupPaths,
  downlineMarkupSchema,
  type DownlineMarkup,
  type DownlineMarkupBody,
} from '@konter/shared/contracts/agents';
import { apiClient } from '../../../lib/api-client.ts';
import { agentKeys } from './keys.ts';

const response = z.object({ data: downlineMarkupSchema });
const saved = z.object({ data: downlineMarkupSchema, message: z.string() });
const markupKey = [...agentKeys.all, 'downline-markup'] as const;

/** GET account/downline-markup: the agent's markup for its downline and the tenant's limits for its tier. */
export async function fetchDownlineMarkup(): Promise<DownlineMarkup> {
  return (await apiClient.get(downlineMarkupPaths.mine, { schema: response })).data;
}

export function useDownlineMarkup() {
  return useQuery({ queryKey: markupKey, queryFn: fetchDownlineMarkup, retry: false });
}

/** PUT account/downline-markup: refused under its field outside the tenant's limits. */
export async function saveDownlineMarkup(body: DownlineMarkupBody): Promise<{ data: DownlineMarkup; message: string }> {
  return apiClient.put(downlineMarkupPaths.mine, body, { schema: saved });
}

export function useSaveDownlineMarkup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDownlineMarkup,
    onSuccess: ({ data }) => queryClient.setQueryData(markupKey, data),
  });
}

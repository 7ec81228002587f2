import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  cn23AdminPaths,
  cn23AdminSchema,
  cn23Schema,
  customsSettingsSchema,
  type Cn23Status,
  exchangeRateSchema,
  type CustomsSettings,
  type ExchangeRate,
} from '@konter/shared/contracts/cn23';
import { apiClient } from '../../../lib/api-client.ts';
import { mloKeys } from './keys.ts';

const settingsResponse = z.object({ data: customsSettingsSchema });

/** GET admin/mlo/cn23/settings: the tenant's customs thresholds and tax rates (decision 036). */
export async function fetchCustomsSettings() {
  return (await apiClient.get(cn23AdminPaths.settings, { schema: settingsResponse })).data;
}

export function useCustomsSettings() {
  return useQuery({ queryKey: mloKeys.customsSettings, queryFn: fetchCustomsSettings });
}

/** PUT admin/mlo/cn23/settings and PUT admin/mlo/cn23/kurs (both audited on the server). */
export function useCustomsAdminActions() {
  const queryClient = useQueryClient();
  return {
    saveSettings: useMutation({
      mutationFn: async (settings: CustomsSettings) =>
        (await apiClient.put(cn23AdminPaths.settings, settings, { schema: settingsResponse })).data,
      onSuccess: (saved) => queryClient.setQueryData(mloKeys.customsSettings, saved),
    }),
    setRate: useMutation({
      mutationFn: async (rate: ExchangeRate) =>
        (await apiClient.put(cn23AdminPaths.rates, rate, { schema: z.object({ data: exchangeRateSchema }) })).data,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: mloKeys.rates }),
    }),
  };
}

/** GET admin/mlo/cn23: every agent's declarations of one status (submitted: awaiting customs' answer). */
export async function fetchCn23Clearance(status: Cn23Status) {
  return (
    await apiClient.get(cn23AdminPaths.list, {
      query: { status },
      schema: z.object({ data: z.array(cn23AdminSchema) }),
    })
  ).data;
}

export function useCn23Clearance(status: Cn23Status = 'submitted') {
  return useQuery({ queryKey: mloKeys.cn23Clearance(status), queryFn: () => fetchCn23Clearance(status) });
}

/** POST admin/mlo/cn23/:id/outcome: customs cleared or held the declaration (audited; once, from submitted). */
export function useCn23Outcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: 'cleared' | 'held' }) =>
      (await apiClient.post(cn23AdminPaths.outcome(id), { status }, { schema: z.object({ data: cn23Schema }) })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['mlo', 'cn23'] }),
  });
}

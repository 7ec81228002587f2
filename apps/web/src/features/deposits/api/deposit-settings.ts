import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { DepositSettingsResponse } from '@konter/shared/contracts/deposits';
import { depositPaths, depositSettingsSchema } from '@konter/shared/contracts/deposits';
import { apiClient } from '../../../lib/api-client.ts';

/** Every query of this feature starts with 'deposit'. */
export const depositKeys = {
  all: ['deposit'] as const,
  settings: ['deposit', 'settings'] as const,
  topUp: (code: string) => ['deposit', 'topup', code] as const,
  history: ['deposit', 'history'] as const,
  transferHistory: ['deposit', 'transfer-history'] as const,
  receiver: (hp: string) => ['deposit', 'receiver', hp] as const,
};

const settingsResponse = z.object({ data: depositSettingsSchema });

/** GET deposit/settings (DEP-02): nominals, banks, gateway methods and the tenant's rules. */
export async function fetchDepositSettings(): Promise<DepositSettingsResponse> {
  const { data } = await apiClient.get(depositPaths.settings, { schema: settingsResponse });
  return data;
}

export function useDepositSettings() {
  return useQuery({ queryKey: depositKeys.settings, queryFn: fetchDepositSettings, staleTime: 5 * 60_000 });
}

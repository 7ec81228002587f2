import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { Device } from '@konter/shared/contracts/accounts';
import { accountPaths, deviceSchema } from '@konter/shared/contracts/accounts';
import { apiClient } from '../../../lib/api-client.ts';
import { accountKeys } from './account.ts';

/** The device list refreshes this often, so a new login attempt shows up without reloading (ACC-08). */
export const devicesRefreshMs = 5000;

const devicesResponse = z.object({ data: z.array(deviceSchema) });

/** GET account/device: quiet (no loading indicator, alerts kept) because it repeats every few seconds. */
export async function fetchDevices(): Promise<Device[]> {
  const { data } = await apiClient.get(accountPaths.devices, {
    schema: devicesResponse,
    loading: false,
    clearAlerts: false,
  });
  return data;
}

export function useDevices() {
  return useQuery({
    queryKey: accountKeys.devices,
    queryFn: fetchDevices,
    refetchInterval: devicesRefreshMs,
    staleTime: 0,
  });
}

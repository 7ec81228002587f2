import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  adminTenantSettingsPaths,
  tenantSiteSettingsSchema,
  type TenantSiteSettings,
  type UpdateTenantSiteSettingsBody,
} from '@konter/shared/contracts/admin-tenant-settings';
import { apiClient } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

const settingsResponse = z.object({ data: tenantSiteSettingsSchema });

/** GET admin/tenant/settings: the brand, site settings (PLT-11), §3 deposit settings and spreadsheet limits. */
export async function fetchTenantSiteSettings(): Promise<TenantSiteSettings> {
  return (await apiClient.get(adminTenantSettingsPaths.settings, { schema: settingsResponse, loading: false })).data;
}

export function useTenantSiteSettings() {
  return useQuery({ queryKey: adminKeys.tenantSettings, queryFn: fetchTenantSiteSettings });
}

/** PATCH admin/tenant/settings with only the fields that changed. */
export async function updateTenantSiteSettings(body: UpdateTenantSiteSettingsBody): Promise<TenantSiteSettings> {
  return (await apiClient.patch(adminTenantSettingsPaths.settings, body, { schema: settingsResponse })).data;
}

/** POST admin/tenant/logo (multipart, one `logo`): stored through the server's storage port. */
export async function uploadTenantLogo(file: File): Promise<TenantSiteSettings> {
  const body = new FormData();
  body.append('logo', file, file.name);
  return (await apiClient.post(adminTenantSettingsPaths.logo, body, { schema: settingsResponse })).data;
}

export async function removeTenantLogo(): Promise<TenantSiteSettings> {
  return (await apiClient.delete(adminTenantSettingsPaths.logo, { schema: settingsResponse })).data;
}

function useSettingsMutation<Input>(mutationFn: (input: Input) => Promise<TenantSiteSettings>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (settings) => {
      client.setQueryData(adminKeys.tenantSettings, settings);
      void client.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

export const useUpdateTenantSiteSettings = () => useSettingsMutation(updateTenantSiteSettings);
export const useUploadTenantLogo = () => useSettingsMutation(uploadTenantLogo);
export const useRemoveTenantLogo = () => useSettingsMutation((_: void) => removeTenantLogo());

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  adminTenantSettingsPaths,
  tenantMenuResponseSchema,
  type UpdateTenantMenuBody,
} from '@konter/shared/contracts/admin-tenant-settings';
import type { Menu } from '@konter/shared/contracts/site';
import { apiClient } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

const menuResponse = z.object({ data: tenantMenuResponseSchema });

/** GET admin/tenant/menu: the home menu as stored, hidden entries included (NAV-16). */
export async function fetchTenantMenu(): Promise<Menu> {
  return (await apiClient.get(adminTenantSettingsPaths.menu, { schema: menuResponse, loading: false })).data.menu;
}

export function useTenantMenu() {
  return useQuery({ queryKey: adminKeys.tenantMenu, queryFn: fetchTenantMenu });
}

/** PUT admin/tenant/menu: the groups and entries in order, each shown or hidden. */
export async function updateTenantMenu(body: UpdateTenantMenuBody): Promise<Menu> {
  return (await apiClient.put(adminTenantSettingsPaths.menu, body, { schema: menuResponse })).data.menu;
}

export function useUpdateTenantMenu() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateTenantMenu,
    onSuccess: (menu) => {
      client.setQueryData(adminKeys.tenantMenu, menu);
      void client.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

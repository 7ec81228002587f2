import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  adminTenantPaths,
  tenantModulesSchema,
  type TenantModules,
  type UpdateTenantModulesBody,
} from '@konter/shared/contracts/admin';
import { apiClient } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

const modulesResponse = z.object({ data: tenantModulesSchema });

/** GET admin/tenant/modules: which modules the tenant has switched on (PLT-10). */
export async function fetchTenantModules(): Promise<TenantModules> {
  const { data } = await apiClient.get(adminTenantPaths.modules, { schema: modulesResponse, loading: false });
  return data;
}

export function useTenantModules() {
  return useQuery({ queryKey: adminKeys.tenantModules, queryFn: fetchTenantModules });
}

/** PATCH admin/tenant/modules: a module switched off is hidden and refused by the API. */
export async function updateTenantModules(body: UpdateTenantModulesBody): Promise<TenantModules> {
  const { data } = await apiClient.patch(adminTenantPaths.modules, body, { schema: modulesResponse });
  return data;
}

export function useUpdateTenantModules() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateTenantModules,
    onSuccess: (modules) => {
      client.setQueryData(adminKeys.tenantModules, modules);
      void client.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

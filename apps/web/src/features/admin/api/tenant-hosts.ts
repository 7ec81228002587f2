import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  adminTenantSettingsPaths,
  tenantHostsSchema,
  type UpdateTenantHostsBody,
} from '@konter/shared/contracts/admin-tenant-settings';
import { apiClient } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

const hostsResponse = z.object({ data: tenantHostsSchema });

/** GET admin/tenant/hosts: the host names the tenant answers on. */
export async function fetchTenantHosts(): Promise<string[]> {
  return (await apiClient.get(adminTenantSettingsPaths.hosts, { schema: hostsResponse, loading: false })).data.hosts;
}

export function useTenantHosts() {
  return useQuery({ queryKey: adminKeys.tenantHosts, queryFn: fetchTenantHosts });
}

/** PUT admin/tenant/hosts: the whole list; a host of another tenant is refused. */
export async function updateTenantHosts(body: UpdateTenantHostsBody): Promise<string[]> {
  return (await apiClient.put(adminTenantSettingsPaths.hosts, body, { schema: hostsResponse })).data.hosts;
}

export function useUpdateTenantHosts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateTenantHosts,
    onSuccess: (hosts) => {
      client.setQueryData(adminKeys.tenantHosts, hosts);
      void client.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

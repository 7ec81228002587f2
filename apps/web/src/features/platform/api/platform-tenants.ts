import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  platformPaths,
  platformTenantResponse,
  platformTenantsResponse,
  type CreatePlatformTenantBody,
  type PlatformTenant,
} from '@konter/shared/contracts/platform';
import { apiClient } from '../../../lib/api-client.ts';

export const platformKeys = { tenants: ['platform', 'tenants'] as const };

/** GET platform/tenants: every tenant of the installation with its hosts, modules, accounts and 30-day volume. */
export async function fetchPlatformTenants(): Promise<PlatformTenant[]> {
  const { data } = await apiClient.get(platformPaths.tenants, { schema: platformTenantsResponse, loading: false });
  return data;
}

export function usePlatformTenants() {
  return useQuery({ queryKey: platformKeys.tenants, queryFn: fetchPlatformTenants });
}

/** POST platform/tenants: a new tenant with its first admin. */
export async function createPlatformTenant(body: CreatePlatformTenantBody): Promise<PlatformTenant> {
  const { data } = await apiClient.post(platformPaths.tenants, body, { schema: platformTenantResponse });
  return data;
}

export function useCreatePlatformTenant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPlatformTenant,
    onSuccess: () => client.invalidateQueries({ queryKey: platformKeys.tenants }),
  });
}

/** POST platform/tenants/:id/suspend|resume: its hosts answer "suspended" (403) until resumed; nothing else changes. */
export async function setPlatformTenantActive(id: string, active: boolean): Promise<PlatformTenant> {
  const path = active ? platformPaths.resume(id) : platformPaths.suspend(id);
  const { data } = await apiClient.post(path, {}, { schema: platformTenantResponse });
  return data;
}

export function useSetPlatformTenantActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) => setPlatformTenantActive(id, active),
    onSuccess: () => client.invalidateQueries({ queryKey: platformKeys.tenants }),
  });
}

/** POST platform/tenants/:id/logo (multipart, one `logo`): stored and set as the tenant's logo. */
export async function uploadPlatformTenantLogo(id: string, file: File): Promise<PlatformTenant> {
  const body = new FormData();
  body.append('logo', file, file.name);
  const { data } = await apiClient.post(platformPaths.logo(id), body, { schema: platformTenantResponse });
  return data;
}

export function useUploadPlatformTenantLogo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => uploadPlatformTenantLogo(id, file),
    onSuccess: () => client.invalidateQueries({ queryKey: platformKeys.tenants }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  adminCredentialsPaths,
  credentialTestResultSchema,
  providerCredentialsSchema,
  type CredentialProvider,
  type CredentialTestResult,
  type ProviderCredentials,
  type SetProviderCredentialBody,
} from '@konter/shared/contracts/admin-credentials';
import { apiClient } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

const listResponse = z.object({ data: providerCredentialsSchema });
const testResponse = z.object({ data: credentialTestResultSchema });
const pathOf = (path: string, provider: CredentialProvider) => path.replace(':provider', provider);

/** GET admin/tenant/credentials: per provider, the tenant's own account (label, masked hints) or none. */
export async function fetchTenantCredentials(): Promise<ProviderCredentials> {
  return (await apiClient.get(adminCredentialsPaths.list, { schema: listResponse, loading: false })).data;
}

export function useTenantCredentials() {
  return useQuery({ queryKey: adminKeys.tenantCredentials, queryFn: fetchTenantCredentials });
}

/** PUT admin/tenant/credentials/:provider: the tenant's one account with the provider from now on. */
export async function saveTenantCredential(input: {
  provider: CredentialProvider;
  body: SetProviderCredentialBody;
}): Promise<ProviderCredentials> {
  const path = pathOf(adminCredentialsPaths.provider, input.provider);
  return (await apiClient.put(path, input.body, { schema: listResponse })).data;
}

/** DELETE admin/tenant/credentials/:provider: back to the installation's account. */
export async function removeTenantCredential(provider: CredentialProvider): Promise<ProviderCredentials> {
  return (await apiClient.delete(pathOf(adminCredentialsPaths.provider, provider), { schema: listResponse })).data;
}

/** POST admin/tenant/credentials/:provider/test: the keys typed, or the stored ones when none are given. */
export async function testTenantCredential(input: {
  provider: CredentialProvider;
  secrets?: Record<string, string>;
}): Promise<CredentialTestResult> {
  const path = pathOf(adminCredentialsPaths.test, input.provider);
  const body = input.secrets ? { secrets: input.secrets } : {};
  return (await apiClient.post(path, body, { schema: testResponse })).data;
}

function useCredentialsMutation<Input>(mutationFn: (input: Input) => Promise<ProviderCredentials>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (credentials) => {
      client.setQueryData(adminKeys.tenantCredentials, credentials);
      // The audit log shows the change.
      void client.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

export const useSaveTenantCredential = () => useCredentialsMutation(saveTenantCredential);
export const useRemoveTenantCredential = () => useCredentialsMutation(removeTenantCredential);
export const useTestTenantCredential = () => useMutation({ mutationFn: testTenantCredential });

import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminPaths, auditEventSchema, type AuditEventView } from '@konter/shared/contracts/admin';
import { apiClient } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

const auditResponse = z.object({ data: z.array(auditEventSchema) });

/** GET admin/audit: the tenant's audit trail, newest first, optionally by action prefix. */
export async function fetchAuditLog(action: string): Promise<AuditEventView[]> {
  const { data } = await apiClient.get(adminPaths.audit, {
    query: { limit: 100, ...(action ? { action } : {}) },
    schema: auditResponse,
    loading: false,
  });
  return data;
}

export function useAuditLog(action: string) {
  return useQuery({ queryKey: adminKeys.audit(action), queryFn: () => fetchAuditLog(action), staleTime: 0 });
}

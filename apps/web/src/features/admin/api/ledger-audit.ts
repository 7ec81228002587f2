import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { adminPaths, ledgerAuditSchema, type LedgerAuditResult } from '@konter/shared/contracts/admin';
import { apiClient } from '../../../lib/api-client.ts';

const ledgerAuditResponse = z.object({ data: ledgerAuditSchema });

/** POST admin/ledger/audit: runs every ledger invariant now and reports this tenant's findings. */
export async function runLedgerAudit(): Promise<LedgerAuditResult> {
  const { data } = await apiClient.post(adminPaths.ledgerAudit, {}, { schema: ledgerAuditResponse });
  return data;
}

export function useLedgerAudit() {
  return useMutation({ mutationFn: runLedgerAudit });
}

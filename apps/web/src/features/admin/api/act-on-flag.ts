import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPaths, type FlagActionBody, type FlaggedKind } from '@konter/shared/contracts/admin';
import { apiClient } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

/**
 * POST admin/reconciliation/:kind/:id/action: resolves a flagged item with money through the ledger (a late or short
 * gateway payment credited, an unmatched bank credit assigned to an account by phone), then clears its flag.
 */
export async function actOnFlag(kind: FlaggedKind, id: string, body: FlagActionBody): Promise<void> {
  await apiClient.post(adminPaths.flagAction(kind, id), body);
}

export function useActOnFlag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, body }: { kind: FlaggedKind; id: string; body: FlagActionBody }) =>
      actOnFlag(kind, id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

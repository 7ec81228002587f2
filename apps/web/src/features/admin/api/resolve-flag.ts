import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPaths, type FlaggedKind } from '@konter/shared/contracts/admin';
import { apiClient } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** POST admin/reconciliation/:kind/:id/resolve: clears the flag; the note goes to the audit trail. */
export async function resolveFlag(kind: FlaggedKind, id: string, note: string): Promise<void> {
  await apiClient.post(adminPaths.resolveFlag(kind, id), { note });
}

export function useResolveFlag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, note }: { kind: FlaggedKind; id: string; note: string }) => resolveFlag(kind, id, note),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { depositPaths, depositRequestSchema } from '@konter/shared/contracts/deposits';
import { apiClient } from '../../../lib/api-client.ts';

export type AgentDepositRequest = z.infer<typeof depositRequestSchema>;
const listResponse = z.object({ data: z.array(depositRequestSchema) });
const created = z.object({ data: z.object({ id: z.string() }), message: z.string() });
const requestsKey = ['deposits', 'agent-requests'] as const;

/** GET deposit/requests (DEP-10): the agent's own deposit requests (batches), newest first. */
export function useAgentDepositRequests() {
  return useQuery({
    queryKey: requestsKey,
    queryFn: async () => (await apiClient.get(depositPaths.requests, { schema: listResponse })).data,
  });
}

/** POST deposit/requests (DEP-10): a cash or bank deposit the admin confirms with what actually arrived. */
export function useCreateAgentDepositRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { amount: number; deposit_date: string; note?: string }) =>
      apiClient.post(depositPaths.requests, body, { schema: created }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsKey }),
  });
}

import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { accountPaths, loginRequestStatusSchema } from '@konter/shared/contracts/accounts';
import { apiClient } from '../../../lib/api-client.ts';

export type LoginRequestStatus = z.infer<typeof loginRequestStatusSchema>;

/** How often the waiting device asks whether its login was approved. */
export const loginRequestPollMs = 2000;

/**
 * GET auth/login-requests/{id}: polled quietly (no loading indicator, alerts kept). An approval sets the session
 * cookie on this answer and can be claimed once, so polling stops at the first answer that is not 'pending'.
 */
export async function fetchLoginRequest(requestId: string): Promise<LoginRequestStatus> {
  return apiClient.get(accountPaths.loginRequest(requestId), {
    schema: loginRequestStatusSchema,
    loading: false,
    clearAlerts: false,
  });
}

export function useLoginRequest(requestId: string | null) {
  return useQuery({
    queryKey: ['auth', 'login-request', requestId],
    queryFn: () => fetchLoginRequest(requestId ?? ''),
    enabled: requestId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? loginRequestPollMs : false),
    refetchIntervalInBackground: true,
    refetchOnReconnect: false,
    refetchOnMount: false,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

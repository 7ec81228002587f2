import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { commissionReportSchema, referralPaths, type CommissionReport } from '@konter/shared/contracts/referral';
import { apiClient } from '../../../lib/api-client.ts';
import { referralKeys } from './referral-code.ts';

/** GET referral/commissions (REF-04): closed (403) until the affiliate is verified. */
export async function fetchCommissions(): Promise<CommissionReport> {
  return (await apiClient.get(referralPaths.commissions, { schema: z.object({ data: commissionReportSchema }) })).data;
}

export function useCommissions(enabled: boolean) {
  return useQuery({ queryKey: referralKeys.commissions, queryFn: fetchCommissions, enabled });
}

import { useMutation } from '@tanstack/react-query';
import type { Bill, InquiryBody } from '@konter/shared/contracts/postpaid';
import { billResponseSchema, postpaidPaths } from '@konter/shared/contracts/postpaid';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * POST pascabayar/inquiry (PAS-01): the bill of a customer number, or 422 with the reason on `customer_no` (not yet
 * available, already paid, wrong number…). The bill's ref_id is what pays it, on the same day.
 */
export async function inquireBill(body: InquiryBody): Promise<Bill> {
  const { data } = await apiClient.post(postpaidPaths.inquiry, body, { schema: billResponseSchema });
  return data;
}

export function useInquiry() {
  return useMutation({ mutationFn: inquireBill });
}

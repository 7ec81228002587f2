import { referralPaths } from '@konter/shared/contracts/referral';
import { apiClient } from '../../../lib/api-client.ts';

/** POST referral/visit: the register page opened with `?ref=` (counted once a day per visitor; no cookie). */
export async function recordReferralVisit(code: string): Promise<void> {
  await apiClient.post(referralPaths.visit, { code }).catch(() => undefined);
}

import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { referralPaths } from '@konter/shared/contracts/referral';
import { apiClient } from '../../../lib/api-client.ts';

const sentResponse = z.object({ data: z.object({ sent: z.number() }), message: z.string() });

/** POST referral/send-email (REF-01): invitations with the referral link. */
export async function sendInvitations(emails: string[]): Promise<string> {
  return (await apiClient.post(referralPaths.sendEmail, { emails }, { schema: sentResponse })).message;
}

export function useSendInvitations() {
  return useMutation({ mutationFn: sendInvitations });
}

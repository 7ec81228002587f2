import { useMutation } from '@tanstack/react-query';
import { accountPaths, messageResponseSchema } from '@konter/shared/contracts/accounts';
import { apiClient } from '../../../lib/api-client.ts';

/** POST account/phone/send-otp: a 6-digit code by WhatsApp, valid 60 s, three sends a day (ACC-09). */
export async function sendPhoneOtp(): Promise<string> {
  const { message } = await apiClient.post(accountPaths.phoneSendOtp, undefined, { schema: messageResponseSchema });
  return message;
}

export function useSendPhoneOtp() {
  return useMutation({ mutationFn: sendPhoneOtp });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  notificationSettingsSchema,
  pushPaths,
  pushRegistrationSchema,
  pushStatusSchema,
} from '@konter/shared/contracts/notifications';
import { apiClient } from '../../../lib/api-client.ts';
import { notificationKeys } from './keys.ts';

const pushKey = [...notificationKeys.all, 'push'] as const;
const settingsKey = [...notificationKeys.all, 'settings'] as const;

/** GET notification/push: the server's VAPID key (empty: push not offered) and this account's browsers. */
export function usePushStatus(enabled = true) {
  return useQuery({
    queryKey: pushKey,
    queryFn: async () => (await apiClient.get(pushPaths.status, { schema: pushStatusSchema, loading: false })).data,
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** POST account/token {device_token}: registers or renews this browser's subscription (sent as its JSON). */
export async function registerDeviceToken(subscription: PushSubscriptionJSON) {
  return (
    await apiClient.post(
      pushPaths.token,
      { device_token: JSON.stringify(subscription) },
      { schema: pushRegistrationSchema, loading: false },
    )
  ).data;
}

export async function unregisterEndpoint(endpoint: string) {
  await apiClient.post(pushPaths.unsubscribe, { endpoint }, { schema: z.unknown(), loading: false });
}

export function useInvalidatePushStatus() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: pushKey });
}

/** GET notification/settings: per channel, the types this account switched off (push, e-mail) or on (WhatsApp). */
export function useNotificationSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: async () => (await apiClient.get(pushPaths.settings, { schema: notificationSettingsSchema })).data,
  });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (channels: { push_off?: string[]; email_off?: string[]; whatsapp_on?: string[] }) =>
      (await apiClient.post(pushPaths.settings, channels, { schema: notificationSettingsSchema, loading: false })).data,
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}

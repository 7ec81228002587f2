import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { z as zod } from 'zod';
import {
  adminNotificationPaths,
  whatsappChannelsSchema,
  type whatsappChannelsBody,
} from '@konter/shared/contracts/notifications';
import { apiClient } from '../../../lib/api-client.ts';
import { notificationKeys } from './keys.ts';

const whatsappKey = [...notificationKeys.all, 'admin-whatsapp'] as const;
const savedResponse = whatsappChannelsSchema.extend({ message: zod.string() });

/** GET admin/notifications/whatsapp: the types the tenant sends by WhatsApp and the template of each. */
export function useAdminWhatsAppChannels() {
  return useQuery({
    queryKey: whatsappKey,
    queryFn: async () =>
      (await apiClient.get(adminNotificationPaths.whatsapp, { schema: whatsappChannelsSchema })).data,
  });
}

/** POST admin/notifications/whatsapp: saves both (an empty template name: a plain text message). */
export function useSaveWhatsAppChannels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: z.input<typeof whatsappChannelsBody>) =>
      apiClient.post(adminNotificationPaths.whatsapp, body, { schema: savedResponse }),
    onSuccess: (saved) => queryClient.setQueryData(whatsappKey, saved.data),
  });
}

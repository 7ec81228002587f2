import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { developerPaths, testWebhookSchema } from '@konter/shared/contracts/developer';
import { apiClient } from '../../../lib/api-client.ts';

const testResponse = z.object({ data: testWebhookSchema });

/** POST developer/test-webhook (DEV-01): a signed sample now, and what the reseller's URL answered. */
export async function testWebhook() {
  return (await apiClient.post(developerPaths.testWebhook, {}, { schema: testResponse })).data;
}

export function useTestWebhook() {
  return useMutation({ mutationFn: testWebhook });
}

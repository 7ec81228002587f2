import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mloPaths, type PosSettings } from '@konter/shared/contracts/logistics';
import { apiClient } from '../../../lib/api-client.ts';
import { mloKeys } from './keys.ts';

/** PUT mlo/settings: the POS settings every parcel starts from (origin, sender, packaging). */
export async function saveSettings(body: PosSettings) {
  return apiClient.put(mloPaths.settings, body);
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mloKeys.access }),
  });
}

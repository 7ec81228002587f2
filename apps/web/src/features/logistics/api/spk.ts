import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { mloPaths, spkSchema } from '@konter/shared/contracts/logistics';
import { apiClient } from '../../../lib/api-client.ts';

const response = z.object({ data: spkSchema });

/**
 * POST mlo/spk/check and mlo/spk/confirm (MLO-05): SiCepat's pickup work order (SPK) with the AWBs its courier
 * collects; confirming it tells SiCepat the parcels are ready. Unknown SPK: a field error under `spk`.
 */
export async function checkSpk(spk: string) {
  return (await apiClient.post(mloPaths.spkCheck, { spk }, { schema: response })).data;
}

export async function confirmSpk(spk: string) {
  return (await apiClient.post(mloPaths.spkConfirm, { spk }, { schema: response })).data;
}

export function useSpkActions() {
  return { check: useMutation({ mutationFn: checkSpk }), confirm: useMutation({ mutationFn: confirmSpk }) };
}

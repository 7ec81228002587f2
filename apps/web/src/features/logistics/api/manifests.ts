import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { manifestSchema, mloPaths, type CourierCode } from '@konter/shared/contracts/logistics';
import { apiClient } from '../../../lib/api-client.ts';
import { mloKeys } from './keys.ts';

const list = z.object({ data: z.array(manifestSchema) });
const one = z.object({ data: manifestSchema });

/** GET mlo/manifest: this agent's manifests with their parcels (MLO-03). */
export async function fetchManifests() {
  return (await apiClient.get(mloPaths.manifests, { schema: list })).data;
}

export function useManifests() {
  return useQuery({ queryKey: mloKeys.manifests, queryFn: fetchManifests });
}

export async function fetchManifest(id: string) {
  return (await apiClient.get(mloPaths.manifest(id), { schema: one })).data;
}

export function useManifest(id: string) {
  return useQuery({ queryKey: mloKeys.manifest(id), queryFn: () => fetchManifest(id) });
}

/** POST mlo/manifest/open, add, close. */
export function useManifestActions() {
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: mloKeys.all });
  return {
    open: useMutation({
      mutationFn: async (courier: CourierCode) =>
        (await apiClient.post(mloPaths.manifestOpen, { courier }, { schema: one })).data,
      onSuccess: done,
    }),
    add: useMutation({
      mutationFn: async (body: { manifest_id: string; order_id: string }) =>
        (await apiClient.post(mloPaths.manifestAdd, body, { schema: one })).data,
      onSuccess: done,
    }),
    close: useMutation({
      mutationFn: async (manifestId: string) =>
        (await apiClient.post(mloPaths.manifestClose, { manifest_id: manifestId }, { schema: one })).data,
      onSuccess: done,
    }),
  };
}

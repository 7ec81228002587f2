import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { checkAwbSchema, cn23Paths, cn23Schema, type Cn23AddBody } from '@konter/shared/contracts/cn23';
import { apiClient } from '../../../lib/api-client.ts';
import { mloKeys } from './keys.ts';

const list = z.object({ data: z.array(cn23Schema) });
const one = z.object({ data: cn23Schema });

/** GET mlo/cn23: this agent's CN23 declarations, newest first (MLO-04). */
export async function fetchCn23List() {
  return (await apiClient.get(cn23Paths.list, { schema: list })).data;
}

export function useCn23List() {
  return useQuery({ queryKey: mloKeys.cn23List, queryFn: fetchCn23List });
}

/** POST mlo/cn23/get_status: one declaration with its current status (the printable form reads it too). */
export async function fetchCn23(id: string) {
  return (await apiClient.post(cn23Paths.status, { id }, { schema: one })).data;
}

export function useCn23(id: string) {
  return useQuery({ queryKey: mloKeys.cn23(id), queryFn: () => fetchCn23(id) });
}

/** POST mlo/cn23/check_resi, add, cancel. */
export function useCn23Actions() {
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: mloKeys.all });
  return {
    check: useMutation({
      mutationFn: async (awb: string) =>
        (await apiClient.post(cn23Paths.checkAwb, { awb }, { schema: z.object({ data: checkAwbSchema }) })).data,
    }),
    add: useMutation({
      mutationFn: async (body: Cn23AddBody) => (await apiClient.post(cn23Paths.add, body, { schema: one })).data,
      onSuccess: done,
    }),
    cancel: useMutation({
      mutationFn: async (id: string) => (await apiClient.post(cn23Paths.cancel, { id }, { schema: one })).data,
      onSuccess: done,
    }),
  };
}

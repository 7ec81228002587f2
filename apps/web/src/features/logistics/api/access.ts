import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { accessSchema, mloPaths, type MloAccess } from '@konter/shared/contracts/logistics';
import { apiClient } from '../../../lib/api-client.ts';
import { mloKeys } from './keys.ts';

const response = z.object({ data: accessSchema });

/** GET mlo/access: whether this account may use POS MLO (MLO-01), its couriers and POS settings. Never a 403. */
export async function fetchAccess(): Promise<MloAccess> {
  return (await apiClient.get(mloPaths.access, { schema: response })).data;
}

export function useMloAccess() {
  return useQuery({ queryKey: mloKeys.access, queryFn: fetchAccess });
}

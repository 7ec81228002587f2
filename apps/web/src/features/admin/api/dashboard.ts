import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminDashboardPath, adminDashboardSchema } from '@konter/shared/contracts/admin-dashboard';
import { apiClient } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

const dashboardResponse = z.object({ data: adminDashboardSchema });

/** GET admin/dashboard: the tenant's figures and the count of every admin queue. */
export async function fetchDashboard() {
  const { data } = await apiClient.get(adminDashboardPath, { schema: dashboardResponse, loading: false });
  return data;
}

/** Read again every minute while the dashboard is open, as a wall screen would. */
export function useDashboard() {
  return useQuery({ queryKey: adminKeys.dashboard, queryFn: fetchDashboard, refetchInterval: 60_000 });
}

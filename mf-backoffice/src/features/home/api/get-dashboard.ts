import { STAFF_API_PATHS, type StaffDashboard } from 'contracts/staff';
import { useQuery } from 'shared-ui/state';
import { STAFF_QUERY_ROOT, staffHttp } from '../../../lib/staff-api';

/** GET /api/staff/dashboard: the home page's figures in one request (today in Kyiv, what waits, 30 days). */
export async function getDashboard(): Promise<StaffDashboard> {
  const { data } = await staffHttp.get<StaffDashboard>(STAFF_API_PATHS.dashboard);
  return data;
}

export const dashboardQueryOptions = (enabled = true) => ({
  enabled,
  queryKey: [STAFF_QUERY_ROOT, 'dashboard'] as const,
  queryFn: getDashboard,
  staleTime: 30_000,
  // The day goes on while the page is open.
  refetchInterval: 60_000,
});

export const useDashboard = (enabled = true) => useQuery(dashboardQueryOptions(enabled));

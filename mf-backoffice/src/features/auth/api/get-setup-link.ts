import { STAFF_API_PATHS, type StaffSetupInfo } from 'contracts/staff';
import { useQuery } from 'shared-ui/state';
import { STAFF_QUERY_ROOT, staffHttp, staffPath } from '../../../lib/staff-api';

/** GET /api/staff/setup/:token: whose link it is; 410 when it is unknown, used or past its 24 hours. */
export async function getSetupLink(token: string): Promise<StaffSetupInfo> {
  const { data } = await staffHttp.get<StaffSetupInfo>(staffPath(STAFF_API_PATHS.setup, { token }));
  return data;
}

export const setupLinkQueryOptions = (token: string) => ({
  queryKey: [STAFF_QUERY_ROOT, 'setup', token] as const,
  queryFn: () => getSetupLink(token),
  // The link is read once: the steps after it change it (a used link answers 410).
  staleTime: Infinity,
  enabled: token !== '',
});

export const useSetupLink = (token: string) => useQuery(setupLinkQueryOptions(token));

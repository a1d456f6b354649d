import { STAFF_API_PATHS, type AuditPage, type AuditQuery } from 'contracts/staff';
import { useInfiniteQuery } from 'shared-ui/state';
import { STAFF_QUERY_ROOT, staffHttp } from '../../../lib/staff-api';

export type AuditFilters = Omit<AuditQuery, 'cursor'>;

/** GET /api/staff/audit (owner): one page of the append-only log, newest first; `cursor` reads older entries. */
export async function listAudit(filters: AuditFilters, cursor?: string): Promise<AuditPage> {
  const { data } = await staffHttp.get<AuditPage>(STAFF_API_PATHS.audit, { params: { ...filters, cursor } });
  return data;
}

export const auditQueryOptions = (filters: AuditFilters) => ({
  queryKey: [STAFF_QUERY_ROOT, 'audit', filters] as const,
  queryFn: ({ pageParam }: { pageParam: string | undefined }) => listAudit(filters, pageParam),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (page: AuditPage) => page.nextCursor ?? undefined,
  staleTime: 0,
});

export const useAuditLog = (filters: AuditFilters) => useInfiniteQuery(auditQueryOptions(filters));

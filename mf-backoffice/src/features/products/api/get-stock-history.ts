import { STAFF_API_PATHS, type StockHistory } from 'contracts/staff';
import type { Color, Size } from 'contracts';
import { useQuery } from 'shared-ui/state';
import { STAFF_QUERY_ROOT, staffHttp, staffPath } from '../../../lib/staff-api';

/** GET /api/staff/products/:id/stock-history?color&size: every change of one size, newest first. */
export async function getStockHistory(id: string, color: Color, size: Size): Promise<StockHistory> {
  const { data } = await staffHttp.get<StockHistory>(staffPath(STAFF_API_PATHS.productStockHistory, { id }), {
    params: { color, size },
  });
  return data;
}

export const stockHistoryQueryOptions = (id: string, color: Color, size: Size) => ({
  queryKey: [STAFF_QUERY_ROOT, 'stock-history', id, color, size] as const,
  queryFn: () => getStockHistory(id, color, size),
  staleTime: 0,
});

export const useStockHistory = (id: string, color: Color, size: Size) =>
  useQuery(stockHistoryQueryOptions(id, color, size));

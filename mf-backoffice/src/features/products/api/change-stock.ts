import { STAFF_API_PATHS, type StockChangeInput, type StockLevel } from 'contracts/staff';
import { useQueryClient } from 'shared-ui/state';
import { STAFF_QUERY_ROOT, staffHttp, staffPath } from '../../../lib/staff-api';
import { useStaffMutation } from '../../../lib/use-staff-mutation';
import { productQueryKey } from './get-product';

/** POST /api/staff/products/:id/stock: set a size to a count or adjust it, with a reason (kept in its history). */
export async function changeStock({ id, change }: { id: string; change: StockChangeInput }): Promise<StockLevel> {
  const { data } = await staffHttp.post<StockLevel>(staffPath(STAFF_API_PATHS.productStock, { id }), change);
  return data;
}

export function useChangeStock() {
  const client = useQueryClient();
  return useStaffMutation(changeStock, async (_level, { id }) => {
    await client.invalidateQueries({ queryKey: productQueryKey(id) });
    await client.invalidateQueries({ queryKey: [STAFF_QUERY_ROOT, 'stock-history', id] });
    await client.invalidateQueries({ queryKey: [STAFF_QUERY_ROOT, 'products'] });
  });
}

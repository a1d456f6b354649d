import { STAFF_API_PATHS, type BulkActionInput, type BulkActionResult } from 'contracts/staff';
import { useQueryClient } from 'shared-ui/state';
import { STAFF_QUERY_ROOT, staffHttp } from '../../../lib/staff-api';
import { useStaffMutation } from '../../../lib/use-staff-mutation';

/** POST /api/staff/products/bulk: publish, unpublish (back to draft) or archive several products at once. */
export async function bulkUpdateProducts(input: BulkActionInput): Promise<BulkActionResult> {
  const { data } = await staffHttp.post<BulkActionResult>(STAFF_API_PATHS.productsBulk, input);
  return data;
}

export function useBulkUpdateProducts() {
  const client = useQueryClient();
  return useStaffMutation(bulkUpdateProducts, async () => {
    // The list and any open editor show the new status.
    await client.invalidateQueries({ queryKey: [STAFF_QUERY_ROOT, 'products'] });
    await client.invalidateQueries({ queryKey: [STAFF_QUERY_ROOT, 'product'] });
  });
}

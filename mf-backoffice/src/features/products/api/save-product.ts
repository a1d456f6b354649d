import {
  STAFF_API_PATHS,
  type ProductEditorInput,
  type ProductVersionConflict,
  type StaffProduct,
} from 'contracts/staff';
import { useQueryClient, type ApiRequestError } from 'shared-ui/state';
import { STAFF_QUERY_ROOT, staffHttp, staffPath } from '../../../lib/staff-api';
import { useStaffMutation } from '../../../lib/use-staff-mutation';
import { productQueryKey } from './get-product';

export type SaveProductInput = { id?: string; version?: number; values: ProductEditorInput };

/**
 * POST /api/staff/products (a new draft) or PUT /api/staff/products/:id with the version the editor read;
 * a save from an older version is refused with 409 and what changed (productConflictOf).
 */
export async function saveProduct({ id, version, values }: SaveProductInput): Promise<StaffProduct> {
  const { data } = id
    ? await staffHttp.put<StaffProduct>(staffPath(STAFF_API_PATHS.product, { id }), { ...values, version })
    : await staffHttp.post<StaffProduct>(STAFF_API_PATHS.products, values);
  return data;
}

/** The 409's body when a save met someone else's newer save; null for any other failure. */
export function productConflictOf(error: unknown): ProductVersionConflict | null {
  const failure = error as ApiRequestError | null;
  if (failure?.status !== 409) return null;
  const body = failure.body as Partial<ProductVersionConflict> | undefined;
  return body?.current && Array.isArray(body.changed) ? (body as ProductVersionConflict) : null;
}

export function useSaveProduct() {
  const client = useQueryClient();
  return useStaffMutation(saveProduct, async (product) => {
    client.setQueryData(productQueryKey(product.id), product);
    await client.invalidateQueries({ queryKey: [STAFF_QUERY_ROOT, 'products'] });
  });
}

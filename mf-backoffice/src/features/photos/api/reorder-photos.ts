import type { Color } from 'contracts';
import { useQueryClient } from 'shared-ui/state';
import { staffHttp, staffPath } from '../../../lib/staff-api';
import { useStaffMutation } from '../../../lib/use-staff-mutation';
import { PHOTO_PATHS, type StaffPhotoList } from './photo-routes';
import { photosQueryKey } from './list-photos';

/** PUT /api/staff/products/:id/photos/order: a colour's photos in their new order (the first is the main one). */
export async function reorderPhotos({
  productId,
  color,
  photoIds,
}: {
  productId: string;
  color: Color;
  photoIds: number[];
}) {
  const { data } = await staffHttp.put<StaffPhotoList>(staffPath(PHOTO_PATHS.order, { id: productId }), {
    color,
    photoIds,
  });
  return data;
}

export function useReorderPhotos(productId: string) {
  const client = useQueryClient();
  return useStaffMutation(reorderPhotos, (list) => {
    client.setQueryData(photosQueryKey(productId), list);
  });
}

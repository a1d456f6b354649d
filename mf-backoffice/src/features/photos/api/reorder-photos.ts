import type { Color } from 'contracts';
import { useQueryClient } from 'shared-ui';
import { staffHttp, staffPath } from '../../../lib/staff-api';
import { useStaffMutation } from '../../../lib/use-staff-mutation';
import { PHOTO_PATHS, type StaffPhotoList } from './photo-routes';
import { photosQueryKey } from './list-photos';

/** PUT /api/staff/products/:id/photos: a colour's photos in their new order (the first is the main one). */
export async function reorderPhotos({ productId, color, order }: { productId: string; color: Color; order: string[] }) {
  const { data } = await staffHttp.put<StaffPhotoList>(staffPath(PHOTO_PATHS.photos, { id: productId }), {
    color,
    order,
  });
  return data;
}

export function useReorderPhotos(productId: string) {
  const client = useQueryClient();
  return useStaffMutation(reorderPhotos, (list) => {
    client.setQueryData(photosQueryKey(productId), list);
  });
}

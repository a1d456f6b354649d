import { useQueryClient } from 'shared-ui/state';
import { staffHttp, staffPath } from '../../../lib/staff-api';
import { useStaffMutation } from '../../../lib/use-staff-mutation';
import { PHOTO_PATHS } from './photo-routes';
import { photosQueryKey } from './list-photos';

/** DELETE /api/staff/products/:id/photos/:photoId. */
export async function deletePhoto({ productId, photoId }: { productId: string; photoId: number }): Promise<void> {
  await staffHttp.delete(staffPath(PHOTO_PATHS.photo, { id: productId, photoId }));
}

export function useDeletePhoto(productId: string) {
  const client = useQueryClient();
  return useStaffMutation(deletePhoto, () => client.invalidateQueries({ queryKey: photosQueryKey(productId) }));
}

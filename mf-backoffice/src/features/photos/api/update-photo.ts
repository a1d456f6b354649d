import { useQueryClient } from 'shared-ui/state';
import { staffHttp, staffPath } from '../../../lib/staff-api';
import { useStaffMutation } from '../../../lib/use-staff-mutation';
import { PHOTO_PATHS, type StaffPhoto } from './photo-routes';
import { photosQueryKey } from './list-photos';

export type UpdatePhotoInput = { productId: string; photoId: number } & ({ alt: string } | { file: File });

/** PUT /api/staff/products/:id/photos/:photoId: new alt text, or a replacement file (same place in the order). */
export async function updatePhoto(input: UpdatePhotoInput): Promise<StaffPhoto> {
  const url = staffPath(PHOTO_PATHS.photo, { id: input.productId, photoId: input.photoId });
  let body: FormData | { alt: string };
  if ('file' in input) {
    body = new FormData();
    body.append('file', input.file, input.file.name);
  } else body = { alt: input.alt };
  const { data } = await staffHttp.put<StaffPhoto>(url, body, { timeout: 0 });
  return data;
}

export function useUpdatePhoto(productId: string) {
  const client = useQueryClient();
  return useStaffMutation(updatePhoto, () => client.invalidateQueries({ queryKey: photosQueryKey(productId) }));
}

import { useQuery } from 'shared-ui/state';
import { STAFF_QUERY_ROOT, staffHttp, staffPath } from '../../../lib/staff-api';
import { PHOTO_PATHS, type StaffPhotoList } from './photo-routes';

/** GET /api/staff/products/:id/photos: every colour's photos in their order. */
export async function listPhotos(id: string): Promise<StaffPhotoList> {
  const { data } = await staffHttp.get<StaffPhotoList>(staffPath(PHOTO_PATHS.photos, { id }));
  return data;
}

export const photosQueryKey = (id: string) => [STAFF_QUERY_ROOT, 'photos', id] as const;

export const photosQueryOptions = (id: string) => ({
  queryKey: photosQueryKey(id),
  queryFn: () => listPhotos(id),
  staleTime: 0,
});

export const usePhotos = (id: string) => useQuery(photosQueryOptions(id));

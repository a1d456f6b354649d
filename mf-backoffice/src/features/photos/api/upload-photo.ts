import type { Color } from 'contracts';
import { staffHttp, staffPath } from '../../../lib/staff-api';
import { PHOTO_PATHS, type StaffPhoto } from './photo-routes';

export interface UploadPhotoInput {
  productId: string;
  color: Color;
  file: File;
  alt: string;
  /** 0 to 1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
}

/** POST /api/staff/products/:id/photos: one file per request, so each file has its own progress and error. */
export async function uploadPhoto({ productId, color, file, alt, onProgress }: UploadPhotoInput): Promise<StaffPhoto> {
  const form = new FormData();
  // Text fields before the file: the server reads them before it streams the file to storage.
  form.append('color', color);
  form.append('alt', alt);
  form.append('file', file, file.name);
  const { data } = await staffHttp.post<StaffPhoto>(staffPath(PHOTO_PATHS.photos, { id: productId }), form, {
    timeout: 0,
    onUploadProgress: (event) => onProgress?.(event.total ? event.loaded / event.total : 0),
  });
  return data;
}

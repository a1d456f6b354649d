import type { Color } from 'contracts';

/**
 * The photo pipeline's staff routes (branch feat/photos), relative to `/api` like STAFF_API_PATHS. They were not
 * in contracts when the back office was written, so their shape is the one agreed for issue 32: one file per
 * multipart POST, the colour's order as a PUT of the collection, alt text or a replacement file as a PUT of one
 * photo, DELETE of one photo. Move them to `contracts/staff` with the pipeline.
 */
export const PHOTO_PATHS = {
  /** GET → StaffPhotoList; POST multipart (file, color, alt) → StaffPhoto; PUT {color, order} → StaffPhotoList */
  photos: '/staff/products/:id/photos',
  /** PUT {alt} or multipart (file) → StaffPhoto; DELETE */
  photo: '/staff/products/:id/photos/:photoId',
} as const;

/** One photo of a product's colour; the first of a colour is its main one. */
export interface StaffPhoto {
  id: string;
  color: Color;
  alt: string;
  /** A derivative to show in the back office (the pipeline may still be making the others). */
  url: string;
  width?: number;
  height?: number;
}

export interface StaffPhotoList {
  items: StaffPhoto[];
}

/** What the pipeline takes (issue 32): the type is sniffed from the bytes on the server; this only saves a trip. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];
export const PHOTO_MAX_BYTES = 25 * 1024 * 1024;

import type { Color } from 'contracts';
import { STAFF_API_PATHS } from 'contracts/staff';

/** The photo pipeline's staff routes (contracts/staff), relative to `/api`. */
export const PHOTO_PATHS = {
  /** GET → StaffPhotoList; POST multipart (color, alt, file) → 201 StaffPhoto */
  photos: STAFF_API_PATHS.productPhotos,
  /** PUT { color, photoIds } → StaffPhotoList */
  order: STAFF_API_PATHS.productPhotosOrder,
  /** PUT JSON { alt } or multipart (file) → StaffPhoto; DELETE → 204 */
  photo: STAFF_API_PATHS.productPhoto,
} as const;

/** One photo of a product's colour (the pipeline's photoView); the first of a colour is its main one. */
export interface StaffPhoto {
  id: number;
  color: Color;
  position: number;
  alt: string;
  width: number;
  height: number;
  /** A tiny data: URL shown until the photo arrives. */
  placeholder: string;
  /** The photo's widest JPEG (what shoppers' `image[]` names); its derivatives may still be being made. */
  src: string;
  /** `srcset` of each format over the photo's width ladder. */
  srcset: Record<'avif' | 'webp' | 'jpg', string>;
}

export interface StaffPhotoList {
  items: StaffPhoto[];
}

/** What the pipeline takes (issue 32): the type is sniffed from the bytes on the server; this only saves a trip. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];
export const PHOTO_MAX_BYTES = 25 * 1024 * 1024;

/** The pipeline's message for a missing alt text (its photoAltSchema), shown before sending. */
export const ALT_REQUIRED = 'Describe the photo for shoppers who cannot see it';

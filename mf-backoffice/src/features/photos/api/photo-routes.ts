import type { Color } from 'contracts';

/**
 * The photo pipeline's staff routes, relative to `/api` like STAFF_API_PATHS, as branch feat/photos serves them
 * (its STAFF_PHOTO_PATHS in api/src/modules/photos/staff-photo-routes.ts). They are not in contracts yet, so the
 * back office keeps its own copy of their shape; move it to `contracts/staff` when the pipeline is merged.
 */
export const PHOTO_PATHS = {
  /** GET → StaffPhotoList; POST multipart (color, alt, file) → 201 StaffPhoto */
  photos: '/staff/products/:id/photos',
  /** PUT { color, photoIds } → StaffPhotoList */
  order: '/staff/products/:id/photos/order',
  /** PUT JSON { alt } or multipart (file) → StaffPhoto; DELETE → 204 */
  photo: '/staff/products/:id/photos/:photoId',
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
  /** The shopper's fallback JPEG; its derivatives may still be being made. */
  src: string;
}

export interface StaffPhotoList {
  items: StaffPhoto[];
}

/** What the pipeline takes (issue 32): the type is sniffed from the bytes on the server; this only saves a trip. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];
export const PHOTO_MAX_BYTES = 25 * 1024 * 1024;

/** The pipeline's message for a missing alt text (its photoAltSchema), shown before sending. */
export const ALT_REQUIRED = 'Describe the photo for shoppers who cannot see it';

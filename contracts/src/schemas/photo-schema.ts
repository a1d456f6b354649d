import { array, mixed, number, object, string, type InferType } from 'yup';
import { COLORS } from '../constants/catalog';
import type { Color } from '../types/catalog';
import { tooLongMessage } from './fields';

const ALT_MESSAGE = 'Describe the photo for shoppers who cannot see it';
export const PHOTO_ALT_MAX = 250;

const alt = string()
  .required(ALT_MESSAGE)
  .max(PHOTO_ALT_MAX, tooLongMessage('The description', PHOTO_ALT_MAX))
  .test('not-blank', ALT_MESSAGE, (value) => value == null || value.trim() !== '');

const color = mixed<Color>()
  .required('Choose a colour')
  .oneOf([...COLORS], 'Choose one of the shop’s colours');

/** The fields sent with an uploaded photo (multipart fields beside the file) and by the editor's photo form. */
export const photoUploadSchema = object({ color, alt });

/** Changing a photo's alt text (PUT /staff/products/:id/photos/:photoId as JSON). */
export const photoAltSchema = object({ alt });

/** A colour's photos in their new order: every photo of the colour, each once (the first is the main one). */
export const photoOrderSchema = object({
  color,
  photoIds: array(number().integer().required()).required('Send the photos in their new order').min(1),
});

export type PhotoUploadFields = InferType<typeof photoUploadSchema>;
export type PhotoOrder = InferType<typeof photoOrderSchema>;

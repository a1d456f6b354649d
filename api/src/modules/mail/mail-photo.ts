import { photoLadder, photoPath } from 'contracts';
import { escapeHtml } from '../subscribers/newsletter-mail';

/** How wide a mail shows a product photo, in CSS px; the file is about twice that, for sharp screens. */
export const MAIL_PHOTO_WIDTH = 240;

/**
 * A product photo in a mail's HTML. Mail clients know no `<picture>`, AVIF or `srcset` worth relying on, so it is
 * one absolute JPEG URL of a real file (the ladder's widest up to 2x the shown width), with width and height so
 * the text does not jump when the client loads images.
 */
export function mailPhotoTag(photo: { hash: string; width: number; height: number }, origin: string, alt: string) {
  const ladder = photoLadder(photo.width);
  const file = ladder.filter((width) => width <= MAIL_PHOTO_WIDTH * 2).at(-1) ?? ladder[0]!;
  const height = Math.round((MAIL_PHOTO_WIDTH * photo.height) / photo.width);
  return `<img src="${escapeHtml(`${origin}${photoPath(photo.hash, file, 'jpg')}`)}" width="${MAIL_PHOTO_WIDTH}" height="${height}" alt="${escapeHtml(alt)}" style="display:block;border:0">`;
}

import { parsePhotoPath, photoSrcset } from './constants/photos';
import type { Color, Product } from './types/catalog';

/**
 * How wide the product page lays out its main photo (the gallery's stage), as `sizes`: the full width below the
 * tablet; beside the details from there (7/12 of the content less the thumbnail column, about 46 vw); 593 px once
 * the page stops growing at 1280 px. The photo and its preload in the head use the same, so they ask for one file.
 */
export const PRODUCT_PHOTO_SIZES = '(min-width: 1280px) 593px, (min-width: 768px) 46vw, 100vw';

/** The colour shown before the shopper picks one: the first variant with any size in stock, else the first. */
export function defaultColor(product: Product): Color | null {
  const inStock = product.products.find((variant) => variant.sizes.some((size) => size.quantity > 0));
  return (inStock ?? product.products[0])?.color ?? null;
}

/** The colour an address asks for (`?color=`) when the product comes in it, else the default one. */
export function colorShown(product: Product, asked: string | null): Color | null {
  return product.products.some((variant) => variant.color === asked) ? (asked as Color) : defaultColor(product);
}

/** The gallery's images for `color`, with their placeholders and alt texts: the colour's own, else the product's. */
export function galleryImages(
  product: Product,
  color: Color | null,
): { images: string[]; placeholders?: string[]; alts?: string[] } {
  const variant = product.products.find((candidate) => candidate.color === color);
  if (variant && variant.image.length > 0)
    return { images: variant.image, placeholders: variant.placeholders, alts: variant.alts };
  return { images: product.image, placeholders: product.placeholder ? [product.placeholder] : undefined };
}

/**
 * The `<link rel="preload">` of the photo a product page at this address shows first (its largest paint): the
 * AVIF source of its `<picture>` (every browser the shop supports decodes AVIF; one that does not skips a preload
 * of a type it cannot use), over the same srcset and sizes, fetched first. Null when that image is no photo.
 */
export function productPhotoPreload(
  product: Product,
  search: string,
): { imageSrcSet: string; imageSizes: string; type: 'image/avif' } | null {
  const { images } = galleryImages(product, colorShown(product, new URLSearchParams(search).get('color')));
  const photo = images[0] ? parsePhotoPath(images[0]) : null;
  return photo && { imageSrcSet: photoSrcset(photo, 'avif'), imageSizes: PRODUCT_PHOTO_SIZES, type: 'image/avif' };
}

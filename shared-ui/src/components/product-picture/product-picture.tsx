import type { ImgHTMLAttributes } from 'react';
import { parsePhotoPath, photoSrcset } from 'contracts';

export interface ProductPictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'sizes'> {
  /** An image path of the API (`Product.image[]`, a bag or order line's `image`). */
  src: string;
  /** How wide the image is laid out (the `sizes` attribute), so the browser picks the smallest file that fits. */
  sizes: string;
  alt: string;
  /** Box size for the layout before the file arrives (no shift): the photo's, or the slot's aspect. */
  width: number;
  height: number;
  /** The photo's tiny placeholder (a data: URL), shown under it until it is decoded. */
  placeholder?: string;
}

/**
 * Every product image a shopper sees. A product photo (`/api/photos/<hash>-<width>.jpg`) becomes a `<picture>`:
 * AVIF, then WebP, then the JPEG, each over the photo's width ladder (up to the width the path names: the API
 * names each photo's widest file), with
 * `sizes`; anything else (a generated drawing) stays an `<img>`. Pass `loading="lazy"` below the fold and
 * `fetchPriority="high"` on the page's LCP image.
 */
export function ProductPicture({ src, sizes, alt, placeholder, style, ...img }: ProductPictureProps) {
  const photo = parsePhotoPath(src);
  // Centred like the photo (object-fit: cover), so the photo takes its place without a jump.
  const shown = placeholder ? { background: `url("${placeholder}") 50%/cover`, ...style } : style;
  if (!photo) return <img src={src} alt={alt} style={shown} {...img} />;
  return (
    <picture>
      <source type="image/avif" srcSet={photoSrcset(photo, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={photoSrcset(photo, 'webp')} sizes={sizes} />
      <img src={src} srcSet={photoSrcset(photo, 'jpg')} sizes={sizes} alt={alt} style={shown} {...img} />
    </picture>
  );
}

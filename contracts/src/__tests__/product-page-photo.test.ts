import { photoSrcset, type Product } from 'contracts';
import { PRODUCT_PHOTO_SIZES, colorShown, galleryImages, productPhotoPreload } from 'contracts/seo';

const hash = (n: number) => String(n).repeat(64);
const photos = (n: number) => [0, 1].map((view) => `/api/photos/${hash(n + view)}-1600.jpg`);

/** Blue sold out, red in stock and photographed, green drawn (no photos). */
const dress = {
  id: '100001',
  image: photos(1),
  placeholder: 'data:blue-1',
  products: [
    {
      color: 'blue',
      image: photos(1),
      placeholders: ['data:blue-1', 'data:blue-2'],
      sizes: [{ size: 's', quantity: 0 }],
    },
    { color: 'red', image: photos(3), placeholders: ['data:red-1', 'data:red-2'], sizes: [{ size: 'm', quantity: 2 }] },
    { color: 'green', image: ['/api/images/products/100001/green/1.svg'], sizes: [{ size: 'm', quantity: 1 }] },
  ],
} as unknown as Product;

describe("the product page's first photo", () => {
  it('is of the colour the address asks for, else the first colour in stock', () => {
    expect(colorShown(dress, 'green')).toBe('green');
    expect(colorShown(dress, 'purple')).toBe('red');
    expect(colorShown(dress, null)).toBe('red');
  });

  it('comes with its colour’s placeholders; a colour without images falls back to the product’s', () => {
    expect(galleryImages(dress, 'red')).toEqual({ images: photos(3), placeholders: ['data:red-1', 'data:red-2'] });
    expect(galleryImages(dress, 'green').placeholders).toBeUndefined();
    const bare = { ...dress, products: [{ ...dress.products[0]!, image: [] }] } as Product;
    expect(galleryImages(bare, 'blue')).toEqual({ images: photos(1), placeholders: ['data:blue-1'] });
  });

  it('is preloaded as the AVIF source with the gallery’s sizes, or not at all for a drawing', () => {
    expect(productPhotoPreload(dress, '?color=blue')).toEqual({
      imageSrcSet: photoSrcset({ hash: hash(1), width: 1600 }, 'avif'),
      imageSizes: PRODUCT_PHOTO_SIZES,
      type: 'image/avif',
    });
    expect(productPhotoPreload(dress, '')!.imageSrcSet).toBe(photoSrcset({ hash: hash(3), width: 1600 }, 'avif'));
    expect(productPhotoPreload(dress, '?color=green')).toBeNull();
  });
});

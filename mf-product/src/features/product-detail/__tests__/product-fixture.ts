import type { Product } from 'contracts';

const images = (color: string) => [1, 2, 3].map((view) => `/api/images/products/100001/${color}/${view}.svg`);

/**
 * A dress in three colours: blue has S and M in stock (L sold out), beige only L, black nothing at all.
 * Named *fixture* and not *.test so jest does not run it.
 */
export const dress: Product = {
  id: '100001',
  name: 'Linen Wrap Dress',
  description: 'A relaxed wrap dress in washed linen.',
  price: 129.5,
  category: 'dresses',
  new: true,
  plusSize: false,
  fabric: 'linen',
  bestSellerRank: 3,
  image: images('blue'),
  products: [
    {
      color: 'blue',
      image: images('blue'),
      sizes: [
        { size: 's', quantity: 4 },
        { size: 'm', quantity: 2 },
        { size: 'l', quantity: 0 },
      ],
    },
    { color: 'beige', image: images('beige'), sizes: [{ size: 'l', quantity: 7 }] },
    { color: 'black', image: images('black'), sizes: [{ size: 'm', quantity: 0 }] },
  ],
};

/** Another product, for "You May Also Like". */
export function otherProduct(id: string, name: string): Product {
  return { ...dress, id, name, image: [`/api/images/products/${id}/blue/1.svg`] };
}

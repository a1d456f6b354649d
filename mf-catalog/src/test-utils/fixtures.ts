// Test data shaped like the API's answers.
import type { Banner, Category, CollectionTile, Product } from 'contracts';

export function makeProduct(index: number, overrides: Partial<Product> = {}): Product {
  const id = String(100001 + index);
  return {
    id,
    name: `Linen Piece ${index + 1}`,
    description: 'A test product.',
    price: 40 + index,
    category: 'dresses',
    new: index % 2 === 0,
    plusSize: false,
    fabric: 'linen',
    bestSellerRank: index + 1,
    image: [`/api/images/products/${id}/beige/1.svg`],
    products: [
      { color: 'beige', image: [`/api/images/products/${id}/beige/1.svg`], sizes: [{ size: 'm', quantity: 3 }] },
    ],
    ...overrides,
  };
}

export function makeProducts(count: number, from = 0, overrides: Partial<Product> = {}): Product[] {
  return Array.from({ length: count }, (_, i) => makeProduct(from + i, overrides));
}

export function makeBanner(name: string, overrides: Partial<Banner> = {}): Banner {
  return { id: `banner-${name}`, name, imageUrl: `/api/images/banners/${name}.svg`, category: [], ...overrides };
}

export const COLLECTION_TILES: CollectionTile[] = (
  ['dresses', 'tops', 'pants', 'blouses', 'pullovers', 'shorts'] as Category[]
).map((name) => ({ id: `tile-${name}`, name, imageUrl: `/api/images/banners/collection-${name}.svg` }));

import { parseCartItemKey, type CartItemKey, type CartItemParts, type Product } from 'contracts';

export type BagLine = CartItemParts & { key: CartItemKey; product?: Product; image?: string };

/** Reads the bag's keys, skipping malformed ones (storage edited by hand) instead of failing the panel. */
export function parseBagKeys(keys: readonly CartItemKey[]): (CartItemParts & { key: CartItemKey })[] {
  return keys.flatMap((key) => {
    try {
      return [{ key, ...parseCartItemKey(key) }];
    } catch {
      return [];
    }
  });
}

/** Joins each line with its product and the image of the chosen colour. */
export function toBagLines(keys: readonly CartItemKey[], products: readonly Product[]): BagLine[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return parseBagKeys(keys).map((line) => {
    const product = byId.get(line.productId);
    const variant = product?.products.find((candidate) => candidate.color === line.color);
    return { ...line, product, image: variant?.image[0] ?? product?.image[0] };
  });
}

import { SIZES, type Color, type Product, type ProductVariant, type Size } from 'contracts';
import { colorShown } from 'contracts/seo';

/** The shopper's choice on the product page; the colour always names one of the product's variants. */
export interface ProductSelection {
  color: Color | null;
  size: Size | null;
}

/** A size the chosen colour has in stock, as the size select lists it: "M (US 6-10)". */
export interface SizeChoice {
  value: Size;
  label: string;
  /** Pieces in stock, above 0. */
  stock: number;
}

export function findVariant(product: Product, color: Color | null): ProductVariant | undefined {
  return color === null ? undefined : product.products.find((variant) => variant.color === color);
}

// The colour rule lives with the product page's first photo (contracts/seo), which the head preloads: one rule.
export { defaultColor } from 'contracts/seo';

/** Only the sizes with stock above 0 for `color`, in the shop's size order, each with its US range. */
export function sizesInStock(product: Product, color: Color | null): SizeChoice[] {
  const variant = findVariant(product, color);
  if (!variant) return [];
  return SIZES.flatMap(({ value, label, usRange }) => {
    const stock = variant.sizes.find((size) => size.size === value)?.quantity ?? 0;
    return stock > 0 ? [{ value, label: `${label} (${usRange})`, stock }] : [];
  });
}

/** The sizes `color` comes in that are sold out now: where "Email me when it's back" is offered. */
export function sizesSoldOut(product: Product, color: Color | null): Size[] {
  const variant = findVariant(product, color);
  if (!variant) return [];
  return SIZES.flatMap(({ value }) => {
    const size = variant.sizes.find((s) => s.size === value);
    return size && size.quantity <= 0 ? [value] : [];
  });
}

/**
 * The selection a product address describes (`?color=blue&size=m`). A colour the product does not come
 * in, or a size that colour has not in stock, is ignored (a stale or edited link still opens the page):
 * the colour falls back to the default one and the size to none.
 */
export function readSelection(product: Product, params: URLSearchParams): ProductSelection {
  const color = colorShown(product, params.get('color'));
  const askedSize = params.get('size');
  const size = sizesInStock(product, color).some((choice) => choice.value === askedSize) ? (askedSize as Size) : null;
  return { color, size };
}

/** The address parameters with the selection written in; every other parameter is kept. */
export function writeSelection(params: URLSearchParams, { color, size }: ProductSelection): URLSearchParams {
  const next = new URLSearchParams(params);
  if (color) next.set('color', color);
  else next.delete('color');
  if (color && size) next.set('size', size);
  else next.delete('size');
  return next;
}

// Which colour a card shows when the listing is filtered by colour: a shopper who asked for red sees
// the red variant, not the default one (issue 9).
import type { Color, ProductVariant } from 'contracts';

/**
 * The first of the product's colour variants (in the product's own order) that the filter asked for;
 * undefined without a colour filter or when no variant matches (the server matched another way).
 */
export function matchingColor(
  product: { products?: readonly ProductVariant[] },
  colors: readonly Color[] | undefined,
): Color | undefined {
  if (!colors?.length) return undefined;
  return product.products?.find((variant) => colors.includes(variant.color))?.color;
}

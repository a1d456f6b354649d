import { COLORS, PRODUCT_ID_PATTERN, SIZES } from 'contracts';
import { text, whole } from './shapes';

/** A six-digit product id: contracts' PRODUCT_ID_PATTERN, as the contract shows it. */
export const PRODUCT_ID_PATTERN_TEXT = PRODUCT_ID_PATTERN.source;

/** A bag key `productId/color/size/quantity` (contracts' cart-item-key.ts parses it, with the messages). */
export const cartKey = {
  type: 'string',
  description: 'productId/color/size/quantity, e.g. 100001/blue/m/1',
  pattern: `^\\d{6}/(${COLORS.join('|')})/(${SIZES.map((size) => size.value).join('|')})/[1-9]\\d*$`,
};

/** What a bag quote's line and an order's line both say of the item (contracts' CartQuoteLine, OrderLine). */
export const lineItemFields = {
  productId: text(),
  name: text(),
  image: text(),
  color: { type: 'string', enum: [...COLORS] },
  size: { type: 'string', enum: SIZES.map((size) => size.value) },
  quantity: whole({ minimum: 1 }),
  unitPriceCents: whole(),
  lineTotalCents: whole(),
};

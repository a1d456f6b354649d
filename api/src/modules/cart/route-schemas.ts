import { quoteDiscount } from '../../openapi/account-shapes';
import { cartKey, lineItemFields } from '../../openapi/catalogue-shapes';
import {
  SESSION_SECURITY,
  answers,
  json,
  listOf,
  orNull,
  requestShape,
  shape,
  text,
  whole,
  yesNo,
} from '../../openapi/shapes';
import { MAX_CART_LINES } from './service';

const cart = json('the whole bag after the change, lines in the order first added', shape({ cart: listOf(text()) }));
const keyBody = requestShape({ productId: cartKey }, ['productId']);
// Malformed, unknown and sold-out keys in a list are left out (a merge or a quote still answers).
const keyList = requestShape(
  { items: listOf(text({ description: cartKey.description }), { maxItems: MAX_CART_LINES }) },
  ['items'],
);

const quoteLine = shape(
  {
    key: text(),
    requestedKey: text(),
    ...lineItemFields,
    placeholder: text({ description: "the image's tiny placeholder (a data: URL); absent for a drawing" }),
    stock: whole(),
    clamped: yesNo,
  },
  ['placeholder'],
);

/** contracts' CartQuote: every amount in whole cents, from the catalogue's current data. */
export const cartQuote = shape(
  {
    lines: listOf(quoteLine),
    dropped: listOf(text()),
    droppedNames: { type: 'object', additionalProperties: { type: 'string' } },
    subtotalCents: whole(),
    discount: {
      description: "the signed-in shopper's birthday discount when it applies; null for a guest and anyone else",
      ...orNull(quoteDiscount),
    },
    taxCents: whole({ description: 'on the subtotal after the discount' }),
    shippingCents: whole(),
    totalCents: whole(),
    currency: { const: 'usd' },
  },
  ['droppedNames'],
);

/** The bag routes' schemas (OpenAPI contract); the keys are parsed by contracts' cart-item-key.ts. */
export const cartSchemas = {
  add: {
    summary: 'Add a line, or set the quantity of the same product/colour/size',
    security: SESSION_SECURITY,
    body: keyBody,
    response: answers({ 200: cart }),
  },
  remove: {
    summary: 'Remove the line of that product/colour/size',
    security: SESSION_SECURITY,
    body: keyBody,
    response: answers({ 200: cart }),
  },
  clear: { summary: 'Empty the bag', security: SESSION_SECURITY, response: answers({ 200: cart }) },
  merge: {
    summary: "Merge a guest's bag in after sign-in (capped by the stock)",
    security: SESSION_SECURITY,
    body: keyList,
    response: answers({ 200: cart }),
  },
  quote: {
    summary: 'Price a bag (guest or signed in)',
    body: keyList,
    response: answers({ 200: json('the quote', cartQuote) }),
  },
};

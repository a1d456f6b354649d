import { quoteDiscount } from '../../openapi/account-shapes';
import { cartKey, lineItemFields } from '../../openapi/catalogue-shapes';
import {
  SESSION_SECURITY,
  answers,
  json,
  listOf,
  oneOfWords,
  orNull,
  requestShape,
  shape,
  text,
  whole,
  yesNo,
} from '../../openapi/shapes';
import { DISCOUNT_CODE_REFUSALS } from '../discount-codes/code-rules';
import { MAX_CART_LINES } from './service';

const cart = json('the whole bag after the change, lines in the order first added', shape({ cart: listOf(text()) }));
const keyBody = requestShape({ productId: cartKey }, ['productId']);
// Malformed, unknown and sold-out keys in a list are left out (a merge or a quote still answers).
const keyItems = listOf(text({ description: cartKey.description }), { maxItems: MAX_CART_LINES });
const keyList = requestShape({ items: keyItems }, ['items']);
const quoteBody = requestShape(
  {
    items: keyItems,
    discountCode: text({ maxLength: 64, description: 'the discount code the shopper added, checked by the server' }),
  },
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
      description:
        "the one discount taken off: the signed-in shopper's birthday discount or the bag's code, the larger; null for none",
      ...orNull(quoteDiscount),
    },
    discountCode: {
      description: "what became of the request's discountCode (absent without one): applied, or why not",
      ...orNull(
        shape({
          code: text(),
          applied: yesNo,
          reason: orNull(oneOfWords([...DISCOUNT_CODE_REFUSALS])),
          message: text({ description: 'what the bag shows' }),
        }),
      ),
    },
    taxCents: whole({ description: 'on the subtotal after the discount' }),
    shippingCents: whole(),
    totalCents: whole(),
    currency: { const: 'usd' },
  },
  ['droppedNames', 'discountCode'],
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
    summary: 'Price a bag (guest or signed in), with its discount code if any',
    body: quoteBody,
    response: answers({ 200: json('the quote', cartQuote) }),
  },
};

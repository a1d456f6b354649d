import { lineItemFields } from '../../openapi/catalogue-shapes';
import { exchangeRequestSchema, returnRequestSchema } from 'contracts/schemas';
import {
  orderRefund,
  orderReturn,
  orderShipment,
  orderSummary,
  paidAt,
  quoteDiscount,
} from '../../openapi/account-shapes';
import { jsonSchemaFromYup } from '../../openapi/json-schema-from-yup';
import {
  SESSION_SECURITY,
  answers,
  isoTime,
  json,
  listOf,
  orNull,
  shape,
  text,
  textOrNull,
  whole,
  yesNo,
} from '../../openapi/shapes';
import { purchaseSchema } from './purchase-input';

/** contracts' OrderLine: the line as bought, numbered (what a return names), and what may still be returned. */
const orderLine = shape(
  {
    lineNo: whole({ minimum: 1 }),
    ...lineItemFields,
    placeholder: text({
      description:
        "the image's tiny placeholder (a data: URL) while its photo is in the catalogue; absent for a drawing",
    }),
    finalSale: yesNo,
    returnableQuantity: whole({ minimum: 0, description: 'units a new return may still name (0 for final sale)' }),
  },
  ['placeholder'],
);
const shippingAddress = {
  type: 'object',
  additionalProperties: { type: 'string' },
  description: 'the shipping form as sent',
};
/** contracts' Order: GET /orders/:id and a return's answer. */
export const order = shape({
  ...orderSummary,
  lines: listOf(orderLine),
  subtotalCents: whole(),
  discount: {
    description: 'the one discount taken off the merchandise (birthday or discount code), or null',
    ...orNull(quoteDiscount),
  },
  taxCents: whole(),
  shippingCents: whole(),
  email: text(),
  shippingAddress,
  paidAt,
  shipment: orNull(shape({ carrier: text(), trackingNumber: text(), shippedAt: isoTime })),
  deliveredAt: orNull(isoTime),
  cancelledAt: orNull(isoTime),
  refundedCents: whole({ minimum: 0, description: 'what the processor has refunded so far' }),
  returnableUntil: {
    description: 'end of the 30-day return window; null when no return can be asked',
    ...orNull(isoTime),
  },
  returns: listOf(orderReturn),
  shipments: listOf(orderShipment),
  refunds: listOf(orderRefund),
});
const orderParams = {
  type: 'object',
  properties: { id: text({ description: "the order's id or its number" }) },
  required: ['id'],
};
const idempotencyHeader = {
  type: 'object',
  properties: { 'idempotency-key': text({ minLength: 1, maxLength: 255 }) },
};
const purchased = shape({
  clientSecret: text(),
  orderId: text(),
  orderNumber: text(),
  savedPaymentMethodId: textOrNull,
});

/** Checkout's schemas (OpenAPI contract): the purchase body from its yup schema (the forms' schemas inside). */
export const orderSchemas = {
  purchase: {
    summary: 'Create the order from her bag, reserve its stock and start the payment',
    security: SESSION_SECURITY,
    headers: idempotencyHeader,
    body: jsonSchemaFromYup(purchaseSchema),
    response: answers({
      201: json('a new order, pending its payment', purchased),
      200: json('the order of this Idempotency-Key, again', purchased),
      409: json(
        "the bag changed: `reason` is 'price-changed' (with the new quote), 'stock-short' (with the lines) or 'discount-code' (its code cannot be used: `error` says why; with the quote without it)",
        {
          type: 'object',
          required: ['error', 'reason'],
          properties: {
            error: text(),
            reason: { type: 'string', enum: ['price-changed', 'stock-short', 'discount-code'] },
            quote: { type: 'object' },
            lines: listOf({ type: 'object' }),
          },
        },
      ),
    }),
  },
  list: {
    summary: 'Her orders, newest first',
    security: SESSION_SECURITY,
    response: answers({ 200: json('the orders', shape({ orders: listOf(shape(orderSummary)) })) }),
  },
  get: {
    summary: 'One of her orders',
    security: SESSION_SECURITY,
    params: orderParams,
    response: answers({ 200: json('the order', order) }),
  },
  returns: {
    summary: 'Ask to return some units of some lines of her order, with a reason (refunded when received)',
    security: SESSION_SECURITY,
    params: orderParams,
    headers: idempotencyHeader,
    body: jsonSchemaFromYup(returnRequestSchema),
    response: answers({
      201: json('the return is asked: the order with it', order),
      200: json('the return of this Idempotency-Key, again: the order', order),
    }),
  },
  exchanges: {
    summary: 'Ask to exchange one unit of a line for another size or colour of the same product (reserved at once)',
    security: SESSION_SECURITY,
    params: orderParams,
    headers: idempotencyHeader,
    body: jsonSchemaFromYup(exchangeRequestSchema),
    response: answers({
      201: json('the exchange is asked and its new size reserved: the order with it', order),
      200: json('the exchange of this Idempotency-Key, again: the order', order),
    }),
  },
};

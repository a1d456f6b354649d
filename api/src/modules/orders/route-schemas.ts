import { lineItemFields } from '../../openapi/catalogue-shapes';
import { orderSummary, paidAt } from '../../openapi/account-shapes';
import { jsonSchemaFromYup } from '../../openapi/json-schema-from-yup';
import { SESSION_SECURITY, answers, json, listOf, shape, text, textOrNull, whole } from '../../openapi/shapes';
import { purchaseSchema } from './purchase-input';

const orderLine = shape(lineItemFields);
const shippingAddress = {
  type: 'object',
  additionalProperties: { type: 'string' },
  description: 'the shipping form as sent',
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
    headers: { type: 'object', properties: { 'idempotency-key': text({ minLength: 1, maxLength: 255 }) } },
    body: jsonSchemaFromYup(purchaseSchema),
    response: answers({
      201: json('a new order, pending its payment', purchased),
      200: json('the order of this Idempotency-Key, again', purchased),
      409: json("the bag changed: `reason` is 'price-changed' (with the new quote) or 'stock-short' (with the lines)", {
        type: 'object',
        required: ['error', 'reason'],
        properties: {
          error: text(),
          reason: { type: 'string', enum: ['price-changed', 'stock-short'] },
          quote: { type: 'object' },
          lines: listOf({ type: 'object' }),
        },
      }),
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
    params: { type: 'object', properties: { id: text() }, required: ['id'] },
    response: answers({
      200: json(
        'the order',
        shape({
          ...orderSummary,
          lines: listOf(orderLine),
          subtotalCents: whole(),
          taxCents: whole(),
          shippingCents: whole(),
          email: text(),
          shippingAddress,
          paidAt,
        }),
      ),
    }),
  },
};

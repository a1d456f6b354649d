import { partialRefundSchema, shipLinesSchema, staffOrderListQuerySchema } from 'contracts/staff';
import { jsonSchemaFromYup } from '../../openapi/json-schema-from-yup';
import {
  answers,
  isoTime,
  json,
  listOf,
  oneOfWords,
  orNull,
  shape,
  text,
  textOrNull,
  whole,
} from '../../openapi/shapes';
import { orderStatus } from '../../openapi/account-shapes';
import { STAFF_SECURITY } from '../../openapi/staff-shapes';
import { order } from '../orders/route-schemas';

const orderParams = {
  type: 'object',
  properties: { id: text({ description: "the order's id or its number" }) },
  required: ['id'],
};
const returnParams = {
  type: 'object',
  properties: { id: text({ description: "the return's id or its number (R500001)" }) },
  required: ['id'],
};
const lineCount = shape({ lineNo: whole({ minimum: 1 }), quantity: whole({ minimum: 0 }) });

const staffOrderListItem = shape({
  id: text({ format: 'uuid' }),
  number: text(),
  createdAt: isoTime,
  status: orderStatus,
  email: text(),
  name: text(),
  totalCents: whole(),
  refundedCents: whole(),
  lineCount: whole(),
  shippedLineCount: whole(),
});

const staffRefund = shape({
  id: text({ format: 'uuid' }),
  kind: oneOfWords(['partial', 'cancel', 'return']),
  amountCents: whole({ minimum: 1 }),
  status: oneOfWords(['requested', 'made', 'failed']),
  failure: textOrNull,
  note: textOrNull,
  lines: listOf(lineCount),
  createdAt: isoTime,
  settledAt: orNull(isoTime),
});

/** contracts' StaffOrder: the shopper's Order and what only the staff see. */
const staffOrder = {
  ...order,
  required: [
    ...(order.required as string[]),
    'customer',
    'billingName',
    'billingAddress',
    'payment',
    'staffRefunds',
    'refundableLines',
    'refundableCents',
    'timeline',
  ],
  properties: {
    ...(order.properties as object),
    customer: shape({ id: text(), name: text(), email: text() }),
    billingName: text(),
    billingAddress: { type: 'object', additionalProperties: { type: 'string' } },
    payment: shape({ method: oneOfWords(['card', 'saved-card']), intentId: textOrNull }),
    staffRefunds: listOf(staffRefund),
    refundableLines: listOf(lineCount),
    refundableCents: whole({ minimum: 0 }),
    timeline: listOf(shape({ at: isoTime, kind: oneOfWords(['step', 'mail']), text: text(), by: textOrNull })),
  },
};

const queueItem = shape({
  id: text({ format: 'uuid' }),
  number: text(),
  kind: oneOfWords(['return', 'exchange']),
  status: oneOfWords(['requested', 'received', 'refunded', 'shipped']),
  orderId: text(),
  orderNumber: text(),
  email: text(),
  reason: text(),
  requestedAt: isoTime,
  lines: listOf(
    shape({
      lineNo: whole(),
      name: text(),
      quantity: whole(),
      replacement: orNull(shape({ color: text(), size: text() })),
    }),
  ),
});

const parcelBody = {
  type: 'object',
  required: ['carrier', 'trackingNumber'],
  properties: { carrier: text({ maxLength: 60 }), trackingNumber: text({ maxLength: 60 }) },
};

/** The back office's orders (OpenAPI contract, tag staff); roles: contracts' STAFF_OPERATION_ROLES. */
export const ordersAdminSchemas = {
  list: {
    summary:
      'Orders, newest first: status, Kyiv date range, paid but not shipped, search (number, e-mail, name); keyset pages',
    security: STAFF_SECURITY,
    querystring: jsonSchemaFromYup(staffOrderListQuerySchema),
    response: answers({
      200: json('a page', shape({ items: listOf(staffOrderListItem), nextCursor: textOrNull })),
    }),
  },
  get: {
    summary: 'One order: lines, customer, addresses, payment, refunds, and a timeline of every step and mail',
    security: STAFF_SECURITY,
    params: orderParams,
    response: answers({ 200: json('the order', staffOrder) }),
  },
  ship: {
    summary: 'Ship some lines (or all that are left) in one parcel with its carrier and tracking number',
    security: STAFF_SECURITY,
    params: orderParams,
    body: jsonSchemaFromYup(shipLinesSchema),
    response: answers({ 200: json('the order', staffOrder) }),
  },
  deliver: {
    summary: 'Mark a shipped order delivered (the 30-day return window starts)',
    security: STAFF_SECURITY,
    params: orderParams,
    response: answers({ 200: json('the order', staffOrder) }),
  },
  cancel: {
    summary: 'Cancel before any line shipped: refunded in full through the processor, stock back',
    security: STAFF_SECURITY,
    params: orderParams,
    response: answers({ 200: json('the order', staffOrder) }),
  },
  refund: {
    summary: 'Refund chosen lines or an amount through the processor, never more than is left (Idempotency-Key)',
    security: STAFF_SECURITY,
    params: orderParams,
    headers: { type: 'object', properties: { 'idempotency-key': text({ minLength: 1, maxLength: 255 }) } },
    body: jsonSchemaFromYup(partialRefundSchema),
    response: answers({
      201: json('refunded: the order', staffOrder),
      200: json('the refund of this Idempotency-Key, again: the order', staffOrder),
    }),
  },
  returns: {
    summary: 'Returns and exchanges waiting: to receive, to refund again, or whose replacement is to ship',
    security: STAFF_SECURITY,
    response: answers({ 200: json('the queue, oldest first', shape({ items: listOf(queueItem) })) }),
  },
  receive: {
    summary: 'Receive a return (stock back, refunded) or an exchange (stock back, its replacement waits)',
    security: STAFF_SECURITY,
    params: returnParams,
    response: answers({ 200: json('the order', staffOrder) }),
  },
  replacement: {
    summary: "Ship an exchange's replacement with its carrier and tracking number (no money moves)",
    security: STAFF_SECURITY,
    params: returnParams,
    body: parcelBody,
    response: answers({ 200: json('the order', staffOrder) }),
  },
};

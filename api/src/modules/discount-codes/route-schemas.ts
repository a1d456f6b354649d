import { CATEGORIES } from 'contracts';
import { DISCOUNT_AUDIENCES, DISCOUNT_KINDS, DISCOUNT_SCOPES, discountCodeSchema } from 'contracts/staff';
import { jsonSchemaFromYup } from '../../openapi/json-schema-from-yup';
import { answers, isoTime, json, listOf, oneOfWords, orNull, shape, text, whole, yesNo } from '../../openapi/shapes';
import { STAFF_SECURITY } from '../../openapi/staff-shapes';

/** contracts' StaffDiscountCode. */
const staffDiscountCode = shape({
  id: whole(),
  code: text(),
  kind: oneOfWords(DISCOUNT_KINDS),
  percent: orNull(whole({ minimum: 1, maximum: 100 })),
  amountCents: orNull(whole({ minimum: 1 })),
  scope: oneOfWords(DISCOUNT_SCOPES),
  categories: listOf(oneOfWords(CATEGORIES)),
  productIds: listOf(text()),
  minimumSubtotalCents: whole({ minimum: 0 }),
  startsAt: { ...isoTime, description: 'UTC; the back office shows and enters Kyiv time' },
  endsAt: orNull(isoTime),
  maxUses: orNull(whole({ minimum: 1 })),
  maxUsesPerCustomer: orNull(whole({ minimum: 1 })),
  audience: oneOfWords(DISCOUNT_AUDIENCES),
  active: yesNo,
  usesHeld: whole({ minimum: 0, description: 'uses taken by paid orders and by unpaid ones still holding theirs' }),
  usesPaid: whole({ minimum: 0 }),
  createdAt: isoTime,
  updatedAt: isoTime,
});

const idParams = { type: 'object', properties: { id: text({ pattern: '^\\d{1,9}$' }) }, required: ['id'] };
const body = jsonSchemaFromYup(discountCodeSchema);

/** The discount codes' staff routes (OpenAPI contract, tag staff); roles: contracts' STAFF_OPERATION_ROLES. */
export const discountCodeSchemas = {
  list: {
    summary: 'Every discount code, active first, newest first, with its uses',
    security: STAFF_SECURITY,
    response: answers({ 200: json('the codes', shape({ items: listOf(staffDiscountCode) })) }),
  },
  create: {
    summary: 'Create a discount code (times entered in Kyiv time)',
    security: STAFF_SECURITY,
    body,
    response: answers({ 201: json('created', staffDiscountCode) }),
  },
  get: {
    summary: 'One discount code',
    security: STAFF_SECURITY,
    params: idParams,
    response: answers({ 200: json('the code', staffDiscountCode) }),
  },
  update: {
    summary: 'Edit a discount code (orders already made keep their discount)',
    security: STAFF_SECURITY,
    params: idParams,
    body,
    response: answers({ 200: json('saved', staffDiscountCode) }),
  },
  deactivate: {
    summary: 'Deactivate a discount code: no new order can use it',
    security: STAFF_SECURITY,
    params: idParams,
    response: answers({ 200: json('deactivated', staffDiscountCode) }),
  },
};

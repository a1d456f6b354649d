import { staffCustomerListQuerySchema } from 'contracts/staff';
import { jsonSchemaFromYup } from '../../openapi/json-schema-from-yup';
import { answers, isoTime, json, listOf, number, orNull, shape, text, whole, yesNo } from '../../openapi/shapes';
import { STAFF_SECURITY } from '../../openapi/staff-shapes';

// Not a uuid format here: Fastify validates before the role check runs, and a guest must meet the 401 first.
const idParams = { type: 'object', properties: { id: text({ description: "the customer's id (a uuid)" }) } };

const customerListItem = shape({ id: text(), name: text(), email: text(), createdAt: isoTime, orders: whole() });

const customerDetail = shape({
  id: text(),
  firstName: text(),
  lastName: text(),
  email: text(),
  emailVerified: yesNo,
  phoneNumber: orNull(text()),
  createdAt: isoTime,
  orders: listOf(shape({ number: whole(), status: text(), createdAt: isoTime, total: number(), refunded: number() })),
  returns: listOf(
    shape({ number: whole(), orderNumber: whole(), status: text(), requestedAt: isoTime, refund: orNull(number()) }),
  ),
  newsletter: orNull(shape({ status: text(), since: isoTime })),
  backInStock: listOf(
    shape({ productId: text(), productName: text(), color: text(), size: text(), createdAt: isoTime }),
  ),
  card: orNull(shape({ brand: text(), last4: text(), expMonth: whole(), expYear: whole() })),
});

/** The back office's customers (OpenAPI contract, tag staff); roles: contracts' STAFF_OPERATION_ROLES. */
export const customerAdminSchemas = {
  list: {
    summary: 'Customers, newest first, searched by name or e-mail, paged',
    security: STAFF_SECURITY,
    querystring: jsonSchemaFromYup(staffCustomerListQuerySchema),
    response: answers({
      200: json('a page and the total', shape({ items: listOf(customerListItem), total: whole() })),
    }),
  },
  get: {
    summary: "A customer's page: orders, returns, newsletter, back-in-stock requests, card brand, last four and expiry",
    security: STAFF_SECURITY,
    params: idParams,
    response: answers({ 200: json('the customer', customerDetail) }),
  },
  exportData: {
    summary: 'Everything the shop holds about one customer, as a JSON attachment (a data-access request; audited)',
    security: STAFF_SECURITY,
    params: idParams,
    response: answers({ 200: json('her data', { type: 'object', additionalProperties: true }) }),
  },
  delete: {
    summary: 'Delete the account; her paid orders stay as the accounting record without her name, e-mail and addresses',
    security: STAFF_SECURITY,
    params: idParams,
    response: answers({ 200: json('deleted', shape({ deleted: yesNo, ordersKept: whole() })) }),
  },
};

import {
  bulkActionSchema,
  productEditorSchema,
  productUpdateSchema,
  staffProductListQuerySchema,
  stockChangeSchema,
} from 'contracts/staff';
import { jsonSchemaFromYup } from '../../openapi/json-schema-from-yup';
import { answers, json, listOf, shape, text } from '../../openapi/shapes';
import { STAFF_SECURITY, staffProduct, staffProductList, stockHistory, stockLevel } from '../../openapi/staff-shapes';

const idParams = { type: 'object', properties: { id: text({ pattern: '^\\d{6}$' }) } };

/** The catalogue administration's routes (OpenAPI contract, tag staff); roles: contracts' STAFF_OPERATION_ROLES. */
export const catalogueAdminSchemas = {
  list: {
    summary: 'Products of every status: search, filters (category, status, low stock), sort, paging',
    security: STAFF_SECURITY,
    querystring: jsonSchemaFromYup(staffProductListQuerySchema),
    response: answers({ 200: json('a page and the total', staffProductList) }),
  },
  get: {
    summary: 'One product as the editor shows it',
    security: STAFF_SECURITY,
    params: idParams,
    response: answers({ 200: json('the product', staffProduct) }),
  },
  create: {
    summary: 'Create a product (a draft)',
    security: STAFF_SECURITY,
    body: jsonSchemaFromYup(productEditorSchema),
    response: answers({ 201: json('created', staffProduct) }),
  },
  update: {
    summary: 'Save the editor (with the version it was read at); a stale version is 409 with what changed',
    security: STAFF_SECURITY,
    params: idParams,
    body: jsonSchemaFromYup(productUpdateSchema),
    response: answers({
      200: json('saved', staffProduct),
      409: json(
        'saved by someone else since `version`: the fields they changed and the product now',
        shape({ error: text(), changed: listOf(text()), current: staffProduct }),
      ),
    }),
  },
  bulk: {
    summary: 'Publish, unpublish or archive several products',
    security: STAFF_SECURITY,
    body: jsonSchemaFromYup(bulkActionSchema),
    response: answers({ 200: json('what changed', shape({ updated: listOf(text()), missing: listOf(text()) })) }),
  },
  stock: {
    summary: "Set or adjust a size's stock with a reason; never below what unpaid orders hold (409)",
    security: STAFF_SECURITY,
    params: idParams,
    body: jsonSchemaFromYup(stockChangeSchema),
    response: answers({ 200: json('the size now', stockLevel) }),
  },
  stockHistory: {
    summary: "A product's stock changes, newest first, optionally of one colour and size",
    security: STAFF_SECURITY,
    params: idParams,
    querystring: { type: 'object', properties: { color: text(), size: text() } },
    response: answers({ 200: json('the history', stockHistory) }),
  },
};

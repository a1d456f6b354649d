import { PRODUCT_ID_PATTERN_TEXT } from '../../openapi/catalogue-shapes';
import { SESSION_SECURITY, answers, json, listOf, requestShape, shape, text } from '../../openapi/shapes';

const wishlist = json('the whole wish list after the change', shape({ wishlist: listOf(text()) }));
const productIdBody = requestShape({ productId: text({ pattern: PRODUCT_ID_PATTERN_TEXT }) }, ['productId']);

/** The wish list routes' schemas (OpenAPI contract); the routes check the product ids themselves. */
export const wishlistSchemas = {
  add: {
    summary: 'Add a product to the wish list',
    security: SESSION_SECURITY,
    body: productIdBody,
    response: answers({ 200: wishlist }),
  },
  remove: {
    summary: 'Remove a product from the wish list',
    security: SESSION_SECURITY,
    body: productIdBody,
    response: answers({ 200: wishlist }),
  },
  clear: { summary: 'Empty the wish list', security: SESSION_SECURITY, response: answers({ 200: wishlist }) },
  merge: {
    summary: "Merge a guest's wish list in (unknown ids skipped)",
    security: SESSION_SECURITY,
    body: requestShape({ productIds: listOf(text(), { maxItems: 200 }) }, ['productIds']),
    response: answers({ 200: wishlist }),
  },
};

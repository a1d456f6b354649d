import { productFilterQuerySchema, searchTextSchema } from 'contracts/schemas';
import { jsonSchemaFromYup } from '../../openapi/json-schema-from-yup';
import { answers, noBody, text } from '../../openapi/shapes';
import { productListResponse, productResponse, productSummaryListResponse } from './response-schemas';

const notModified = noBody('If-None-Match matched the ETag');
const products = (
  description: string,
  response: typeof productListResponse | typeof productResponse = productListResponse,
) => answers({ 200: { description, ...response[200] }, 304: notModified });
const summaries = answers({
  200: { description: 'at most 12, best match first', ...productSummaryListResponse[200] },
  304: notModified,
});

/** The catalogue's schemas (OpenAPI contract): the listing's query and the search text from their yup schemas. */
export const productSchemas = {
  filter: {
    summary: 'A page of the catalogue: filters, sort, paging or random picks',
    querystring: jsonSchemaFromYup(productFilterQuerySchema),
    response: products('the page (fewer than perPage: no more pages)'),
  },
  byId: {
    summary: 'One product',
    querystring: { type: 'object', properties: { id: text({ description: 'six digits' }) }, required: ['id'] },
    response: products('the product, alone in a list, with every photo’s placeholder', productResponse),
  },
  byIds: {
    summary: 'Products in the order asked for (unknown ids skipped)',
    querystring: {
      type: 'object',
      properties: { pid: text({ description: 'comma-joined product ids, at most 100' }) },
    },
    response: products('the products'),
  },
  search: { summary: "Search (the spec's POST)", body: jsonSchemaFromYup(searchTextSchema), response: summaries },
  searchGet: {
    summary: 'Search, as a GET a CDN can keep',
    querystring: jsonSchemaFromYup(searchTextSchema),
    response: summaries,
  },
};

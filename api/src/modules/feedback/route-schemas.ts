import { makeFeedbackSchema } from 'contracts/schemas';
import { PRODUCT_ID_PATTERN_TEXT } from '../../openapi/catalogue-shapes';
import { jsonSchemaFromYup } from '../../openapi/json-schema-from-yup';
import {
  SESSION_SECURITY,
  answers,
  isoTime,
  json,
  listOf,
  shape,
  text,
  whole,
  withProperties,
  yesNo,
} from '../../openapi/shapes';

const entry = shape({
  id: text(),
  productId: text(),
  userId: text(),
  rate: whole({ minimum: 1, maximum: 5 }),
  content: text(),
  customerName: text(),
  customerSurname: text(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
const productId = text({ pattern: PRODUCT_ID_PATTERN_TEXT });

/** Product feedback's schemas (OpenAPI contract): the body from the dialog's yup schema. */
export const feedbackSchemas = {
  save: {
    summary: 'Leave feedback on a product, or edit hers',
    security: SESSION_SECURITY,
    // The product's name only shapes a message ("Please rate <name>"), not what is valid.
    body: {
      ...withProperties(jsonSchemaFromYup(makeFeedbackSchema('the product')), { productId }),
      required: ['productId', 'rate', 'content'],
    },
    response: answers({
      201: json('her first entry on the product', shape({ comment: entry, created: yesNo })),
      200: json('her entry, edited', shape({ comment: entry, created: yesNo })),
    }),
  },
  list: {
    summary: "A product's feedback, newest first",
    querystring: { type: 'object', properties: { productId }, required: ['productId'] },
    response: answers({
      200: json(
        'the entries',
        shape({ comments: listOf(entry), average: { type: ['number', 'null'] }, count: whole() }),
      ),
    }),
  },
};

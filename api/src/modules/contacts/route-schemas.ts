import { contactSchema } from 'contracts/schemas';
import { jsonSchemaFromYup } from '../../openapi/json-schema-from-yup';
import { answers, json, shape, text } from '../../openapi/shapes';

/** The "Write Us" form's schema (OpenAPI contract): the body from its yup schema. */
export const contactSchemas = {
  send: {
    summary: 'Send the shop a message (stored, mailed to the shop and acknowledged)',
    body: jsonSchemaFromYup(contactSchema),
    response: answers({ 201: json('sent', shape({ message: text() })) }),
  },
};

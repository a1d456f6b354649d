import { addressSchema } from 'contracts/schemas';
import { address } from '../../openapi/account-shapes';
import { jsonSchemaFromYup } from '../../openapi/json-schema-from-yup';
import { SESSION_SECURITY, answers, json, orNull, requestShape, shape, text } from '../../openapi/shapes';

const saved = shape({ address, message: text() });

/** The saved address's schemas (OpenAPI contract): bodies from the address form's yup schema. */
export const addressSchemas = {
  get: {
    summary: 'Her default address',
    security: SESSION_SECURITY,
    response: answers({ 200: json('the address, or null', shape({ address: orNull(address) })) }),
  },
  save: {
    summary: 'Save her address (one per customer: a repeated POST replaces it)',
    security: SESSION_SECURITY,
    body: jsonSchemaFromYup(addressSchema),
    response: answers({ 201: json('saved', saved) }),
  },
  update: {
    summary: 'Change her saved address',
    security: SESSION_SECURITY,
    body: requestShape({ newAddress: jsonSchemaFromYup(addressSchema) }, ['newAddress']),
    response: answers({ 200: json('changed', saved) }),
  },
};

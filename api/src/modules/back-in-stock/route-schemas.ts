import { backInStockSchema } from 'contracts/schemas';
import { jsonSchemaFromYup } from '../../openapi/json-schema-from-yup';
import { answers, json, noBody, requestShape, shape, text } from '../../openapi/shapes';

const tokenQuery = { type: 'object', properties: { token: text() } };

/** "Email me when it's back" (OpenAPI contract), the request from its form's yup schema. */
export const backInStockSchemas = {
  request: {
    summary:
      "Ask for one mail when a sold-out size is back (the session's e-mail, or `email` for a guest); 409 when the size is in stock",
    params: requestShape({ id: text() }, ['id']),
    body: jsonSchemaFromYup(backInStockSchema),
    response: answers({
      201: json('she will be told', shape({ message: text() })),
      200: json('she was already waiting for it', shape({ message: text() })),
    }),
  },
  unsubscribeLink: {
    summary: "The mail's link: forgets every request still waiting for that address, then to /?notice=…",
    querystring: tokenQuery,
    response: answers({ 302: noBody('to /?notice=back-in-stock-unsubscribed or back-in-stock-link-invalid') }),
  },
  unsubscribe: {
    summary: "A mail provider's one-click unsubscribe (RFC 8058: ?token= with List-Unsubscribe=One-Click)",
    querystring: tokenQuery,
    response: answers({
      200: json('what the token did', shape({ status: { type: 'string', enum: ['unsubscribed', 'invalid-link'] } })),
    }),
  },
};

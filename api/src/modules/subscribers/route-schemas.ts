import { newsletterSchema } from 'contracts/schemas';
import { jsonSchemaFromYup } from '../../openapi/json-schema-from-yup';
import { answers, json, noBody, requestShape, shape, text } from '../../openapi/shapes';

const tokenQuery = { type: 'object', properties: { token: text() } };
const status = (statuses: string[]) =>
  json('what the token did', shape({ status: { type: 'string', enum: statuses } }));

/** The newsletter's schemas (double opt-in; OpenAPI contract): the subscription from its form's yup schema. */
export const subscriberSchemas = {
  subscribe: {
    summary: 'Subscribe (mails a confirmation link; the answer never tells whether the address is on the list)',
    body: jsonSchemaFromYup(newsletterSchema),
    response: answers({ 202: json('a mail is on its way', shape({ message: text() })) }),
  },
  confirmLink: {
    summary: "The mail's confirmation link: redirects to the page that asks (changes nothing)",
    querystring: tokenQuery,
    response: answers({ 302: noBody('to /newsletter?action=confirm&token=…') }),
  },
  unsubscribeLink: {
    summary: "The mail's unsubscribe link: redirects to the page that asks (changes nothing)",
    querystring: tokenQuery,
    response: answers({ 302: noBody('to /newsletter?action=unsubscribe&token=…') }),
  },
  confirm: {
    summary: "Confirm a subscription (the page's button)",
    body: requestShape({ token: text() }, ['token']),
    response: answers({ 200: status(['confirmed', 'invalid-link']) }),
  },
  unsubscribe: {
    summary:
      "Unsubscribe (the page's button, or a mail provider's one-click unsubscribe: ?token= with List-Unsubscribe=One-Click)",
    querystring: tokenQuery,
    body: requestShape({ token: text() }),
    response: answers({ 200: status(['unsubscribed', 'invalid-link']) }),
  },
};

import { savedCard } from '../../openapi/account-shapes';
import { SESSION_SECURITY, answers, exactly, json, orNull, requestShape, shape, text } from '../../openapi/shapes';

const saveBody = requestShape(
  {
    paymentDetails: requestShape(
      {
        paymentMethodId: text({
          pattern: '^pm_',
          description: 'made by the browser at the processor: card data never reaches this API',
        }),
      },
      ['paymentMethodId'],
    ),
  },
  ['paymentDetails'],
);
const save = {
  summary: 'Save her card (by its payment method at the processor)',
  security: SESSION_SECURITY,
  body: saveBody,
  response: answers({ 201: json('saved', shape({ paymentDetails: savedCard })) }),
};

/** The saved card's schemas (OpenAPI contract). */
export const paymentMethodSchemas = {
  get: {
    summary: 'Her saved card: brand, last four digits, expiry',
    security: SESSION_SECURITY,
    response: answers({ 200: json('the card, or null', shape({ paymentDetails: orNull(savedCard) })) }),
  },
  saveDefault: save,
  save: { ...save, summary: `${save.summary} (the spec's path)` },
  remove: {
    summary: 'Delete her saved card',
    security: SESSION_SECURITY,
    response: answers({ 200: json('deleted', shape({ success: exactly(true), message: text() })) }),
  },
};

import { answers, exactly, json, shape, text, textOrNull } from '../../openapi/shapes';

/** Payments' schemas (OpenAPI contract). */
export const paymentsSchemas = {
  config: {
    summary: 'Where card payments go: Stripe, the local test processor, or nowhere (with the reason)',
    response: answers({
      200: json(
        'the payments mode',
        shape(
          {
            mode: { type: 'string', enum: ['stripe', 'test-processor', 'disabled'] },
            publishableKey: textOrNull,
            scriptUrl: textOrNull,
            reason: text(),
          },
          ['reason'],
        ),
      ),
    }),
  },
  webhook: {
    summary: "The processor's signed events (Stripe-Signature): payment succeeded, failed or cancelled",
    headers: { type: 'object', properties: { 'stripe-signature': text() } },
    body: { description: "Stripe's event, as raw bytes: the signature is checked over them", type: 'object' },
    response: answers({ 200: json('recorded (a replay changes nothing)', shape({ received: exactly(true) })) }),
  },
};

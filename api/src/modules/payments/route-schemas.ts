import { answers, exactly, json, shape, text, textOrNull } from '../../openapi/shapes';

/** Payments' schemas (OpenAPI contract). */
export const paymentsSchemas = {
  config: {
    summary: 'Whether card payments are available, and where they go: Stripe or the local test processor',
    response: answers({
      200: json(
        'the payments mode',
        shape({
          mode: { type: 'string', enum: ['stripe', 'test-processor', 'disabled'] },
          publishableKey: textOrNull,
          scriptUrl: textOrNull,
        }),
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

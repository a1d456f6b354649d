import { object, string, type InferType } from 'yup';
import { EXPIRY_PATTERN, isCardExpired, passesLuhn } from '../card-input';

const CARD_NUMBER_PATTERN = /^(\d{16}|\d{4} \d{4} \d{4} \d{4})$/;
const CVV_PATTERN = /^\d{3}$/;

/**
 * Payment Card tab and card payment. The expiry check compares with the current month; tests and the
 * server may pass `{ context: { now: Date } }` to validate against another clock.
 */
export const cardSchema = object({
  cardNumber: string()
    .required('Card number is required')
    .matches(CARD_NUMBER_PATTERN, { message: 'Invalid card number', excludeEmptyString: true })
    .test('luhn', 'Invalid card number', (value) => !value || passesLuhn(value.replace(/ /g, ''))),
  cardExpiryDate: string()
    .required('Expiry date is required')
    .matches(EXPIRY_PATTERN, { message: 'Invalid expiry date format', excludeEmptyString: true })
    .test('not-expired', 'Card is expired', (value, context) => {
      const now = (context.options.context as { now?: Date } | undefined)?.now ?? new Date();
      return !value || !isCardExpired(value, now);
    }),
  cardCVV: string()
    .required('CVV is required')
    .matches(CVV_PATTERN, { message: 'Invalid CVV', excludeEmptyString: true }),
});

export type CardInput = InferType<typeof cardSchema>;

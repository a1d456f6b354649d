import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cardSchema, formatCardNumberInput, formatExpiryInput } from 'contracts/schemas';

// The card element's frame checks cards in plain browser JavaScript (browser/card-rules.js); these
// tests hold it to the spec's card form as contracts writes it, message for message.
type Check = (value: string, now?: Date) => { code: string; message: string } | null;
const rules = new Function(
  `${readFileSync(path.join(__dirname, '..', 'browser', 'card-rules.js'), 'utf8')}
  return { formatCardNumber, formatExpiry, cardNumberError, expiryError, cvcError, brandOf };`,
)() as {
  formatCardNumber: (raw: string) => string;
  formatExpiry: (raw: string) => string;
  cardNumberError: Check;
  expiryError: Check;
  cvcError: Check;
  brandOf: (value: string) => string;
};

const now = new Date(2026, 10, 22);
function schemaMessage(field: 'cardNumber' | 'cardExpiryDate' | 'cardCVV', value: string): string | null {
  try {
    cardSchema.validateSyncAt(field, { [field]: value }, { context: { now } });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the card frame checks as the spec card form does', () => {
  it.each([
    '',
    '4242 4242 4242 4242',
    '4242424242424242',
    '4242 4242 4242 4241',
    '4242 4242 4242',
    '4000 0025 0000 3155',
    '4242-4242-4242-4242',
  ])('card number %p', (value) => {
    expect(rules.cardNumberError(value)?.message ?? null).toBe(schemaMessage('cardNumber', value));
  });

  it.each(['', '12/34', '11/26', '10/26', '13/30', '00/30', '1/30', '12/3', '1234'])('expiry %p', (value) => {
    expect(rules.expiryError(value, now)?.message ?? null).toBe(schemaMessage('cardExpiryDate', value));
  });

  it.each(['', '123', '12', '1234', '12a'])('CVC %p', (value) => {
    expect(rules.cvcError(value)?.message ?? null).toBe(schemaMessage('cardCVV', value));
  });

  it.each(['4242424242424242', '4242 4242 42', '42424242424242424242', 'abc4242', ''])(
    'formats %p as the card form does',
    (raw) => {
      expect(rules.formatCardNumber(raw)).toBe(formatCardNumberInput(raw));
    },
  );

  it.each(['1', '12', '123', '1234', '12/34', '12345', '1a2'])('formats expiry %p as the card form does', (raw) => {
    expect(rules.formatExpiry(raw)).toBe(formatExpiryInput(raw));
  });

  it('reports Stripe.js error codes and the brand', () => {
    expect(rules.cardNumberError('')).toEqual({ code: 'incomplete_number', message: 'Card number is required' });
    expect(rules.expiryError('01/20', now)).toEqual({ code: 'invalid_expiry_year_past', message: 'Card is expired' });
    expect(rules.brandOf('4242')).toBe('visa');
    expect(rules.brandOf('5555 5555')).toBe('mastercard');
  });
});

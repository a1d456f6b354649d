import { formatCardNumberInput, formatExpiryInput, isCardExpired, passesLuhn } from '../index';
import { cardSchema, validationErrors } from '../index';

// Validate against a fixed clock: 15 November 2026.
const now = new Date(2026, 10, 15);
const valid = { cardNumber: '4242 4242 4242 4242', cardExpiryDate: '12/28', cardCVV: '123' };
const check = (value: object) => validationErrors(cardSchema, value, { context: { now } });

describe('cardSchema', () => {
  it('accepts a valid card, with or without spaces', async () => {
    await expect(check(valid)).resolves.toBeNull();
    await expect(check({ ...valid, cardNumber: '4000000000000002' })).resolves.toBeNull();
  });

  it.each([
    ['cardNumber', '', 'Card number is required'],
    ['cardNumber', '4242 4242 4242', 'Invalid card number'],
    ['cardNumber', '4242 4242 4242 42424', 'Invalid card number'],
    ['cardNumber', '4242-4242-4242-4242', 'Invalid card number'],
    ['cardNumber', '4242 4242 4242 4241', 'Invalid card number'],
    ['cardExpiryDate', '', 'Expiry date is required'],
    ['cardExpiryDate', '13/28', 'Invalid expiry date format'],
    ['cardExpiryDate', '00/28', 'Invalid expiry date format'],
    ['cardExpiryDate', '1228', 'Invalid expiry date format'],
    ['cardExpiryDate', '10/26', 'Card is expired'],
    ['cardExpiryDate', '12/25', 'Card is expired'],
    ['cardCVV', '', 'CVV is required'],
    ['cardCVV', '12', 'Invalid CVV'],
    ['cardCVV', '1234', 'Invalid CVV'],
    ['cardCVV', '12a', 'Invalid CVV'],
  ])('shows for %s = %p: "%s"', async (field, value, message) => {
    await expect(check({ ...valid, [field]: value })).resolves.toEqual({ [field]: message });
  });

  it('accepts a card that expires this month', async () => {
    await expect(check({ ...valid, cardExpiryDate: '11/26' })).resolves.toBeNull();
  });

  it('uses the real clock without a context: last month is expired, this month is not', async () => {
    const today = new Date();
    const mmyy = (date: Date) =>
      `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getFullYear() % 100).padStart(2, '0')}`;
    const lastMonth = new Date(today.getFullYear(), today.getMonth() - 1, 1);
    await expect(validationErrors(cardSchema, { ...valid, cardExpiryDate: mmyy(today) })).resolves.toBeNull();
    await expect(validationErrors(cardSchema, { ...valid, cardExpiryDate: mmyy(lastMonth) })).resolves.toEqual({
      cardExpiryDate: 'Card is expired',
    });
  });
});

describe('card helpers', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242 4242 4242 4242', '4242 4242 4242 4242'],
    ['42424', '4242 4'],
    ['4242', '4242'],
    ['4242-42ab42', '4242 4242'],
    ['42424242424242421234', '4242 4242 4242 4242'],
    ['', ''],
  ])('formats the card number input %p as %p', (raw, expected) => {
    expect(formatCardNumberInput(raw)).toBe(expected);
  });

  it.each([
    ['1228', '12/28'],
    ['12/28', '12/28'],
    ['12', '12'],
    ['1', '1'],
    ['122', '12/2'],
    ['122834', '12/28'],
    ['', ''],
  ])('formats the expiry input %p as %p', (raw, expected) => {
    expect(formatExpiryInput(raw)).toBe(expected);
  });

  it('checks the Luhn digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000009995')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('treats a card as expired only before the current month', () => {
    expect(isCardExpired('11/26', now)).toBe(false);
    expect(isCardExpired('10/26', now)).toBe(true);
    expect(isCardExpired('01/27', now)).toBe(false);
    expect(isCardExpired('not a date', now)).toBe(false);
  });
});

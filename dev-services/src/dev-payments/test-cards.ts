/**
 * Stripe's test cards and what they do at this processor, as at Stripe (https://docs.stripe.com/testing).
 * A Luhn-valid number that is not on the list is treated as a real card and declined: nothing here
 * ever charges anything.
 */
export type CardOutcome =
  | { kind: 'succeed' }
  | { kind: 'decline'; code: string; declineCode?: string; message: string }
  | { kind: 'challenge' };

export interface TestCard {
  brand: string;
  funding: 'credit' | 'debit' | 'prepaid';
  outcome: CardOutcome;
}

const SUCCEED: CardOutcome = { kind: 'succeed' };
const CHALLENGE: CardOutcome = { kind: 'challenge' };
const declined = (declineCode: string, message: string, code = 'card_declined'): CardOutcome => ({
  kind: 'decline',
  code,
  declineCode,
  message,
});
const GENERIC_DECLINE = 'Your card was declined.';

const TEST_CARDS: Record<string, TestCard> = {
  // Successful payments, by brand.
  '4242424242424242': { brand: 'visa', funding: 'credit', outcome: SUCCEED },
  '4000056655665556': { brand: 'visa', funding: 'debit', outcome: SUCCEED },
  '5555555555554444': { brand: 'mastercard', funding: 'credit', outcome: SUCCEED },
  '2223003122003222': { brand: 'mastercard', funding: 'credit', outcome: SUCCEED },
  '5200828282828210': { brand: 'mastercard', funding: 'debit', outcome: SUCCEED },
  '5105105105105100': { brand: 'mastercard', funding: 'prepaid', outcome: SUCCEED },
  '378282246310005': { brand: 'amex', funding: 'credit', outcome: SUCCEED },
  '371449635398431': { brand: 'amex', funding: 'credit', outcome: SUCCEED },
  '6011111111111117': { brand: 'discover', funding: 'credit', outcome: SUCCEED },
  '6011000990139424': { brand: 'discover', funding: 'credit', outcome: SUCCEED },
  '3056930009020004': { brand: 'diners', funding: 'credit', outcome: SUCCEED },
  '3566002020360505': { brand: 'jcb', funding: 'credit', outcome: SUCCEED },
  '6200000000000005': { brand: 'unionpay', funding: 'credit', outcome: SUCCEED },
  // Declines.
  '4000000000000002': { brand: 'visa', funding: 'credit', outcome: declined('generic_decline', GENERIC_DECLINE) },
  '4000000000009995': {
    brand: 'visa',
    funding: 'credit',
    outcome: declined('insufficient_funds', 'Your card has insufficient funds.'),
  },
  '4000000000009987': { brand: 'visa', funding: 'credit', outcome: declined('lost_card', GENERIC_DECLINE) },
  '4000000000009979': { brand: 'visa', funding: 'credit', outcome: declined('stolen_card', GENERIC_DECLINE) },
  '4000000000000069': {
    brand: 'visa',
    funding: 'credit',
    outcome: { kind: 'decline', code: 'expired_card', message: 'Your card has expired.' },
  },
  '4000000000000127': {
    brand: 'visa',
    funding: 'credit',
    outcome: { kind: 'decline', code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  },
  '4000000000000119': {
    brand: 'visa',
    funding: 'credit',
    outcome: { kind: 'decline', code: 'processing_error', message: 'An error occurred while processing your card.' },
  },
  // 3-D Secure: the bank asks the shopper to authenticate (the challenge page).
  '4000002500003155': { brand: 'visa', funding: 'credit', outcome: CHALLENGE },
  '4000002760003184': { brand: 'visa', funding: 'credit', outcome: CHALLENGE },
  '4000000000003220': { brand: 'visa', funding: 'credit', outcome: CHALLENGE },
};

/** Not a test card: declined, so that a real card number typed here by mistake goes nowhere. */
const REAL_CARD_DECLINE = declined(
  'test_mode_live_card',
  'Your card was declined. Vesna test payments accept only test cards, such as 4242 4242 4242 4242.',
);

export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  if (/^3(0[0-5]|[68])/.test(number)) return 'diners';
  if (/^35/.test(number)) return 'jcb';
  if (/^62/.test(number)) return 'unionpay';
  return 'unknown';
}

export function describeCard(number: string): TestCard {
  return TEST_CARDS[number] ?? { brand: cardBrand(number), funding: 'credit', outcome: REAL_CARD_DECLINE };
}

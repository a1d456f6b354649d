// Vesna test payments, card element: how the card fields format and check what is typed. The same
// rules and messages as the spec's card form (contracts: card-input.ts and schemas/card-schema.ts);
// __tests__/card-rules.test.ts holds this file to them. Joined with card-frame.js into one closure.
/* exported formatCardNumber, formatExpiry, cardNumberError, expiryError, cvcError, brandOf */

/** Digits only, at most 16, in groups of four: "4242424242" → "4242 4242 42". */
function formatCardNumber(raw) {
  var digits = String(raw).replace(/\D/g, '').slice(0, 16);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** MM/YY; the slash appears from the third digit: "1234" → "12/34". */
function formatExpiry(raw) {
  var digits = String(raw).replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? digits.slice(0, 2) + '/' + digits.slice(2) : digits;
}

/** Luhn checksum: catches a mistyped digit before anything is sent. */
function passesLuhn(digits) {
  var sum = 0;
  for (var i = 0; i < digits.length; i += 1) {
    var digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

// Each check answers null or { code, message }: code as Stripe.js names it, message as the spec words it.

function cardNumberError(value) {
  if (!value) return { code: 'incomplete_number', message: 'Card number is required' };
  if (!/^(\d{16}|\d{4} \d{4} \d{4} \d{4})$/.test(value) || !passesLuhn(value.replace(/ /g, ''))) {
    return { code: 'invalid_number', message: 'Invalid card number' };
  }
  return null;
}

/** A card stays valid through its expiry month; YY is read as 20YY. */
function expiryError(value, now) {
  if (!value) return { code: 'incomplete_expiry', message: 'Expiry date is required' };
  var match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(value);
  if (!match) return { code: 'invalid_expiry', message: 'Invalid expiry date format' };
  var today = now || new Date();
  var month = Number(match[1]);
  var year = 2000 + Number(match[2]);
  if (year * 12 + month < today.getFullYear() * 12 + today.getMonth() + 1) {
    return { code: 'invalid_expiry_year_past', message: 'Card is expired' };
  }
  return null;
}

function cvcError(value) {
  if (!value) return { code: 'incomplete_cvc', message: 'CVV is required' };
  if (!/^\d{3}$/.test(value)) return { code: 'invalid_cvc', message: 'Invalid CVV' };
  return null;
}

/** The brand Stripe.js reports in change events, from the first digits. */
function brandOf(value) {
  var digits = String(value).replace(/\D/g, '');
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^3(0[0-5]|[68])/.test(digits)) return 'diners';
  if (/^35/.test(digits)) return 'jcb';
  if (/^62/.test(digits)) return 'unionpay';
  return 'unknown';
}

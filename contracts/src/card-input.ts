// Card input helpers: pure functions without yup, so the payment forms can format what is typed
// (and the main entry can export them) without loading the schemas' entry.

/** MM/YY, read by isCardExpired and by the card schema (not part of the public entry). */
export const EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/(\d{2})$/;

/** Luhn checksum, which catches a mistyped digit before anything reaches the payment provider. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * True when an MM/YY expiry lies before the month of `now`. A card stays valid through its expiry
 * month; YY is read as 20YY.
 */
export function isCardExpired(expiry: string, now: Date = new Date()): boolean {
  const match = EXPIRY_PATTERN.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1;
}

/** What the card number field shows while typing: digits only, at most 16, in groups of four. */
export function formatCardNumberInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 16);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** What the expiry field shows while typing: "1228" → "12/28"; the slash appears from the third digit. */
export function formatExpiryInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

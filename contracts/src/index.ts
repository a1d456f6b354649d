// The one public entry of `contracts`. Module Federation shares this package as a single singleton
// module, so everything a remote, the shell or the API needs is re-exported here and imported as
// `from 'contracts'`, never from a file path inside the package.

// Entity types (spec section 3)
export * from './types/catalog';
export * from './types/banner';
export * from './types/cart';
export * from './types/customer';
export * from './types/account';
export * from './types/api-error';

// Business constants (spec section 9) and API paths (section 7)
export * from './constants/catalog';
export * from './constants/size-guide';
export * from './constants/order';
export * from './constants/weekdays';
export * from './constants/identifiers';
export * from './constants/ui-behaviour';
export * from './constants/api-paths';

// Helpers
export * from './money';
export * from './cart-item-key';
export * from './product-id';

// Form schemas (spec section 5), shared by the forms and the API
export * from './schemas/login-schema';
export * from './schemas/registration-schema';
export * from './schemas/newsletter-schema';
export * from './schemas/contact-schema';
export * from './schemas/billing-schema';
export * from './schemas/shipping-schema';
export * from './schemas/address-schema';
export * from './schemas/password-schema';
export * from './schemas/feedback-schema';
export * from './schemas/profile-info-schema';
export * from './schemas/card-schema';
export * from './schemas/validation-errors';

// The main public entry of `contracts`: types, constants and helpers, imported as `from 'contracts'`.
// Module Federation shares it as a singleton loaded on every first visit, so nothing here may import
// yup. The form schemas are the second entry, `from 'contracts/schemas'` (src/schemas/index.ts).
// Never import a file path inside the package.

// Entity types (spec section 3)
export * from './types/catalog';
export * from './types/banner';
export * from './types/cart';
export * from './types/customer';
export * from './types/account';
export * from './types/account-api';
export * from './types/server-render';
export * from './types/api-error';
export * from './types/cart-api';
export * from './types/feedback-api';
export * from './types/checkout-api';
export * from './types/contact-newsletter-api';
export * from './types/store-map';

// Business constants (spec section 9) and API paths (section 7)
export * from './constants/catalog';
export * from './constants/order';
export * from './constants/weekdays';
export * from './constants/identifiers';
export * from './constants/ui-behaviour';
export * from './constants/api-paths';
export * from './constants/route-redirects';

// The one route table, its matcher, the head and the sitemap (src/routes)
export * from './routes';
export * from './constants/share-image';
export * from './constants/photos';

// Helpers
export * from './money';
export * from './cart-item-key';
export * from './product-id';
export * from './text';
export * from './return-path';

// The shop's contact details and service times
export * from './shop-details';

// Not here, to keep them off every first visit: the card input helpers (`contracts/schemas`, beside the
// card schema; the processor's frame formats what is typed), the product page's meta description and
// JSON-LD (`contracts/seo`, for mf-product and the API), its size guide (`contracts/size-guide`) and the order
// statuses' words (`contracts/order-status`, for mf-account, mf-backoffice and the API).

// The yup schemas are NOT re-exported here: they live in the second entry `contracts/schemas`
// (src/schemas/index.ts), shared as its own singleton and loaded only by the pages that validate,
// so yup (~13 KB gz) stays off the first visit.
export * from './tracking-url';

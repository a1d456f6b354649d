// The third public entry of `contracts`, imported as `from 'contracts/staff'`: what the back office
// (mf-backoffice) and the API's staff routes agree on. Shopper code never imports it.
export * from './staff-api-paths';
export * from './staff-roles';
export * from './staff-types';
export * from './staff-schemas';
export * from './product-admin-schemas';
export * from './customer-admin';
export * from './dashboard';
export * from './order-admin-types';
export * from './order-admin-schemas';
export * from './discount-code-schemas';
// Kyiv's wall-clock time for a discount code's start and end: the back office's fields and the API's rules.
export * from './kyiv-time';

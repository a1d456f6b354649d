// `import ... from 'contracts/order-status'`: what an order's status reads as to the shopper (mf-account) and the
// staff (mf-backoffice), and which statuses count as paid (the API). Kept out of the main entry, which is on every
// first visit; found by extension like contracts/schemas.ts and bundled by whoever imports it. jest maps it in
// config/jest.preset.js.
export * from './src/order-status';

// `import ... from 'contracts/seo'`: a product page's meta description and schema.org JSON-LD, for the
// API (the HTML crawlers read) and mf-product (the head after a client-side navigation). Kept out of the
// main entry, which is on every first visit; found by extension like contracts/schemas.ts, and bundled
// by the remote that imports it (pure functions: nothing to share). jest maps it in config/jest.preset.js.
export * from './src/product-structured-data';
// The product page's first photo: the gallery's sizes and colour rule, and its preload in the head.
export * from './src/product-page-photo';

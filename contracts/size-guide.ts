// `import ... from 'contracts/size-guide'`: the size guide's measurements (spec section 9), for mf-product's
// Size Guide dialog. Kept out of the main entry, which is on every first visit; found by extension like
// contracts/schemas.ts and bundled by the remote that imports it. jest maps it in config/jest.preset.js.
export * from './src/constants/size-guide';

// `import ... from 'contracts/settings'`: every environment variable in one typed schema and its check at start,
// found by extension like contracts/schemas.ts; jest maps the subpath itself (config/jest.preset.js).
// Server-side only: no front end imports it.
export * from './src/settings';

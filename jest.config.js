// `npm run test:unit` runs every package's jest project in one process pool.
module.exports = {
  projects: [
    '<rootDir>/contracts',
    '<rootDir>/shared-ui',
    '<rootDir>/api',
    '<rootDir>/shell',
    '<rootDir>/mf-catalog',
    '<rootDir>/mf-product',
    '<rootDir>/mf-checkout',
    '<rootDir>/mf-account',
    '<rootDir>/mf-content',
  ],
};

// `npm run test:unit` runs every package's jest project in one process pool.
module.exports = {
  // jest 30 takes testTimeout from here only (a project's own, as api/jest.config.js sets, counts only when jest
  // runs in that folder); the API's and dev-services' tests start processes and PGlite, slow on a busy machine.
  testTimeout: 30000,
  projects: [
    '<rootDir>/contracts',
    '<rootDir>/shared-ui',
    '<rootDir>/api',
    '<rootDir>/dev-services',
    '<rootDir>/scripts',
    '<rootDir>/shell',
    '<rootDir>/mf-catalog',
    '<rootDir>/mf-product',
    '<rootDir>/mf-checkout',
    '<rootDir>/mf-account',
    '<rootDir>/mf-content',
    '<rootDir>/mf-backoffice',
  ],
};

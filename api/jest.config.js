// The shared preset plus one PGlite template database per run (see src/test-support/).
const preset = require('../config/jest.preset')({ dir: __dirname, name: 'api' });

module.exports = {
  ...preset,
  // ESM-only dependencies of @fastify/static (jest cannot require(esm) on Node 20), and PGlite, whose
  // CommonJS build loads node built-ins with import(), which jest's VM refuses without a Node flag.
  // Google sign-in: openid-client, oauth4webapi and jose are ESM-only; @fastify/cookie
  // loads `cookie` with import() (same VM limitation), so swc compiles them to CommonJS too.
  transformIgnorePatterns: [
    '/node_modules/(?!(jotai|content-disposition|cookie|@electric-sql/pglite|@fastify/cookie|openid-client|oauth4webapi|jose)/)',
  ],
  transform: { ...preset.transform, '^.+\\.cjs$': Object.values(preset.transform)[0] },
  globalSetup: '<rootDir>/src/test-support/global-setup.ts',
  globalTeardown: '<rootDir>/src/test-support/global-teardown.ts',
  // PGlite is a WebAssembly PostgreSQL; a file's first query can take a moment on a busy machine.
  testTimeout: 30000,
};

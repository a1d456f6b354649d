// Shared jest settings: swc transforms TypeScript and the ESM-only packages (jotai 3), and the
// workspace packages resolve to their sources so no build is needed before a test run.
const path = require('node:path');
const root = path.resolve(__dirname, '..');

const transform = {
  '^.+\\.(t|j)sx?$|\\.mjs$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2022',
        transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
      },
      module: { type: 'commonjs' },
    },
  ],
};

/** @param {{ dir: string, environment?: 'node' | 'jsdom', name: string }} options */
module.exports = function jestProject({ dir, environment = 'node', name }) {
  return {
    displayName: name,
    rootDir: dir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}', '<rootDir>/seed/**/__tests__/**/*.test.ts'],
    transform,
    transformIgnorePatterns: ['/node_modules/(?!(jotai)/)'],
    moduleNameMapper: {
      '^contracts$': path.join(root, 'contracts/src/index.ts'),
      // The schemas' entry (contracts/schemas.ts at the package root re-exports this file).
      '^contracts/schemas$': path.join(root, 'contracts/src/schemas/index.ts'),
      // The back office's paths, roles, types and schemas (contracts/staff.ts); shopper code never imports it.
      '^contracts/staff$': path.join(root, 'contracts/src/staff/index.ts'),
      // What the API and the stand-in servers of dev-services/ agree on (contracts/dev-services.ts).
      '^contracts/dev-services$': path.join(root, 'contracts/src/dev-services/index.ts'),
      // Every environment variable in one typed schema, checked at start (contracts/settings.ts).
      '^contracts/settings$': path.join(root, 'contracts/src/settings/index.ts'),
      // A product page's meta description, JSON-LD and first photo (contracts/seo.ts re-exports both files).
      '^contracts/seo$': path.join(root, 'contracts/seo.ts'),
      // The size guide's measurements (contracts/size-guide.ts).
      '^contracts/size-guide$': path.join(root, 'contracts/src/constants/size-guide.ts'),
      // An order status's words and which statuses count as paid (contracts/order-status.ts).
      '^contracts/order-status$': path.join(root, 'contracts/src/order-status.ts'),
      // The UI kit (src/index.ts) and the singleton (shared-ui/state.ts at the package root re-exports
      // src/singleton.ts).
      '^shared-ui$': path.join(root, 'shared-ui/src/index.ts'),
      '^shared-ui/state$': path.join(root, 'shared-ui/src/singleton.ts'),
      // The hydration gate (shared-ui/hydration-gate.ts at the package root re-exports this file).
      '^shared-ui/hydration-gate$': path.join(root, 'shared-ui/src/hydration/hydration-gate.ts'),
      // Tests' entry: the axios instance behind the lazy apiClient (shared-ui/testing.ts).
      '^shared-ui/testing$': path.join(root, 'shared-ui/testing.ts'),
      '\\.(css|woff2?|png|svg|jpe?g)$': 'identity-obj-proxy',
    },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(root, 'config/jest.setup-dom.js')] : [],
  };
};

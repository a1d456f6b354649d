// The shared preset; the processor's browser scripts run in jsdom where a test says so (@jest-environment).
const preset = require('../config/jest.preset')({ dir: __dirname, name: 'dev-services' });

module.exports = {
  ...preset,
  // oidc-provider and its ESM-only dependencies (jest cannot require(esm) on Node 20): swc compiles them.
  transformIgnorePatterns: ['/node_modules/(?!(jotai|content-disposition|cookie|oidc-provider|jose)/)'],
  transform: { ...preset.transform, '^.+\\.cjs$': Object.values(preset.transform)[0] },
  // Each test file starts real servers on free ports (and some the whole dev-services process).
  testTimeout: 30000,
};

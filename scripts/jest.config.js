// Tests of the repository's scripts (what `npm start` and `npm run build` run), with the shared preset.
const preset = require('../config/jest.preset')({ dir: __dirname, name: 'scripts' });

module.exports = { ...preset, testMatch: ['<rootDir>/__tests__/**/*.test.ts'] };

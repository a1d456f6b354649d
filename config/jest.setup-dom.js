// react-router 7 needs TextEncoder in jsdom; Testing Library's matchers for every component test.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
require('@testing-library/jest-dom');

/* global afterEach */
// Each test starts from an empty tab: the browser's query cache keeps answers across renders by design.
afterEach(() => {
  require('shared-ui').browserQueryCache?.clear();
});

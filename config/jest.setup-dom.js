// react-router 7 needs TextEncoder in jsdom; Testing Library's matchers for every component test.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
require('@testing-library/jest-dom');

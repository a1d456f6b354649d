// react-router 7 needs TextEncoder in jsdom; Testing Library's matchers for every component test.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
require('@testing-library/jest-dom');

/* global afterEach */
// Each test starts from an empty tab: the browser's query client keeps answers across renders by design.
afterEach(() => {
  require('shared-ui/state').browserQueryClient?.clear();
});

// TanStack Query tells its observers on a timer (setTimeout 0) in the browser; in tests it tells them in
// the same task, so an answer given inside act() is on screen when act returns, as with React state.
require('@tanstack/react-query').notifyManager.setScheduler(queueMicrotask);

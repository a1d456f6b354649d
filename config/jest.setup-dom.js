// react-router 7 needs TextEncoder in jsdom; Testing Library's matchers for every component test.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
require('@testing-library/jest-dom');

// findBy and waitFor wait 5 s, not Testing Library's 1 s: CI runs 4 jest workers and a browser on 2 cores, where a
// debounced search after typing an e-mail address took over a second to ask (2026-12-04). A passing test is no
// slower; only a failing one waits longer.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });

/* global afterEach */
// Each test starts from an empty tab: the browser's query client keeps answers across renders by design.
afterEach(() => {
  require('shared-ui/state').browserQueryClient?.clear();
});

// TanStack Query tells its observers on a timer (setTimeout 0) in the browser; in tests it tells them in
// the same task, so an answer given inside act() is on screen when act returns, as with React state.
require('@tanstack/react-query').notifyManager.setScheduler(queueMicrotask);

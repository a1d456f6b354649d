// Until the page has hydrated, a click on the server's markup is held and clicked again once it has: the
// gate is index.html's first script (shared-ui/src/hydration/head-script.ts), listening before this file
// arrives. This file is loaded `async` (shell/webpack.config.js), so it can run while the parser is still
// writing the server's page.
const parsing = document.readyState === 'loading';

/** Resolves once the parser has written the whole server page: React hydrates nothing before then. */
const parsed = new Promise<void>((resolve) => {
  if (!parsing) resolve();
  else document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
});

// Async boundary: shared singletons are negotiated before any of the app's imports run.
//
// Started once the parser has written and the browser has painted the server's page: its largest image then
// shows before start-up asks for React and the shared chunks and takes the main thread to hydrate. A hidden tab
// paints no frame, so a timer starts it there.
//
// Start-up evaluates a few hundred kilobytes of modules. In one go that is one task the page cannot answer in
// (Lighthouse counts it as blocking time); so React, then the shared libraries, then the app are evaluated in
// tasks of their own, with the browser free to handle input and paint between them.
let started = false;
function start() {
  if (started) return;
  started = true;
  void import('react-dom/client')
    .then(nextTask)
    .then(() => import('shared-ui/state'))
    .then(nextTask)
    .then(() => import('react-router-dom'))
    .then(nextTask)
    .then(() => import('./bootstrap'));
}

/** Resolves in a new task (after input and rendering had their turn), not in this one's microtasks. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}
void parsed.then(() => {
  requestAnimationFrame(() => setTimeout(start));
  setTimeout(start, 200);
});

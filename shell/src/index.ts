import { holdEarlyClicks } from './composition/early-clicks';

// Until the page has hydrated, a click on the server's markup is held and clicked again once it has
// (composition/early-clicks.ts): from the first moment, not only once start-up has loaded.
const root = document.getElementById('root');
if (root?.hasChildNodes()) holdEarlyClicks(root);

// Async boundary: shared singletons are negotiated before any of the app's imports run.
//
// Started once the browser has painted the server's page: its largest image then shows before start-up
// asks for React and the shared chunks and takes the main thread to hydrate. A hidden tab paints no
// frame, so a timer starts it there.
let started = false;
function start() {
  if (started) return;
  started = true;
  void import('./bootstrap');
}
requestAnimationFrame(() => setTimeout(start));
setTimeout(start, 200);

// The render worker's entry: the API starts it as a worker thread (one per remotes.json it serves) and
// sends it page requests. The async boundary lets Module Federation set up the shared modules first.
import('./render-worker-main');

import { parentPort, workerData } from 'node:worker_threads';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  ROUTES,
  pageIdOf,
  type FromRenderWorker,
  type RenderRequest,
  type RenderWorkerData,
  type ToRenderWorker,
} from 'contracts';
import { chooseApiTransport } from 'shared-ui/state';
import { parseRemotesConfig } from '../composition/load-remotes-config';
import { registerRuntimePlugins } from '../composition/register-remotes';
import { fallbackPageModule } from '../composition/runtime-plugin/fallback';
import { createInProcessTransport } from './in-process-transport';
import { createPageRenderer } from './render-page';
import { inRenderScope } from './render-scope';
import { withDeadline } from './with-deadline';

/**
 * One render worker of the API's pool: the remotes of one remotes.json (and one build of each), registered
 * once with the browser's runtime plugins and loaded before the worker says it is ready, so its first
 * answers are whole pages, not skeletons. Its loaders reach the API through messages (in-process-transport.ts),
 * never HTTP. Each render runs in a scope of its own; a `cancel` aborts it: its data requests, then React.
 */
const { remotes: remotesJson, regionDeadlineMs } = workerData as RenderWorkerData;
const port = parentPort;
if (!port) throw new Error('render-worker runs as a worker thread');
const post = (message: FromRenderWorker) => port.postMessage(message);

/** How long warming may take before the worker takes requests anyway (a remote that is down renders its fallback). */
const WARM_UP_MS = 8000;

const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

// Chosen before anything asks the API: every request of this worker's renders goes to the API in process.
const { transport, answer } = createInProcessTransport(post);
chooseApiTransport(transport);
// The fallback plugin's line names the page, e.g. "[shell] Catalogue (mf_catalog/CollectionPage) could not be loaded".
registerRuntimePlugins({
  log: (message, error) =>
    post({
      type: 'log',
      level: 'warn',
      message: `server rendering: ${String(message).replace(/^\[shell\] /, '')}${error ? ` (${describe(error)})` : ''}`,
      remote: /\((\w+)\//.exec(String(message))?.[1],
    }),
});
const remotes = parseRemotesConfig(remotesJson);
registerRemotes(remotes);
const render = createPageRenderer({ remotes, regionDeadlineMs });

/**
 * Loads every page of the route table once; answers the ids that could not be loaded. The back office's pages
 * (audience `staff`) are left out: they are rendered in the browser only, and their remote has no server build.
 */
async function warmUp(): Promise<string[]> {
  const pageIds = [...new Set(ROUTES.filter((route) => route.audience !== 'staff').map(pageIdOf))];
  const loaded = await Promise.all(
    pageIds.map(async (id) => {
      const module = await withDeadline(
        loadRemote(id).catch(() => null),
        WARM_UP_MS,
      );
      return module && module !== 'timeout' && module !== fallbackPageModule ? null : id;
    }),
  );
  return loaded.filter((id): id is string => id !== null);
}

const running = new Map<number, AbortController>();

function start({ id, url, origin, newGuest }: RenderRequest): void {
  const controller = new AbortController();
  running.set(id, controller);
  const { signal } = controller;
  inRenderScope({ id, signal }, () => render(url, { origin, newGuest: newGuest === true, signal }))
    .then(
      (page) => post(signal.aborted ? { type: 'cancelled', id } : { type: 'rendered', id, page }),
      // The message goes to the API's log only; the shopper gets the page rendered in the browser.
      (error: unknown) =>
        post(signal.aborted ? { type: 'cancelled', id } : { type: 'failed', id, error: describe(error) }),
    )
    .finally(() => running.delete(id));
}

port.on('message', (message: ToRenderWorker) => {
  if (message.type === 'api-answer') answer(message);
  else if (message.type === 'cancel') running.get(message.id)?.abort();
  else if (message.type === 'render') start(message);
});

void warmUp().then((failed) => post({ type: 'ready', failed }));

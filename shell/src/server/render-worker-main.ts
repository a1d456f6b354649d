import { parentPort, workerData } from 'node:worker_threads';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RenderRequest, RenderResponse, RenderWorkerData, RenderWorkerReady } from 'contracts';
import { setApiOrigin } from 'shared-ui';
import { parseRemotesConfig } from '../composition/load-remotes-config';
import { createPageRenderer } from './render-page';

/**
 * One render worker: the remotes of one remotes.json, registered once (their server builds are cached
 * by the MF runtime for the worker's life), and the API reached on `apiOrigin` without a cookie.
 */
const { remotes: remotesJson, apiOrigin, regionDeadlineMs } = workerData as RenderWorkerData;
const port = parentPort;
if (!port) throw new Error('render-worker runs as a worker thread');

const remotes = parseRemotesConfig(remotesJson);
setApiOrigin(apiOrigin);
registerRemotes(remotes);
const render = createPageRenderer({ remotes, regionDeadlineMs });

port.on('message', (request: RenderRequest) => {
  render(request.url, { newGuest: request.newGuest === true }).then(
    (page): void => port.postMessage({ id: request.id, ...page } satisfies RenderResponse),
    (error: unknown): void => {
      // The message goes to the API's log only; the shopper gets the page rendered in the browser.
      const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      port.postMessage({ id: request.id, ok: false, error: message } satisfies RenderResponse);
    },
  );
});
port.postMessage({ ready: true } satisfies RenderWorkerReady);

import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_FRIENDLY_NAMES, REMOTE_NAMES, type RemoteName } from '../remote-names';
import { RemoteFallbackPage } from '../remote-unavailable';
import { SharedVersionMismatchError } from './shared-version-guard';

/**
 * A named MF runtime plugin: when a page of a remote cannot be loaded (its origin is down, its
 * manifest or entry is broken, it was refused for a shared-ui it was not built against), the runtime
 * asks `errorLoadRemote`; the answer here is a stand-in page module, so the route shows "This part
 * of the shop is unavailable right now." with Retry instead of an error. Only the final load
 * (`lifecycle: 'onLoad'`) is answered: a manifest that failed (`afterResolve`) gets no substitute
 * manifest, so the runtime gives up on it and reaches `onLoad` with the error.
 */
export const FALLBACK_PLUGIN_NAME = 'vesna-fallback-plugin';

type ErrorLoadRemoteHook = NonNullable<ModuleFederationRuntimePlugin['errorLoadRemote']>;
type ErrorLoadRemoteArgs = Parameters<ErrorLoadRemoteHook>[0];

/** What `loadRemote` resolves to in place of the page: a module with a default export. */
export const fallbackPageModule = { default: RemoteFallbackPage };

const PAGE_ID = /^(?<remote>[A-Za-z_$][\w$]*)\/(?<expose>\w+Page)$/;

function remoteOf(id: string): RemoteName | null {
  const remote = PAGE_ID.exec(id)?.groups?.remote;
  return (REMOTE_NAMES as readonly string[]).includes(remote ?? '') ? (remote as RemoteName) : null;
}

export type FallbackOptions = { log?: (...message: unknown[]) => void };

export function fallbackPlugin({ log = console.error }: FallbackOptions = {}): ModuleFederationRuntimePlugin {
  return {
    name: FALLBACK_PLUGIN_NAME,
    errorLoadRemote: (async ({ id, error, lifecycle }: ErrorLoadRemoteArgs) => {
      if (lifecycle !== 'onLoad') return undefined;
      const remote = remoteOf(id);
      if (!remote) return undefined; // not a page of the route table: let the caller see the error
      if (error instanceof SharedVersionMismatchError) {
        log(`[shell] ${REMOTE_FRIENDLY_NAMES[remote]} (${id}) refused: ${error.message}`);
      } else {
        log(`[shell] ${REMOTE_FRIENDLY_NAMES[remote]} (${id}) could not be loaded`, error);
      }
      return fallbackPageModule;
    }) as ErrorLoadRemoteHook,
  };
}

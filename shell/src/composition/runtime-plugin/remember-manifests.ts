import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { rememberLoadedManifest, type BrowserManifest } from '../remote-builds';

export const REMEMBER_MANIFESTS_PLUGIN_NAME = 'vesna-remember-manifests';

/**
 * A named MF runtime plugin that keeps each remote's manifest as the runtime loaded it, so the shell can
 * tell whether the build it is about to hydrate is the one the server rendered (composition/remote-builds.ts).
 * It changes nothing the runtime does: the hook hands its arguments back as they came.
 */
export function rememberManifestsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: REMEMBER_MANIFESTS_PLUGIN_NAME,
    loadRemoteSnapshot(args) {
      if (args.manifestJson) {
        rememberLoadedManifest(args.moduleInfo.name, args.manifestJson as unknown as BrowserManifest);
      }
      return args;
    },
  };
}

import { registerGlobalPlugins, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemotesConfig, type RemoteDefinition } from './load-remotes-config';
import { fallbackPlugin, type FallbackOptions } from './runtime-plugin/fallback';
import { rememberManifestsPlugin } from './runtime-plugin/remember-manifests';
import { retryPlugin } from './runtime-plugin/retry';
import { sharedVersionGuard } from './runtime-plugin/shared-version-guard';

let registration: Promise<void> | null = null;
let pluginsRegistered = false;

/**
 * Registers the runtime plugins and every remote of remotes.json with the shell's MF instance, once.
 * The shared-version guard is global: it must also be part of each remote's MF instance, which the
 * runtime creates when that remote's entry first loads (after this). Remote routes await this
 * before `loadRemote`, so the app renders without waiting for it. `known` (the server-rendered page's
 * remotes) is used instead of fetching remotes.json. When remotes.json could not be
 * read, the promise is forgotten so the next Retry reads it again.
 */
export function ensureRemotesRegistered(known?: readonly RemoteDefinition[]): Promise<void> {
  if (!pluginsRegistered) {
    registerRuntimePlugins();
    pluginsRegistered = true;
  }
  if (!registration) {
    registration = (async () => {
      // A server-rendered page names the remotes it was rendered with: hydrate with those builds.
      const remotes = known ?? (await loadRemotesConfig());
      registerRemotes([...remotes]);
    })();
    registration.catch(() => {
      registration = null;
    });
  }
  return registration;
}

/**
 * The shop's runtime plugins (retry, fallback, shared-version guard, manifests), registered once per MF
 * instance: by the browser's shell here, and by each server render worker, so a remote fails the same way
 * on both sides. `fallback.log`: where the server sends its line about a remote that failed.
 */
export function registerRuntimePlugins(fallback: FallbackOptions = {}): void {
  registerGlobalPlugins([sharedVersionGuard()]);
  registerPlugins([retryPlugin(), fallbackPlugin(fallback), rememberManifestsPlugin()]);
}

/** Test hook: forget the registration so each test starts from a cold shell. */
export function resetRemoteRegistrationForTests(): void {
  registration = null;
  pluginsRegistered = false;
}

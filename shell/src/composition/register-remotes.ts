import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemotesConfig } from './load-remotes-config';
import { retryPlugin } from './runtime-plugin/retry';

let registration: Promise<void> | null = null;

/**
 * Registers the retry plugin and every remote of remotes.json with the shell's MF instance, once.
 * Remote routes await this before `loadRemote`, so the app renders without waiting for it; when
 * remotes.json could not be read, the promise is forgotten so the next Retry reads it again.
 */
export function ensureRemotesRegistered(): Promise<void> {
  if (!registration) {
    registration = (async () => {
      registerPlugins([retryPlugin()]);
      const remotes = await loadRemotesConfig();
      registerRemotes(remotes);
    })();
    registration.catch(() => {
      registration = null;
    });
  }
  return registration;
}

/** Test hook: forget the registration so each test starts from a cold shell. */
export function resetRemoteRegistrationForTests(): void {
  registration = null;
}

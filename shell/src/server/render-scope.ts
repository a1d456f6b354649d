import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * One render's own state in the worker, found from anywhere inside it (AsyncLocalStorage follows the render
 * through every await): its id, which the API's log and cancels use, and its AbortSignal (the API cancels a render
 * past its deadline, and every request the render still waits for with it). What a render reads is de-duplicated by
 * its query client, not here.
 */
export interface RenderScope {
  id: number;
  signal: AbortSignal;
}

const scopes = new AsyncLocalStorage<RenderScope>();

export function inRenderScope<T>(scope: RenderScope, work: () => Promise<T>): Promise<T> {
  return scopes.run(scope, work);
}

/** The render the caller runs in, if any. */
export function currentRenderScope(): RenderScope | undefined {
  return scopes.getStore();
}

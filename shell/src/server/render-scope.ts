import { AsyncLocalStorage } from 'node:async_hooks';
import type { ApiResponse } from 'shared-ui';

/**
 * One render's own state in the worker, found from anywhere inside it (AsyncLocalStorage follows the
 * render through every await): its id, its AbortSignal (the API cancels a render past its deadline) and the
 * answers its data requests got, by URL. The page's loaders, the breadcrumb and the head asking for the
 * same product within one render make one read; two renders never share answers.
 */
export interface RenderScope {
  id: number;
  signal: AbortSignal;
  answers: Map<string, Promise<ApiResponse<unknown>>>;
}

const scopes = new AsyncLocalStorage<RenderScope>();

export function inRenderScope<T>(scope: Omit<RenderScope, 'answers'>, work: () => Promise<T>): Promise<T> {
  return scopes.run({ ...scope, answers: new Map() }, work);
}

/** The render the caller runs in, if any. */
export function currentRenderScope(): RenderScope | undefined {
  return scopes.getStore();
}

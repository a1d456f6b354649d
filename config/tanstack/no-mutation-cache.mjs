// Stands in for TanStack Query's MutationCache in the browser builds. The shop runs no mutation through the
// library (a change is an API call, then setQueryData or invalidateQueries; shared-ui exports no
// useMutation, and the back office has its own hook), yet every QueryClient builds a MutationCache, which
// brings the Mutation class with it: -1.2 KB brotli on every first visit (docs/performance.md). What the
// QueryClient and hydration call (isMutating, resumePausedMutations, clear, dehydrate, hydrate) sees an
// empty cache; building a mutation says why it cannot. `no-mutation-cache.test.ts` runs a client on it.
export class MutationCache {
  #listeners = new Set();

  constructor(config = {}) {
    this.config = config;
  }

  build() {
    throw new Error('The shop builds no TanStack mutation: see config/tanstack/no-mutation-cache.mjs');
  }

  getAll() {
    return [];
  }

  find() {
    return undefined;
  }

  findAll() {
    return [];
  }

  clear() {}

  notify() {}

  subscribe(listener) {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  hasListeners() {
    return this.#listeners.size > 0;
  }

  resumePausedMutations() {
    return Promise.resolve();
  }
}

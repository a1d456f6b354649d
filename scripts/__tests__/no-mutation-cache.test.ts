import { readFileSync } from 'node:fs';
import path from 'node:path';
import { QueryClient, dehydrate, hydrate } from '@tanstack/query-core';
import { MutationCache } from '../../config/tanstack/no-mutation-cache.mjs';

// The browser builds put config/tanstack/no-mutation-cache.mjs where query-core has its MutationCache
// (config/webpack.common.js): the shop's query client must work on it as it does on the library's.
const queryCore = path.join(__dirname, '..', '..', 'node_modules', '@tanstack', 'query-core', 'build', 'modern');

describe('the browser builds’ empty mutation cache', () => {
  it('stands where query-core keeps its MutationCache', () => {
    expect(readFileSync(path.join(queryCore, 'queryClient.js'), 'utf8')).toContain('from "./mutationCache.js"');
  });

  it('has every method the query client and hydration call on a mutation cache', () => {
    const called = new Set<string>();
    for (const file of ['queryClient.js', 'hydration.js']) {
      const source = readFileSync(path.join(queryCore, file), 'utf8');
      for (const [, method] of source.matchAll(/(?:#mutationCache|getMutationCache\(\)|\bmutationCache)\.(\w+)\(/g))
        called.add(method);
    }
    expect(called.size).toBeGreaterThan(3);
    const cache = new MutationCache() as unknown as Record<string, unknown>;
    expect([...called].filter((method) => typeof cache[method] !== 'function')).toEqual([]);
  });

  it('runs queries, hydration and a reset on it, and refuses to build a mutation, saying why', async () => {
    const client = new QueryClient({ mutationCache: new MutationCache() });
    await expect(client.fetchQuery({ queryKey: ['product', '100001'], queryFn: async () => 'dress' })).resolves.toBe(
      'dress',
    );
    expect(client.isMutating()).toBe(0);
    await expect(client.resumePausedMutations()).resolves.toBeUndefined();

    const state = dehydrate(client);
    expect(state.mutations).toEqual([]);
    const browser = new QueryClient({ mutationCache: new MutationCache() });
    hydrate(browser, state);
    expect(browser.getQueryData(['product', '100001'])).toBe('dress');

    client.clear();
    expect(client.getQueryData(['product', '100001'])).toBeUndefined();
    expect(() => client.getMutationCache().build(client, {})).toThrow(/builds no TanStack mutation/);
  });
});

import { test, expect } from './fixtures';
import { currentTarget, type Target } from './target';

/**
 * Production builds keep their source maps out of what is served (config/webpack.common.js writes them
 * to sourcemaps/ beside dist/): no bundle names a map, and no map is served, by the API (the shell) or
 * by a remote's static server.
 */
// Titles name the package, not the URL: the runner lists tests before global-setup.ts has found the target.
const served: Array<[string, () => string]> = [
  ['the shell', () => `${currentTarget().origin}/main.js`],
  ...Object.keys(currentTarget().remoteBases).map((key): [string, () => string] => [
    `mf-${key}`,
    () => `${currentTarget().remoteBases[key as keyof Target['remoteBases']]}remoteEntry.js`,
  ]),
];

for (const [name, scriptUrl] of served) {
  test(`${name}'s entry names no source map and its map is not served`, { tag: '@smoke' }, async ({ request }) => {
    const script = scriptUrl();
    const bundle = await request.get(script);
    expect(bundle.status()).toBe(200);
    expect(await bundle.text()).not.toContain('sourceMappingURL');
    expect((await request.get(`${script}.map`)).status()).toBe(404);
  });
}

import { remoteOrigins, test, expect } from './fixtures';

/**
 * Production builds keep their source maps out of what is served (config/webpack.common.js writes them
 * to sourcemaps/ beside dist/): no bundle names a map, and no map is served, by the API (the shell) or
 * by a remote's static server.
 */
const served = [
  { origin: 'http://localhost:3000', script: 'main.js' },
  ...Object.values(remoteOrigins).map((origin) => ({ origin, script: 'remoteEntry.js' })),
];

for (const { origin, script } of served) {
  test(`${origin}/${script} names no source map and its map is not served`, async ({ request }) => {
    const bundle = await request.get(`${origin}/${script}`);
    expect(bundle.status()).toBe(200);
    expect(await bundle.text()).not.toContain('sourceMappingURL');
    expect((await request.get(`${origin}/${script}.map`)).status()).toBe(404);
  });
}

import type { HTTPMethods } from 'fastify';
import { API_BASE_URL, API_PATHS } from 'contracts';
import { useTestApp } from '../test-support/test-app';

// contracts' API_PATHS is the one list of the API's paths: the front end calls them and the routes
// register them. A listed path that no route serves (a typo, or a spec endpoint nobody built) fails here.
const ctx = useTestApp();

const METHODS: HTTPMethods[] = ['GET', 'POST', 'PUT', 'DELETE'];

/** The methods the app serves at `url` (a registered route path, `:params` included). */
function methodsServedAt(url: string): HTTPMethods[] {
  return METHODS.filter((method) => ctx.app.hasRoute({ method, url }));
}

describe('API_PATHS', () => {
  it.each(Object.entries(API_PATHS))('%s (%s) is served under /api', (_name, path) => {
    expect(methodsServedAt(`${API_BASE_URL}${path}`)).not.toEqual([]);
  });

  it('would notice a path that nothing serves', () => {
    // A path nobody built (orders come with checkout): the check above must fail for a path like it.
    expect(methodsServedAt(`${API_BASE_URL}/customers/orders`)).toEqual([]);
    // Registered paths are matched as written, not as URLs: a filled-in parameter is not a route path.
    expect(methodsServedAt(`${API_BASE_URL}/banners/mainBanner`)).toEqual([]);
  });
});

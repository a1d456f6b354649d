// A stand-in for the API under shared-ui's axios instance (axios-mock-adapter). useProductListing calls
// shared-ui's own filterProducts internally, so the grid tests answer at the network edge instead of
// mocking exports; the client's own code (base URL, params serializer) still runs.
import MockAdapter from 'axios-mock-adapter';
import { axiosClient as apiClient } from 'shared-ui/testing';

export type FakeRoute = (url: URL) => unknown | Promise<unknown>;

/** The GET requests a fake answered, as URLs relative to the API base (pathname '/products/filter'). */
export interface FakeApi {
  urls: URL[];
}

let installed: MockAdapter | null = null;

// One fake at a time, and none left behind for the next test.
afterEach(() => {
  installed?.restore();
  installed = null;
});

/** Answers GET requests with `route(url)` (status 200); returns the record of the requested URLs. */
export function fakeApiGet(route: FakeRoute): FakeApi {
  installed?.restore();
  const mock = new MockAdapter(apiClient);
  installed = mock;
  const fake: FakeApi = { urls: [] };
  mock.onGet().reply(async (config) => {
    // The path and the serialised query, without the base URL.
    const url = new URL(
      apiClient.getUri({ ...(config as Parameters<typeof apiClient.getUri>[0]), baseURL: '' }),
      'http://shop.test',
    );
    fake.urls.push(url);
    return [200, await route(url)];
  });
  return fake;
}

/** The requested URLs (path and query) of a fake's calls whose path starts with `prefix`. */
export function requestedUrls(fake: FakeApi, prefix: string): URL[] {
  return fake.urls.filter((url) => url.pathname.startsWith(prefix));
}

/** A promise the test resolves when it wants, to observe loading states. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

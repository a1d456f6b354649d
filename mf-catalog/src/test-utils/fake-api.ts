// A stand-in for the API behind shared-ui's HTTP client. useProductListing calls shared-ui's own
// filterProducts internally, so the grid tests answer at the HTTP client instead of mocking exports.
import { apiClient } from 'shared-ui';

export type FakeRoute = (url: URL) => unknown | Promise<unknown>;

/** Answers GET requests with `route(url)`; returns the spy so tests can read the requested URLs. */
export function fakeApiGet(route: FakeRoute) {
  return jest.spyOn(apiClient, 'get').mockImplementation(async (path: string) => {
    const data = await route(new URL(path, 'http://shop.test/api/'));
    return { data, status: 200, statusText: 'OK', headers: {}, config: {} } as never;
  });
}

/** The requested URLs (path and query) of a fake's calls whose path starts with `prefix`. */
export function requestedUrls(spy: jest.SpyInstance, prefix: string): URL[] {
  return spy.mock.calls
    .map(([path]) => new URL(String(path), 'http://shop.test/api/'))
    .filter((url) => url.pathname.startsWith(prefix));
}

/** A promise the test resolves when it wants, to observe loading states. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

/**
 * Test helper (not a test file): the network under shared-ui's axios instance (axios-mock-adapter),
 * so the section's own code runs down to the request as it leaves the browser: path, query, JSON body.
 * Each test decides the answers, possibly later (a deferred promise), and a request stops waiting when
 * its signal aborts, as in the browser.
 */
import MockAdapter from 'axios-mock-adapter';
import { browserQueryClient } from 'shared-ui/state';
import { axiosClient as apiClient } from 'shared-ui/testing';

export interface SeenRequest {
  method: string;
  /** Path and query as the browser requests them, e.g. /api/comments/product/id?productId=100001. */
  url: string;
  body: unknown;
  signal: AbortSignal | undefined;
}

export interface FakeReply {
  status: number;
  data?: unknown;
}

export type Route = (request: SeenRequest) => FakeReply | Promise<FakeReply>;

let installed: MockAdapter | null = null;

afterEach(() => {
  installed?.restore();
  installed = null;
  // Each test is a new tab: no feedback list kept from the one before.
  browserQueryClient.clear();
});

/** Rejects as soon as the signal aborts, like a browser request that was cancelled. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error('aborted'));
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject);
  });
}

/** Answers every request with `route`; returns the list of requests seen, in order. */
export function installFakeApi(route: Route): SeenRequest[] {
  installed?.restore();
  const mock = new MockAdapter(apiClient);
  installed = mock;
  const requests: SeenRequest[] = [];
  mock.onAny().reply(async (config) => {
    const text = typeof config.data === 'string' ? config.data : '';
    const request: SeenRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: apiClient.getUri(config as Parameters<typeof apiClient.getUri>[0]),
      body: text === '' ? undefined : JSON.parse(text),
      signal: (config.signal as AbortSignal | undefined) ?? undefined,
    };
    requests.push(request);
    const reply = await abortable(Promise.resolve(route(request)), request.signal);
    return [reply.status, reply.data];
  });
  return requests;
}

/** A promise the test resolves when it wants (to hold a request open). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

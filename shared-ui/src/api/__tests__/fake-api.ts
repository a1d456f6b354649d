/**
 * Test helper (not a test file): the network under shared-ui's axios instance, through
 * axios-mock-adapter. The client's own code runs (base URL, params serializer, credentials, JSON
 * bodies, the error interceptor); only the transport is replaced. A test sees every request as it
 * would leave the browser (method, full URL with its query, JSON body, credentials, headers) and
 * decides each answer, possibly later (to look at the page while a request is on its way). Like the
 * browser, a request stops waiting as soon as its signal aborts, and `'network'` never answers.
 */
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import MockAdapter from 'axios-mock-adapter';
import { axiosClient as apiClient } from '../axios-client';

export interface SeenRequest {
  method: string;
  /** The URL the browser would request: base URL, path and serialised params. */
  url: string;
  /** The parsed JSON body, undefined when none was sent. */
  body: unknown;
  withCredentials: boolean;
  headers: Record<string, string>;
  signal: AbortSignal | undefined;
}

export interface FakeReply {
  status: number;
  /** The parsed body (a string for a body that is not JSON); left out, an empty body. */
  data?: unknown;
}

/** A reply, or `'network'` for a request that never gets an answer (API down). */
export type Route = (request: SeenRequest) => FakeReply | 'network' | Promise<FakeReply | 'network'>;

export interface FakeApi {
  requests: SeenRequest[];
  /** How the next requests are answered (default: 200 {}). */
  respond(route: Route): void;
  restore(): void;
}

/** Settles like `promise`, or rejects as soon as `signal` aborts (axios then reports a cancel). */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error('aborted'));
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function seen(config: InternalAxiosRequestConfig): SeenRequest {
  const text = typeof config.data === 'string' ? config.data : '';
  return {
    method: (config.method ?? 'get').toUpperCase(),
    url: apiClient.getUri(config),
    body: text === '' ? undefined : JSON.parse(text),
    withCredentials: config.withCredentials === true,
    headers: { ...config.headers.toJSON() } as Record<string, string>,
    signal: (config.signal as AbortSignal | undefined) ?? undefined,
  };
}

export function installFakeApi(): FakeApi {
  const mock = new MockAdapter(apiClient);
  const requests: SeenRequest[] = [];
  let route: Route = () => ({ status: 200, data: {} });

  mock.onAny().reply(async (config) => {
    const request = seen(config as InternalAxiosRequestConfig);
    requests.push(request);
    const reply = await abortable(Promise.resolve(route(request)), request.signal);
    if (reply === 'network') {
      // What the browser adapter rejects with when no answer comes.
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config as InternalAxiosRequestConfig);
    }
    return [reply.status, reply.data];
  });

  return {
    requests,
    respond(next) {
      route = next;
    },
    restore() {
      mock.restore();
    },
  };
}

/** A promise the test resolves when it wants (to hold a request open). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Holds every request `api` receives open until the test answers it: the requests in order, each with its answer. */
export function holdRequests(api: FakeApi) {
  const held: { request: SeenRequest; answer: (reply: FakeReply) => void }[] = [];
  api.respond((request) => {
    const gate = deferred<FakeReply>();
    held.push({ request, answer: gate.resolve });
    return gate.promise;
  });
  return held;
}

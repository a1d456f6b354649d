/**
 * Test helper (not a test file): replaces apiClient's adapter so a test sees every request axios would
 * send (method, full URL, JSON body) and decides each answer, possibly later (to look at the page
 * while a request is on its way).
 */
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '../client';

export interface SeenRequest {
  method: string;
  url: string;
  body: unknown;
  withCredentials: boolean | undefined;
  headers: Record<string, unknown>;
}

export interface FakeReply {
  status: number;
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

export function installFakeApi(): FakeApi {
  const original = apiClient.defaults.adapter;
  const requests: SeenRequest[] = [];
  let route: Route = () => ({ status: 200, data: {} });
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request: SeenRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: apiClient.getUri(config),
      body: typeof config.data === 'string' && config.data !== '' ? JSON.parse(config.data) : config.data,
      withCredentials: config.withCredentials,
      headers: { ...(config.headers as AxiosHeaders).toJSON() },
    };
    requests.push(request);
    const reply = await route(request);
    if (reply === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
    };
    if (reply.status >= 400) {
      throw new AxiosError(`Request failed with status code ${reply.status}`, AxiosError.ERR_BAD_REQUEST, config, null, response);
    }
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return {
    requests,
    respond(next) {
      route = next;
    },
    restore() {
      apiClient.defaults.adapter = original;
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

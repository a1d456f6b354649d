import type { QueryParams } from './query-string';

/**
 * How a request reaches the API. Two implementations, one chosen at start-up (client.ts): axios over HTTP in
 * the browser (browser-transport.ts), and messages to the API's main thread in the server's render worker
 * (the shell's `server/in-process-transport.ts`). The resource files never know which one carries them.
 */
export interface ApiTransport {
  /** Resolves with a 2xx answer; every failure rejects with an ApiRequestError (response, network, cancelled). */
  send<T>(request: ApiRequest): Promise<ApiResponse<T>>;
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One request: a path under /api (`API_PATHS`), its query, its JSON body and headers, and a signal to cancel it. */
export interface ApiRequest {
  method: ApiMethod;
  url: string;
  params?: QueryParams;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** A successful answer: its status and its body, parsed when it was JSON. */
export interface ApiResponse<T> {
  status: number;
  data: T;
}

/**
 * Test helper (not a test file): puts a fake `globalThis.fetch` in place (jsdom has none) so a test
 * sees every request apiClient sends (method, full URL, JSON body, credentials, headers) and decides
 * each answer, possibly later (to look at the page while a request is on its way). Like the real
 * fetch, it rejects with an AbortError when the request's signal aborts, and with a TypeError when
 * the reply is `'network'`.
 */

export interface SeenRequest {
  method: string;
  url: string;
  /** The parsed JSON body, undefined when none was sent. */
  body: unknown;
  credentials: RequestCredentials | undefined;
  headers: Record<string, string>;
  signal: AbortSignal | undefined;
}

export interface FakeReply {
  status: number;
  /** Sent as JSON; a string is sent as it is (a non-JSON body). Left out: an empty body. */
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

function abortError(): Error {
  return Object.assign(new Error('This operation was aborted'), { name: 'AbortError' });
}

/** Rejects as soon as `signal` aborts (the way fetch does), else settles like `promise`. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(abortError());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

export function installFakeApi(): FakeApi {
  const hadFetch = Object.prototype.hasOwnProperty.call(globalThis, 'fetch');
  const original = globalThis.fetch;
  const requests: SeenRequest[] = [];
  let route: Route = () => ({ status: 200, data: {} });

  const fakeFetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const text = typeof init.body === 'string' ? init.body : '';
    const request: SeenRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      url: String(input),
      body: text === '' ? undefined : JSON.parse(text),
      credentials: init.credentials,
      headers: { ...(init.headers as Record<string, string> | undefined) },
      signal: init.signal ?? undefined,
    };
    requests.push(request);
    const reply = await abortable(Promise.resolve(route(request)), request.signal);
    if (reply === 'network') throw new TypeError('Failed to fetch');
    const body =
      reply.data === undefined ? '' : typeof reply.data === 'string' ? reply.data : JSON.stringify(reply.data);
    // Only what apiClient reads of a Response (jsdom has no Response class).
    return {
      ok: reply.status >= 200 && reply.status < 300,
      status: reply.status,
      text: () => abortable(Promise.resolve(body), request.signal),
    } as unknown as Response;
  };
  globalThis.fetch = fakeFetch as typeof fetch;

  return {
    requests,
    respond(next) {
      route = next;
    },
    restore() {
      if (hadFetch) globalThis.fetch = original;
      else delete (globalThis as { fetch?: typeof fetch }).fetch;
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

import type { ApiAbortMessage, ApiAnswerMessage, ApiRequestMessage } from 'contracts';
import { ApiRequestError, responseError, type ApiResponse, type ApiTransport } from 'shared-ui/state';
import { apiUrl } from 'shared-ui';
import { currentRenderScope } from './render-scope';

const cancelled = () => new ApiRequestError('cancelled', 'The render was cancelled');

/** The API's answer as the browser's transport gives it: a 2xx body, or the ApiRequestError of its status. */
function settled(message: ApiAnswerMessage): ApiResponse<unknown> {
  const json = message.contentType?.includes('json') && message.body !== '';
  let data: unknown;
  try {
    data = json ? (JSON.parse(message.body) as unknown) : message.body;
  } catch {
    throw new ApiRequestError('network', `The API's answer to a render was not JSON (${message.status})`);
  }
  if (message.status < 200 || message.status >= 300) throw responseError(message.status, data);
  return { status: message.status, data };
}

/**
 * shared-ui's API transport in the render worker (chosen once at its start-up): each request goes to the
 * API's main thread as a message (`api-request`), which answers it in process through its routes and read
 * cache, no HTTP and no cookie (a page is rendered as a guest sees it). A request made inside a render
 * (render-scope.ts) carries its id, and cancelling the render, or the request's own signal, rejects it and tells the
 * API (`api-abort`). Only GET: a server render reads. Two reads of one thing in a render are one: the render's
 * query client asks once per key.
 */
export function createInProcessTransport(post: (message: ApiRequestMessage | ApiAbortMessage) => void): {
  transport: ApiTransport;
  /** Hands the API's answer to the request waiting for it. */
  answer(message: ApiAnswerMessage): void;
} {
  let nextId = 1;
  const waiting = new Map<number, (message: ApiAnswerMessage) => void>();

  function ask(url: string, renderId: number | null, signal: AbortSignal | undefined): Promise<ApiResponse<unknown>> {
    if (signal?.aborted) return Promise.reject(cancelled());
    const requestId = nextId++;
    return new Promise<ApiResponse<unknown>>((resolve, reject) => {
      const abort = () => {
        if (!waiting.delete(requestId)) return;
        post({ type: 'api-abort', requestId });
        reject(cancelled());
      };
      signal?.addEventListener('abort', abort, { once: true });
      waiting.set(requestId, (message) => {
        signal?.removeEventListener('abort', abort);
        try {
          resolve(settled(message));
        } catch (error) {
          reject(error as Error);
        }
      });
      post({ type: 'api-request', requestId, renderId, method: 'GET', url });
    });
  }

  const transport: ApiTransport = {
    send<T>(request: Parameters<ApiTransport['send']>[0]): Promise<ApiResponse<T>> {
      const url = apiUrl(request);
      if (request.method !== 'GET')
        return Promise.reject(
          new ApiRequestError('network', `a server render only reads: ${request.method} ${url} refused`),
        );
      const scope = currentRenderScope();
      const signals = [scope?.signal, request.signal].filter((signal): signal is AbortSignal => signal !== undefined);
      const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
      return ask(url, scope?.id ?? null, signal) as Promise<ApiResponse<T>>;
    },
  };

  return {
    transport,
    answer(message) {
      const deliver = waiting.get(message.requestId);
      if (!deliver) return;
      waiting.delete(message.requestId);
      deliver(message);
    },
  };
}

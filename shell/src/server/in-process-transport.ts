import type { ApiAbortMessage, ApiAnswerMessage, ApiRequestMessage } from 'contracts';
import { ApiRequestError, apiUrl, responseError, type ApiResponse, type ApiTransport } from 'shared-ui';
import { currentRenderScope } from './render-scope';

const cancelled = () => new ApiRequestError('cancelled', 'The render was cancelled');

/** What a caller waits for: the answer, until its own signal aborts (the answer may still serve others). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(cancelled());
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(cancelled());
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

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
 * cache, no HTTP and no cookie (a page is rendered as a guest sees it). Inside a render (render-scope.ts), a GET
 * already asked by that render is answered from its first answer, and cancelling the render rejects every
 * request it still waits for and tells the API (`api-abort`). Only GET: a server render reads.
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
      if (!scope) return ask(url, null, request.signal) as Promise<ApiResponse<T>>;
      let answer = scope.answers.get(url);
      if (!answer) {
        // Bound to the render, not to the first caller: another caller in the render may still want it.
        answer = ask(url, scope.id, scope.signal);
        scope.answers.set(url, answer);
      }
      return untilAborted(answer, request.signal) as Promise<ApiResponse<T>>;
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

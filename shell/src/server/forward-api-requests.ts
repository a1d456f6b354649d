import type { ApiAbortMessage, ApiAnswerMessage, ApiRequestMessage } from 'contracts';
import type { ApiTransport, ApiTransportAnswer } from 'shared-ui';
import { currentRenderScope } from './render-scope';

/** The rejection of a request whose render was cancelled (or whose caller stopped waiting). */
function abortError(): Error {
  return new DOMException('The render was cancelled', 'AbortError');
}

/** What a caller waits for: the answer, until its own signal aborts (the answer may still serve others). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(abortError());
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(abortError());
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

function parsed(message: ApiAnswerMessage): ApiTransportAnswer {
  const json = message.contentType?.includes('json') && message.body !== '';
  return { status: message.status, data: json ? (JSON.parse(message.body) as unknown) : message.body };
}

/**
 * shared-ui's API transport for the render worker: each request goes to the API's main thread as a
 * message (`api-request`), which answers it in process through its routes and read cache, no HTTP. Inside a
 * render (render-scope.ts), a GET already asked by that render is answered from its first answer, and
 * cancelling the render rejects every request it still waits for and tells the API (`api-abort`). Only GET:
 * a server render reads, as a guest.
 */
export function createForwardingTransport(post: (message: ApiRequestMessage | ApiAbortMessage) => void): {
  transport: ApiTransport;
  /** Hands the API's answer to the request waiting for it. */
  answer(message: ApiAnswerMessage): void;
} {
  let nextId = 1;
  const waiting = new Map<number, (message: ApiAnswerMessage) => void>();

  function send(url: string, renderId: number | null, signal: AbortSignal | undefined): Promise<ApiTransportAnswer> {
    if (signal?.aborted) return Promise.reject(abortError());
    const requestId = nextId++;
    return new Promise<ApiTransportAnswer>((resolve, reject) => {
      const abort = () => {
        if (!waiting.delete(requestId)) return;
        post({ type: 'api-abort', requestId });
        reject(abortError());
      };
      signal?.addEventListener('abort', abort, { once: true });
      waiting.set(requestId, (message) => {
        signal?.removeEventListener('abort', abort);
        try {
          resolve(parsed(message));
        } catch (error) {
          reject(error as Error);
        }
      });
      post({ type: 'api-request', requestId, renderId, method: 'GET', url });
    });
  }

  const transport: ApiTransport = ({ method, url, signal }) => {
    if (method !== 'GET') return Promise.reject(new Error(`a server render only reads: ${method} ${url} refused`));
    const scope = currentRenderScope();
    if (!scope) return send(url, null, signal);
    let answer = scope.answers.get(url);
    if (!answer) {
      // Bound to the render, not to the first caller: another caller in the render may still want it.
      answer = send(url, scope.id, scope.signal);
      scope.answers.set(url, answer);
    }
    return untilAborted(answer, signal);
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

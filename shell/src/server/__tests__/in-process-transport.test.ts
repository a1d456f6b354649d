import type { ApiAbortMessage, ApiRequestMessage } from 'contracts';
import type { ApiRequest } from 'shared-ui/state';
import { createInProcessTransport } from '../in-process-transport';
import { inRenderScope } from '../render-scope';

/** A transport whose posted messages the test reads, and answers by hand. */
function channel() {
  const posted: (ApiRequestMessage | ApiAbortMessage)[] = [];
  const forwarding = createInProcessTransport((message) => posted.push(message));
  const requests = () => posted.filter((message): message is ApiRequestMessage => message.type === 'api-request');
  const reply = (request: ApiRequestMessage, data: unknown) =>
    forwarding.answer({
      type: 'api-answer',
      requestId: request.requestId,
      status: 200,
      body: JSON.stringify(data),
      contentType: 'application/json; charset=utf-8',
    });
  const transport = (request: ApiRequest) => forwarding.transport.send<unknown>(request);
  return { ...forwarding, forwardingAnswer: forwarding.answer, transport, posted, requests, reply };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the render worker's way to the API", () => {
  it("names the render a request belongs to, and answers with the API's status and parsed body", async () => {
    const { transport, requests, reply } = channel();
    const answer = await inRenderScope({ id: 7, signal: new AbortController().signal }, async () => {
      const asked = transport({ method: 'GET', url: '/products', params: { id: '100001' } });
      await tick();
      expect(requests()).toEqual([
        { type: 'api-request', requestId: 1, renderId: 7, method: 'GET', url: '/api/products?id=100001' },
      ]);
      reply(requests()[0], [{ id: '100001' }]);
      return asked;
    });
    expect(answer).toEqual({ status: 200, data: [{ id: '100001' }] });
  });

  it('never shares an answer between two renders', async () => {
    const { transport, requests } = channel();
    const signal = new AbortController().signal;
    void inRenderScope({ id: 1, signal }, async () => void transport({ method: 'GET', url: '/banners' }));
    void inRenderScope({ id: 2, signal }, async () => void transport({ method: 'GET', url: '/banners' }));
    await tick();
    expect(requests().map((request) => request.renderId)).toEqual([1, 2]);
  });

  it('rejects what a cancelled render still waits for, and tells the API', async () => {
    const { transport, posted } = channel();
    const render = new AbortController();
    const waiting = inRenderScope({ id: 3, signal: render.signal }, () =>
      transport({ method: 'GET', url: '/comments/product/id', params: { productId: '100001' } }),
    );
    await tick();
    render.abort();
    await expect(waiting).rejects.toMatchObject({ kind: 'cancelled' });
    expect(posted).toEqual([
      expect.objectContaining({ type: 'api-request', requestId: 1 }),
      { type: 'api-abort', requestId: 1 },
    ]);
  });

  it("cancels a request whose own signal aborts, and tells the API, while the render's other requests go on", async () => {
    const { transport, requests, reply, posted } = channel();
    const caller = new AbortController();
    const result = await inRenderScope({ id: 4, signal: new AbortController().signal }, async () => {
      const impatient = transport({ method: 'GET', url: '/banners', signal: caller.signal });
      const patient = transport({ method: 'GET', url: '/banners' });
      await tick();
      caller.abort();
      await expect(impatient).rejects.toMatchObject({ kind: 'cancelled' });
      reply(requests()[1], ['banner']);
      return patient;
    });
    expect(result.data).toEqual(['banner']);
    expect(posted.filter((message) => message.type === 'api-abort')).toEqual([{ type: 'api-abort', requestId: 1 }]);
  });

  it("rejects the API's error answer as the browser's transport does: an ApiRequestError with its status and message", async () => {
    const { transport, requests, forwardingAnswer } = channel();
    const waiting = transport({ method: 'GET', url: '/products', params: { id: '999999' } });
    await tick();
    forwardingAnswer({
      type: 'api-answer',
      requestId: requests()[0].requestId,
      status: 404,
      body: JSON.stringify({ error: 'Product not found' }),
      contentType: 'application/json',
    });
    await expect(waiting).rejects.toMatchObject({ kind: 'response', status: 404, error: 'Product not found' });
  });

  it('only reads: a server render never writes through the API', async () => {
    const { transport, posted } = channel();
    await expect(transport({ method: 'POST', url: '/customers/cart' })).rejects.toThrow(/only reads/);
    expect(posted).toEqual([]);
  });
});

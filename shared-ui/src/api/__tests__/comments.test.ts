import type { FeedbackEntry, FeedbackList } from 'contracts';
import { ApiRequestError } from 'shared-ui/state';
import { saveFeedback } from '../comments';
import { getProductFeedback } from '../get-product-feedback';
import { installFakeApi, type FakeApi } from './fake-api';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});
afterEach(() => api.restore());

const entry: FeedbackEntry = {
  id: 'c-1',
  productId: '100001',
  userId: 'u-1',
  rate: 4,
  content: 'Soft linen, runs a little large.',
  customerName: 'Olena',
  customerSurname: 'Koval',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('comments api', () => {
  it("reads a product's feedback with GET /api/comments/product/id?productId=, passing the signal on", async () => {
    const list: FeedbackList = { comments: [entry], average: 4, count: 1 };
    api.respond(() => ({ status: 200, data: list }));
    const controller = new AbortController();
    await expect(getProductFeedback('100001', { signal: controller.signal })).resolves.toEqual(list);
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({
      method: 'GET',
      url: '/api/comments/product/id?productId=100001',
      body: undefined,
      signal: controller.signal,
    });
  });

  it('rejects as cancelled when the signal aborts before the answer', async () => {
    api.respond(() => new Promise(() => {}));
    const controller = new AbortController();
    const pending = getProductFeedback('100001', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'cancelled' });
  });

  it('saves with POST /api/comments {productId, rate, content} on the session cookie, nothing else in the body', async () => {
    api.respond(() => ({ status: 201, data: { comment: entry, created: true } }));
    // A caller passing more than the contract (an author, a name) must not put it on the wire.
    const input = { productId: '100001', rate: 4, content: entry.content, userId: 'someone-else', customerName: 'X' };
    await expect(saveFeedback(input)).resolves.toEqual({ comment: entry, created: true });
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({ method: 'POST', url: '/api/comments', withCredentials: true });
    expect(api.requests[0].body).toEqual({ productId: '100001', rate: 4, content: entry.content });
  });

  it("rejects with the API's message and fields on a 400", async () => {
    api.respond(() => ({
      status: 400,
      data: { error: 'Rating is required', fields: { rate: 'Rating is required' } },
    }));
    const failure = saveFeedback({ productId: '100001', rate: 0, content: '' });
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ status: 400, fields: { rate: 'Rating is required' } });
  });
});

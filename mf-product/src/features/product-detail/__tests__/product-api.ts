/**
 * Test helper (not a test file): the API under the product page, through shared-ui's axios instance, so the page's
 * own data code runs down to the request. `productAnswer(id)` decides GET /products?id= (a product, a rejection
 * with a 404 ApiRequestError for "no such product", any other rejection for a failure, or a promise that never
 * settles), `feedbackAnswer(id)` GET /comments/product/id (no feedback by default).
 */
import type { FeedbackList, Product } from 'contracts';
import { ApiRequestError, type RequestOptions } from 'shared-ui/state';
import { installFakeApi, type FakeReply } from '../../feedback/__tests__/fake-api';

export const productAnswer = jest.fn<Promise<Product>, [string, RequestOptions]>();
export const feedbackAnswer = jest.fn<Promise<FeedbackList>, [string]>();

async function replyWith<T>(answer: Promise<T>, ok: (value: T) => unknown): Promise<FakeReply> {
  try {
    return { status: 200, data: ok(await answer) };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status !== undefined)
      return { status: error.status, data: { error: error.message } };
    return { status: 503, data: { error: 'Service unavailable' } };
  }
}

beforeEach(() => {
  productAnswer.mockReset();
  feedbackAnswer.mockReset().mockResolvedValue({ comments: [], average: null, count: 0 });
  installFakeApi(({ url, signal }) => {
    const { pathname, searchParams } = new URL(url, 'http://shop.invalid');
    if (pathname === '/api/products')
      return replyWith(productAnswer(searchParams.get('id') ?? '', { signal }), (product) => [product]);
    if (pathname === '/api/comments/product/id')
      return replyWith(feedbackAnswer(searchParams.get('productId') ?? ''), (list) => list);
    return { status: 404, data: { error: `No fake for ${url}` } };
  });
});

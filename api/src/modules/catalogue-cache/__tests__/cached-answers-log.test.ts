import { captureLogLines } from '../../../test-support/log-lines';
import { useTestApp } from '../../../test-support/test-app';

/**
 * A catalogue answer served from the cache is sent once: the route hands Fastify the reply it sent, so
 * Fastify does not try to send the handler's result as well (which logged "Reply was already sent" and
 * "Cannot write headers after they are sent" for every cached banner, product and search answer).
 */
const { lines, logger } = captureLogLines();
const ctx = useTestApp({ app: { logger } });

const warningsAndErrors = () =>
  lines.map((line) => JSON.parse(line) as { level: number; msg?: string }).filter((entry) => entry.level >= 40);

describe('cached catalogue answers', () => {
  it.each([
    '/api/products/filter?perPage=6&startPage=1',
    '/api/products?id=100001',
    '/api/products/ids?pid=100002,100001',
    '/api/products/search?text=linen',
    '/api/banners/mainBanner',
    '/api/banners/category/modiweek',
    '/api/banners/bannerLogin/bannerLogin',
  ])('%s twice (the second from the cache, compressed or not): two answers, no warning', async (url) => {
    lines.length = 0;
    for (const headers of [{}, { 'accept-encoding': 'br' }, {}]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(200);
    }
    expect(warningsAndErrors()).toEqual([]);
  });
});

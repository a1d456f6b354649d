import { useTestApp } from '../../../test-support/test-app';

// GET /api/metrics: Prometheus text for a scraper on this machine, or anyone with METRICS_TOKEN.
const local = useTestApp({ app: { rateLimits: { contactPerIp: { max: 1, windowMs: 60_000 } } } });

const scrape = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  local.app.inject({ url: '/api/metrics', headers, remoteAddress });

describe('GET /api/metrics', () => {
  it('times answers by route and status, counts 429s and orders by status', async () => {
    await local.app.inject({ url: '/api/products/filter?perPage=6&startPage=1' });
    await local.app.inject({ url: '/api/products?id=999999' });
    const contact = { fullName: 'Olena K', email: 'olena@example.com', message: 'Hello there', privacyPolicy: true };
    for (let i = 0; i < 2; i += 1)
      await local.app.inject({
        method: 'POST',
        url: '/api/contacts',
        headers: { 'sec-fetch-site': 'same-origin' },
        payload: contact,
      });

    // Queued with the message; counted as sent once the worker has sent them.
    expect((await scrape()).body).toMatch(/vesna_mail_queue\{state="queued"\} 2/);
    await local.app.mailWorker.drain();

    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(text).toMatch(
      /vesna_http_request_duration_seconds_count\{method="GET",route="\/api\/products\/filter",status="200"\} 1/,
    );
    expect(text).toMatch(
      /vesna_http_request_duration_seconds_count\{method="GET",route="\/api\/products",status="404"\} 1/,
    );
    expect(text).toMatch(/vesna_rate_limit_refusals_total\{route="\/api\/contacts"\} 1/);
    // The contact form's two mails (acknowledgement and the shop's copy) went out once.
    expect(text).toMatch(/vesna_mails_total\{state="sent"\} 2/);
    expect(text).toMatch(/vesna_mail_queue\{state="sent"\} 2/);
    expect(text).toMatch(/vesna_mail_queue\{state="queued"\} 0/);
    expect(text).toContain('# TYPE vesna_orders gauge');
  });

  it('is refused to another machine, and to a request that came through a proxy', async () => {
    expect((await scrape({}, '203.0.113.7')).statusCode).toBe(403);
    expect((await scrape({ 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(403);
  });
});

describe('GET /api/metrics with METRICS_TOKEN', () => {
  const withToken = useTestApp({ app: { metricsToken: 'scrape-secret-123' } });
  const get = (headers: Record<string, string>, remoteAddress: string) =>
    withToken.app.inject({ url: '/api/metrics', headers, remoteAddress });

  it('answers the bearer of the token from anywhere, and no one else, not even this machine', async () => {
    expect((await get({ authorization: 'Bearer scrape-secret-123' }, '203.0.113.7')).statusCode).toBe(200);
    expect((await get({ authorization: 'Bearer wrong' }, '203.0.113.7')).statusCode).toBe(403);
    expect((await get({}, '127.0.0.1')).statusCode).toBe(403);
  });
});

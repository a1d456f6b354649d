import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { useTestApp } from '../../test-support/test-app';
import { SAME_ORIGIN, asBrowser, registerCustomer } from '../../test-support/accounts';

/**
 * Malformed requests get a 4xx in the API's `{ error }` shape, never a 500 or Fastify's own body: a NUL
 * byte, a broken percent-encoding, a method the path does not take (405 with Allow), a bare OPTIONS.
 */
const dist = mkdtempSync(path.join(tmpdir(), 'vesna-shell-'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
);
const ctx = useTestApp({ shellDist: dist });
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const expectErrorShape = (res: { headers: Record<string, unknown>; json: () => unknown }) => {
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json() as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(['error']);
  expect(typeof body.error).toBe('string');
};

describe('malformed URLs', () => {
  it.each([
    '/api/banners/ab%00c',
    '/api/banners/home/c%00',
    '/api/banners/category/mo%00diweek',
    '/api/products?id=1%000001',
    '/api/products/filter?category=dress%00',
    '/api/products/%E0%A4%A',
    '/api/products?id=%E0%A4%A',
    '/api/products/filter?color=%ZZ',
    '/api/banners/%C0%AF',
    '/no/such%00page',
    '/%E0%A4%A',
  ])('GET %s answers 400 {error}', async (url) => {
    const res = await ctx.app.inject({ url, headers: { accept: 'text/html,application/json' } });
    expect(res.statusCode).toBe(400);
    expectErrorShape(res);
    expect(res.json().error).toMatch(/URL/);
  });

  it('a NUL character in a JSON body answers 400 {error}, not a database error', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contacts',
      headers: SAME_ORIGIN,
      payload: { fullName: 'Olena', email: 'olena@example.com', message: 'Hello\u0000there', privacyPolicy: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.stringMatching(/NUL/) });
  });
});

describe('methods', () => {
  it.each([
    ['PUT', '/api/products', 'GET, HEAD'],
    ['DELETE', '/api/health', 'GET, HEAD'],
    ['POST', '/api/banners/home', 'GET, HEAD'],
    ['GET', '/api/contacts', 'POST'],
    ['PATCH', '/api/address', 'POST, PUT'],
  ])('%s %s answers 405 with Allow: %s', async (method, url, allow) => {
    const res = await ctx.app.inject({ method: method as 'GET', url, headers: SAME_ORIGIN });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe(allow);
    expectErrorShape(res);
    expect(res.json().error).toBe(`${method} is not allowed here: use ${allow}`);
  });

  it('a path no route takes still answers 404: JSON under /api, the shop page for a page navigation', async () => {
    const api = await ctx.app.inject({ method: 'DELETE', url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expectErrorShape(api);
    const page = await ctx.app.inject({ url: '/no/such/page', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<div id="root"></div>');
  });

  it('a known route still works with its own method', async () => {
    const customer = await registerCustomer(ctx.app);
    expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await ctx.app.inject(asBrowser(customer.token, { url: '/api/address/default' }))).statusCode).toBe(200);
  });

  it('OPTIONS without the CORS preflight headers answers 400 {error}', async () => {
    const res = await ctx.app.inject({ method: 'OPTIONS', url: '/api/health' });
    expect(res.statusCode).toBe(400);
    expectErrorShape(res);
  });

  it('a CORS preflight from an allowed origin keeps working', async () => {
    const res = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/customers/login',
      headers: { origin: 'http://localhost:3004', 'access-control-request-method': 'POST' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3004');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
  });
});

import { useTestApp } from '../test-support/test-app';

const ctx = useTestApp();

describe('the API app', () => {
  it('GET /api/health reports the database kind', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('answers 404 JSON for an unknown /api route', async () => {
    const res = await ctx.app.inject({ url: '/api/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Unknown API route: GET /api/nothing/here' });
  });

  it('answers 404 JSON for pages when no shell build is served', async () => {
    const res = await ctx.app.inject({ url: '/collection', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
  });

  it('sends security headers that still let remotes load from other origins', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('compresses large responses with brotli or gzip', async () => {
    const br = await ctx.app.inject({ url: '/api/products/filter?perPage=24', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const gz = await ctx.app.inject({ url: '/api/products/filter?perPage=24', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it("allows the remotes' dev origins with CORS", async () => {
    const res = await ctx.app.inject({ url: '/api/health', headers: { origin: 'http://localhost:3002' } });
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3002');
  });
});

import { buildApp } from '../../../app';
import type { Database } from '../../../db/database';
import { useTestApp } from '../../../test-support/test-app';

const ctx = useTestApp();

describe('GET /api/ready', () => {
  it('is 200 while the database answers', async () => {
    const res = await ctx.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is 503 naming the database while it does not answer, and 200 again once it does', async () => {
    let down = true;
    const flaky: Database = {
      ...ctx.database.db,
      query: ((text: string, params?: unknown[]) =>
        down && text === 'SELECT 1'
          ? Promise.reject(new Error('connection refused'))
          : ctx.database.db.query(text, params)) as Database['query'],
    };
    const app = await buildApp({ db: flaky, shellDist: false });
    try {
      const res = await app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: 'Not ready', database: 'unreachable' });
      // Liveness stays what it was: the process answers.
      down = false;
      expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

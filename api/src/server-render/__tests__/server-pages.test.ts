import type { FastifyInstance } from 'fastify';
import { useTestApp } from '../../test-support/test-app';
import { fakeShellBuild, type FakeWorkerTimes } from '../../test-support/fake-shell-build';
import { captureLogLines } from '../../test-support/log-lines';
import { asBrowser, registerCustomer } from '../../test-support/accounts';
import type { ServerRenderSettings } from '../server-render-settings';

/**
 * Server rendering for a crowd (issue 23), through the API with a stand-in render worker
 * (test-support/fake-shell-build.ts): which answers are kept and public, which are `no-store`, and how
 * the pool sheds, cancels and warms. The real renderer's part is tested in shell/src/server and e2e.
 */

const PUBLIC_PAGE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

function page(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  return app.inject({ url, headers: { accept: 'text/html', ...headers } });
}

/** The counter lines of /api/metrics whose name starts with `name`. */
async function metricLines(app: FastifyInstance, name: string): Promise<string[]> {
  const res = await app.inject({ url: '/api/metrics' });
  return res.body.split('\n').filter((line) => line.startsWith(name));
}

async function metric(app: FastifyInstance, name: string, labels: string): Promise<number> {
  const line = (await metricLines(app, name)).find((candidate) => candidate.includes(labels));
  return line ? Number(line.split(' ').pop()) : 0;
}

/**
 * Waits until the pool's worker is warm: a page comes back rendered. It asks rather than sleeps, because a
 * worker's start under CI's other lanes takes several times its nominal warm-up.
 */
async function untilWarm(app: FastifyInstance): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (let attempt = 0; Date.now() < deadline; attempt += 1) {
    if (!(await page(app, `/careers?warm=${attempt}`)).body.includes('<div id="root"></div>')) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the render worker never became ready');
}

/** An app on its own fake shell build and database: `times` for the fake worker, `settings` for the pool. */
function useRenderingApp(settings: ServerRenderSettings, times: FakeWorkerTimes = {}) {
  const build = fakeShellBuild(times);
  const logs = captureLogLines();
  const ctx = useTestApp({
    shellDist: build.dir,
    app: { serverRender: { workers: 1, queueBudgetMs: 5000, deadlineMs: 3000, ...settings }, logger: logs.logger },
  });
  afterAll(() => build.remove());
  return { ctx, build, logs };
}

describe('a healthy public page', () => {
  const { ctx, build } = useRenderingApp({});

  it('is rendered once, kept, and served from memory with its ETag; 304 when the client has it', async () => {
    const first = await page(ctx.app, '/careers');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<div id="root"><h1>/careers</h1>');
    expect(first.headers['cache-control']).toBe(PUBLIC_PAGE);
    expect(first.headers.etag).toBeDefined();
    const second = await page(ctx.app, '/careers');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(await metric(ctx.app, 'vesna_html_cache_total', 'result="hit"')).toBe(1);
    const again = await page(ctx.app, '/careers', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('is sent compressed from memory to a client that takes brotli', async () => {
    await page(ctx.app, '/sustainability');
    const res = await page(ctx.app, '/sustainability', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it('is one entry whatever the order of its query or the campaign parameters it carries', async () => {
    const first = await page(ctx.app, '/collection?size=m&category=dresses&utm_source=mail');
    const second = await page(ctx.app, '/collection?category=dresses&size=m');
    expect(second.body).toBe(first.body);
    expect(first.body).toContain('<h1>/collection category=dresses&size=m</h1>');
  });

  it('is rendered anew with the new remotes as soon as remotes.json changes', async () => {
    const before = await page(ctx.app, '/policy');
    expect(before.body).toContain('127.0.0.1:9');
    build.writeRemotes({ mf_content: 'http://127.0.0.1:10/remoteEntry.js' });
    // The builds are looked at again every 250 ms: a change is seen by the next request after that.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = await page(ctx.app, '/policy');
    expect(after.body).toContain('127.0.0.1:10');
    expect(after.body).not.toContain('127.0.0.1:9/');
    expect(after.headers['cache-control']).toBe(PUBLIC_PAGE);
  });
});

describe('a product page and the catalogue', () => {
  const { ctx } = useRenderingApp({});

  it('shows a new price within a second of the change, without a restart', async () => {
    const price = (body: string) => Number(/class="price">([\d.]+)</.exec(body)?.[1]);
    const before = price((await page(ctx.app, '/100001')).body);
    expect(price((await page(ctx.app, '/100001')).body)).toBe(before);
    await ctx.database.db.query('UPDATE products SET price = price + 7 WHERE id = $1', ['100001']);
    const changedAt = Date.now();
    let seen = before;
    while (seen === before && Date.now() - changedAt < 1000) {
      seen = price((await page(ctx.app, '/100001')).body);
      if (seen === before) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(seen).toBe(before + 7);
    expect(Date.now() - changedAt).toBeLessThan(1000);
    // And it is kept again: the next answer is the same render.
    const kept = await page(ctx.app, '/100001');
    expect(price(kept.body)).toBe(before + 7);
    expect(kept.headers['cache-control']).toBe(PUBLIC_PAGE);
  });

  it("renders a product's page again within a second of new feedback on it", async () => {
    const renderOf = (body: string) => /render (\d+)</.exec(body)?.[1];
    const kept = renderOf((await page(ctx.app, '/100002')).body);
    expect(renderOf((await page(ctx.app, '/100002')).body)).toBe(kept);
    const shopper = await registerCustomer(ctx.app);
    const saved = await ctx.app.inject(
      asBrowser(shopper.token, {
        method: 'POST',
        url: '/api/comments',
        payload: { productId: '100002', rate: 5, content: 'Soft linen, true to size.' },
      }),
    );
    expect(saved.statusCode).toBe(201);
    const savedAt = Date.now();
    let seen = kept;
    while (seen === kept && Date.now() - savedAt < 1000) {
      seen = renderOf((await page(ctx.app, '/100002')).body);
      if (seen === kept) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(seen).not.toBe(kept);
  });

  it('answers 404 for a product that does not exist, with the not-found head', async () => {
    const res = await page(ctx.app, '/999999');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>Page Not Found | Vesna</title>');
  });
});

describe('a degraded page', () => {
  const { ctx, logs } = useRenderingApp({});

  it.each([
    ['/careers?fake=late-region', 'region-deadline', 'mf_catalog/HomePage'],
    ['/careers?fake=remote-down', 'remote-unavailable', 'mf_content/CareersPage'],
    ['/careers?fake=section-failed', 'data-failed', 'home:best-sellers'],
  ])(
    '%s goes out no-store without an ETag, is never kept, is logged with its region and counted',
    async (url, reason, region) => {
      const first = await page(ctx.app, url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-store');
      expect(first.headers.etag).toBeUndefined();
      const second = await page(ctx.app, url);
      expect(second.headers['cache-control']).toBe('no-store');
      // Rendered again: the worker's render count moved.
      expect(second.body).not.toBe(first.body);
      expect(await metric(ctx.app, 'vesna_page_renders_total', `outcome="degraded",reason="${reason}"`)).toBe(2);
      const line = logs.lines
        .map((text) => JSON.parse(text) as Record<string, unknown>)
        .find((entry) => entry.url === url);
      expect(line).toMatchObject({ level: 40, url, degraded: [{ region, reason }] });
    },
  );

  it("keeps a shopper's own page out of every cache", async () => {
    const res = await page(ctx.app, '/cart');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
    expect((await page(ctx.app, '/cart')).body).not.toBe(res.body);
  });

  it('is the page the browser renders when the render fails, no-store', async () => {
    const res = await page(ctx.app, '/careers?fake=throws');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await metric(ctx.app, 'vesna_page_renders_total', 'outcome="client-only",reason="error"')).toBe(1);
  });
});

describe('a back-office page', () => {
  const { ctx } = useRenderingApp({});

  it("is never rendered on the server nor kept: the shell's page, private, no-store, with its head", async () => {
    for (const url of ['/staff', '/staff/products?page=2', '/staff/setup?token=abc']) {
      const res = await page(ctx.app, url);
      expect({ url, status: res.statusCode, cache: res.headers['cache-control'] }).toEqual({
        url,
        status: 200,
        cache: 'private, no-store',
      });
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<title>Back office | Vesna</title>');
      expect(res.headers.etag).toBeUndefined();
    }
    expect(await metric(ctx.app, 'vesna_html_cache_total', 'result="miss"')).toBe(0);
  });
});

describe('twenty visitors missing one page at once', () => {
  const { ctx } = useRenderingApp({ workers: 2 }, { renderMs: 150 });

  it('cost one render, and all get it', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => page(ctx.app, '/newIn')));
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    expect(answers.every((res) => res.headers['cache-control'] === PUBLIC_PAGE)).toBe(true);
    expect(await metric(ctx.app, 'vesna_page_renders_total', 'outcome="full"')).toBe(1);
  });
});

describe('a full queue', () => {
  const { ctx } = useRenderingApp({ workers: 1, queueLimit: 1 }, { renderMs: 300 });

  it('answers the page the browser renders, at once, no-store: never a 5xx or a kept skeleton', async () => {
    await untilWarm(ctx.app);
    const shedBefore = await metric(ctx.app, 'vesna_page_renders_total', 'outcome="shed"');
    const answers = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((n) => page(ctx.app, `/careers?n=${n}`)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const shed = answers.filter((res) => res.body.includes('<div id="root"></div>'));
    // Two render (one worker, two at a time), one waits, two find the queue full.
    expect(shed).toHaveLength(2);
    for (const res of shed) {
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.etag).toBeUndefined();
    }
    expect(await metric(ctx.app, 'vesna_page_renders_total', 'outcome="shed",reason="queue-full"')).toBe(2);
    expect(shedBefore).toBe(0);
    // A shed page is not kept: asked again when the pool is free, it is rendered.
    expect((await page(ctx.app, '/careers?n=d')).body).toContain('<h1>/careers n=d</h1>');
  });
});

describe('a render that cannot start within its budget', () => {
  const { ctx } = useRenderingApp({ workers: 1, queueBudgetMs: 50 }, { renderMs: 300 });

  it('is shed: the browser renders the page', async () => {
    await untilWarm(ctx.app);
    const shedBefore = await metric(ctx.app, 'vesna_page_renders_total', 'outcome="shed",reason="queue-budget"');
    const answers = await Promise.all(['a', 'b', 'c'].map((n) => page(ctx.app, `/careers?n=${n}`)));
    const shed = answers.filter((res) => res.body.includes('<div id="root"></div>'));
    expect(shed).toHaveLength(1);
    expect(shed[0].headers['cache-control']).toBe('no-store');
    expect(await metric(ctx.app, 'vesna_page_renders_total', 'outcome="shed",reason="queue-budget"')).toBe(
      shedBefore + 1,
    );
  });
});

describe('a render past its deadline', () => {
  const { ctx } = useRenderingApp({ workers: 1, deadlineMs: 300 });

  it('is cancelled in its worker (its data request abandoned) and the browser renders the page', async () => {
    const res = await page(ctx.app, '/careers?fake=slow');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await metric(ctx.app, 'vesna_page_renders_total', 'outcome="client-only",reason="deadline"')).toBe(1);
    // The worker stopped it: its slot is free for the next page.
    const next = await page(ctx.app, '/careers');
    expect(next.body).toContain('<h1>/careers</h1>');
  });

  it('costs its worker nothing when it finishes just as it is cancelled', async () => {
    const late = await page(ctx.app, '/careers?fake=late');
    expect(late.body).toContain('<div id="root"></div>');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // The same worker goes on: its render count did not start again.
    expect((await page(ctx.app, '/orderShipping')).body).not.toContain('>render 1</p>');
  });

  it('is ended with its worker when the worker does not stop it; a fresh worker takes the next page', async () => {
    const before = await page(ctx.app, '/contactUs');
    expect(before.body).toMatch(/render [1-9]/);
    const stuck = await page(ctx.app, '/careers?fake=stuck');
    expect(stuck.body).toContain('<div id="root"></div>');
    // The stuck worker is replaced after the cancel's grace (1 s): the new one counts from 1 again.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const after = await page(ctx.app, '/visitUs');
    expect(after.body).toContain('<h1>/visitUs</h1>');
    expect(after.body).toContain('>render 1</p>');
  });
});

describe('a fresh worker', () => {
  describe('still warming when the first visitor comes, past her budget', () => {
    const { ctx } = useRenderingApp({ queueBudgetMs: 100 }, { warmMs: 1000 });

    it('answers the page the browser renders, never a kept skeleton; once warm, the rendered page', async () => {
      const early = await page(ctx.app, '/careers');
      expect(early.body).toContain('<div id="root"></div>');
      expect(early.headers['cache-control']).toBe('no-store');
      await untilWarm(ctx.app);
      const warm = await page(ctx.app, '/careers');
      expect(warm.body).toContain('<h1>/careers</h1>');
      expect(warm.headers['cache-control']).toBe(PUBLIC_PAGE);
    });
  });

  describe('warming within the budget', () => {
    const { ctx } = useRenderingApp({ queueBudgetMs: 3000 }, { warmMs: 300 });

    it('takes the first visitor once warm, with the whole page', async () => {
      const first = await page(ctx.app, '/careers');
      expect(first.body).toContain('<h1>/careers</h1>');
      expect(first.headers['cache-control']).toBe(PUBLIC_PAGE);
    });
  });
});

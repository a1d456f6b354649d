// Server rendering for a crowd (issue 23), measured against the running stack:
// - pages from the HTML cache at 10 and 100 connections, beside a bare Fastify route sending the same bytes;
// - cold renders (a different product page each request, so every one misses the cache) at 10 connections,
//   beside the sequential p50 of one render;
// - a burst of 200 connections on `/`, counting non-2xx answers, degraded answers (no server data or no
//   products in the HTML) and how many of those went out with public caching.
import http from 'node:http';
import autocannon from 'autocannon';
import Fastify from 'fastify';

const PAGE_HEADERS = { accept: 'text/html' };

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

const autocannonRun = (options) =>
  new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));

/** One page answer, read whole: status, headers, body and how long it took. */
function get(agent, origin, path) {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(`${origin}${path}`, { agent, headers: PAGE_HEADERS }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          cacheControl: String(response.headers['cache-control'] ?? ''),
          body: Buffer.concat(chunks).toString('utf8'),
          ms: performance.now() - started,
        }),
      );
      response.on('error', () => resolve({ status: 0, cacheControl: '', body: '', ms: performance.now() - started }));
    });
    request.on('error', () => resolve({ status: 0, cacheControl: '', body: '', ms: performance.now() - started }));
  });
}

/** `connections` loops asking `nextPath()` for `seconds`; every answer goes to `onAnswer`. Bounded in time. */
async function loadLoop(origin, { connections, seconds, nextPath, onAnswer }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) onAnswer(await get(agent, origin, nextPath()));
    }),
  );
  agent.destroy();
}

/** Whether a page came whole from the server: its rendered content, its data block, and (for `/`) products. */
export function isWholePage(body, { products = false } = {}) {
  const rendered = /<div id="root">\s*<(?!\/div>)/.test(body) && body.includes('id="vesna-server-data"');
  return rendered && (!products || body.includes('data-testid="product-card"'));
}

/** Cached pages beside bare Fastify sending the same bytes, at each number of connections. */
export async function cachedPagesBesideBare(
  origin,
  paths,
  { seconds = 5, connections = [10, 100], barePort = 3952 } = {},
) {
  const bare = Fastify();
  const samples = [];
  for (const [index, path] of paths.entries()) {
    for (let round = 0; round < 3; round += 1)
      await (await fetch(`${origin}${path}`, { headers: PAGE_HEADERS })).text();
    const response = await fetch(`${origin}${path}`, { headers: PAGE_HEADERS });
    const body = Buffer.from(await response.arrayBuffer());
    const type = response.headers.get('content-type') ?? 'text/html';
    bare.get(`/same-bytes/${index}`, (_request, reply) => reply.type(type).send(body));
    samples.push({ path, bytes: body.length, cacheControl: response.headers.get('cache-control') });
  }
  await bare.listen({ port: barePort, host: '127.0.0.1' });
  const rows = [];
  try {
    for (const [index, { path, bytes, cacheControl }] of samples.entries()) {
      for (const count of connections) {
        const ours = await autocannonRun({
          url: `${origin}${path}`,
          connections: count,
          duration: seconds,
          headers: PAGE_HEADERS,
        });
        const base = await autocannonRun({
          url: `http://127.0.0.1:${barePort}/same-bytes/${index}`,
          connections: count,
          duration: seconds,
        });
        rows.push({
          path,
          bytes,
          cacheControl,
          connections: count,
          rps: Math.round(ours.requests.average),
          p99Ms: ours.latency.p99,
          errors: ours.errors + ours.non2xx,
          bareRps: Math.round(base.requests.average),
          ratio: Number((ours.requests.average / base.requests.average).toFixed(3)),
        });
      }
    }
  } finally {
    await bare.close();
  }
  return rows;
}

/** Product pages that miss the HTML cache every time (a query no page had), sequentially and at 10 connections. */
export async function coldRenders(origin, { seconds = 10, connections = 10 } = {}) {
  const products = await (await fetch(`${origin}/api/products/filter?perPage=48&startPage=1`)).json();
  const ids = products.map((product) => product.id);
  let count = 0;
  const nextPath = () => `/${ids[count % ids.length]}?bench-cold=${process.pid}-${count++}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const sequential = [];
  for (let index = 0; index < 60; index += 1) {
    const answer = await get(agent, origin, nextPath());
    if (index >= 10) sequential.push(answer.ms);
  }
  agent.destroy();
  const times = [];
  let whole = 0;
  let total = 0;
  await loadLoop(origin, {
    connections,
    seconds,
    nextPath,
    onAnswer: (answer) => {
      total += 1;
      times.push(answer.ms);
      if (answer.status === 200 && isWholePage(answer.body)) whole += 1;
    },
  });
  const sequentialP50Ms = Number(percentile(sequential, 50).toFixed(1));
  const p95Ms = Number(percentile(times, 95).toFixed(1));
  return {
    sequentialP50Ms,
    connections,
    rps: Math.round(total / seconds),
    p95Ms,
    ratio: Number((p95Ms / sequentialP50Ms).toFixed(2)),
    whole,
    total,
  };
}

/** 200 connections on one page: non-2xx answers, degraded ones, and degraded ones sent with public caching. */
export async function burst(origin, { path = '/', connections = 200, seconds = 10 } = {}) {
  const tally = { total: 0, non2xx: 0, degraded: 0, degradedPublic: 0, noStore: 0 };
  await loadLoop(origin, {
    connections,
    seconds,
    nextPath: () => path,
    onAnswer: (answer) => {
      tally.total += 1;
      if (answer.status < 200 || answer.status > 299) tally.non2xx += 1;
      if (answer.cacheControl.includes('no-store')) tally.noStore += 1;
      if (!isWholePage(answer.body, { products: path === '/' })) {
        tally.degraded += 1;
        if (answer.cacheControl.includes('public')) tally.degradedPublic += 1;
      }
    },
  });
  return { path, connections, seconds, ...tally, rps: Math.round(tally.total / seconds) };
}

// `node scripts/bench/page-cache.mjs [origin]`: these figures alone, against a shop already running.
if (import.meta.url === `file://${process.argv[1]}`) {
  const origin = process.argv[2] ?? 'http://localhost:3000';
  console.log('burst', await burst(origin));
  console.log('cold', await coldRenders(origin));
  for (const row of await cachedPagesBesideBare(origin, ['/', '/collection', '/100001'])) console.log('cached', row);
}

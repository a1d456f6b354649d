// Server rendering, measured: how long the server takes to answer a rendered page on a warm server
// (sequential requests, so the figure is the render, not a queue), and the HTML throughput of `/` beside
// the API's, with autocannon at 10 connections as the API bench uses.
import autocannon from 'autocannon';

const PAGE_HEADERS = { accept: 'text/html' };

/** The p-th percentile (0-100) of a list of numbers. */
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** True when the page came rendered (its content in #root), not as the page the browser renders alone. */
async function isServerRendered(url) {
  const html = await (await fetch(url, { headers: PAGE_HEADERS })).text();
  return /<div id="root">\s*<(?!\/div>)/.test(html) && html.includes('id="vesna-server-data"');
}

/** p50 and p95 of `count` sequential requests of `url` after `warmUp` unmeasured ones, in ms. */
export async function renderLatency(url, { count = 200, warmUp = 30 } = {}) {
  for (let index = 0; index < warmUp; index += 1) await (await fetch(url, { headers: PAGE_HEADERS })).arrayBuffer();
  const times = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    await (await fetch(url, { headers: PAGE_HEADERS })).arrayBuffer();
    times.push(performance.now() - started);
  }
  return {
    rendered: await isServerRendered(url),
    p50Ms: Number(percentile(times, 50).toFixed(1)),
    p95Ms: Number(percentile(times, 95).toFixed(1)),
  };
}

/** Requests per second and p99 of `url` at 10 connections for `seconds`. */
export function throughput(url, { seconds = 10, headers = PAGE_HEADERS } = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 10, duration: seconds, headers }, (error, result) =>
      error
        ? reject(error)
        : resolve({
            rps: Math.round(result.requests.average),
            p99Ms: result.latency.p99,
            errors: result.errors + result.non2xx,
          }),
    );
  });
}

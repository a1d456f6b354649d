// Throughput and p99 of the listing endpoint beside a bare Fastify route that answers the same bytes,
// in the same run: the ratio says what our routing, validation and SQL cost over Fastify itself.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { benchApiEnv } from './bench-api-env.mjs';

const run = (url, seconds) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections: 10, duration: seconds }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });

export async function compareWithBareFastify(endpointUrl, { seconds = 10, barePort = 3950 } = {}) {
  const sample = await fetch(endpointUrl);
  const body = Buffer.from(await sample.arrayBuffer());
  const contentType = sample.headers.get('content-type') ?? 'application/json';

  const bare = Fastify();
  bare.get('/same-bytes', (_request, reply) => reply.type(contentType).send(body));
  await bare.listen({ port: barePort, host: '127.0.0.1' });
  try {
    await run(endpointUrl, 2); // warm-up: JIT, query plans, PGlite caches
    const api = await run(endpointUrl, seconds);
    const baseline = await run(`http://127.0.0.1:${barePort}/same-bytes`, seconds);
    return {
      bytes: body.length,
      api: { rps: Math.round(api.requests.average), p99Ms: api.latency.p99, errors: api.errors + api.non2xx },
      bare: { rps: Math.round(baseline.requests.average), p99Ms: baseline.latency.p99 },
      ratio: Number((api.requests.average / baseline.requests.average).toFixed(3)),
    };
  } finally {
    await bare.close();
  }
}

// `node scripts/bench/api-throughput.mjs`: this comparison alone, against an API process of its own (the
// seed catalogue on a fresh PGlite folder, production mode, API only) instead of `npm start`'s stack.
// LOG_LEVEL passes through (production default: info, one line per request as `npm start` logs).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { spawn } = await import('node:child_process');
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const { repoRoot } = await import('../lib/frontends.mjs');
  const port = Number(process.env.BENCH_API_PORT ?? 3951);
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'vesna-api-throughput-'));
  const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(repoRoot, 'api'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: benchApiEnv(port, { DATA_DIR: dataDir }),
  });
  try {
    for (let attempt = 0; ; attempt += 1) {
      if (attempt === 240 || api.exitCode !== null) throw new Error('the API did not start');
      if (
        await fetch(`${origin}/api/health`).then(
          (res) => res.ok,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const result = await compareWithBareFastify(`${origin}/api/products/filter?perPage=6&startPage=1`, {
      seconds: Number(process.env.BENCH_SECONDS ?? 10),
      barePort: port + 1,
    });
    console.log(
      `GET /api/products/filter?perPage=6&startPage=1: ${result.api.rps} req/s, p99 ${result.api.p99Ms} ms, errors ${result.api.errors}; ` +
        `bare Fastify, same ${result.bytes} bytes: ${result.bare.rps} req/s, p99 ${result.bare.p99Ms} ms; ratio ${result.ratio}`,
    );
  } finally {
    api.kill('SIGTERM');
    await new Promise((resolve) => (api.exitCode !== null ? resolve() : api.once('exit', resolve)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Throughput and p99 of the listing endpoint beside a bare Fastify route that answers the same bytes,
// in the same run: the ratio says what our routing, validation and SQL cost over Fastify itself.
import autocannon from 'autocannon';
import Fastify from 'fastify';

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

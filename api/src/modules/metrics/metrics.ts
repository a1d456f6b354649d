import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { API_PATHS } from 'contracts';
import type { Queryable } from '../../db/database';
import { countMailsByState } from '../mail/queue-queries';
import { metricsSchemas } from './route-schemas';

/**
 * The shop's Prometheus metrics, one registry per app (tests build many apps in one process): request
 * duration by route and status, rate-limit refusals, mails sent and failed (by this process) and in the
 * queue by state (all processes), orders by status.
 */
export interface ShopMetrics {
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status'>;
  rateLimitRefusals: Counter<'route'>;
  mails: Counter<'state'>;
  /** Pages answered by the server renderer, by outcome (full, degraded, shed, client-only, private) and reason. */
  pageRenders: Counter<'outcome' | 'reason'>;
  pageRenderDuration: Histogram<'outcome'>;
  /** Page answers from the HTML cache: hit, stale (served while it re-renders) or miss. */
  htmlCache: Counter<'result'>;
  /** Remotes that failed to load in a render worker (their pages rendered as the fallback). */
  renderRemoteFailures: Counter<'remote'>;
  /** Mismatches the scheduled payments reconciliation found, by kind (modules/payments/reconcile.ts). */
  paymentMismatches: Counter<'kind'>;
}

export function createShopMetrics(db: Queryable): ShopMetrics {
  const registry = new Registry();
  const requestDuration = new Histogram({
    name: 'vesna_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const rateLimitRefusals = new Counter({
    name: 'vesna_rate_limit_refusals_total',
    help: 'Requests refused with 429 by a rate limit, by route pattern',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const mails = new Counter({
    name: 'vesna_mails_total',
    help: 'Mails this process sent (accepted by the transport) or failed for good (refused at the last try)',
    labelNames: ['state'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'vesna_mail_queue',
    help: 'Mails in the mail queue by state (queued, sent, failed), counted when the metrics are read',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const rows = await countMailsByState(db);
      this.reset();
      for (const state of ['queued', 'sent', 'failed'] as const)
        this.set({ state }, rows.find((row) => row.state === state)?.count ?? 0);
    },
  });
  new Gauge({
    name: 'vesna_orders',
    help: 'Orders by status, counted when the metrics are read',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const { rows } = await db.query<{ status: string; count: number }>(
        'SELECT status, count(*)::int AS count FROM orders GROUP BY status',
      );
      this.reset();
      for (const { status, count } of rows) this.set({ status }, count);
    },
  });
  const pageRenders = new Counter({
    name: 'vesna_page_renders_total',
    help:
      'Pages answered through the server renderer, by outcome (full; degraded: a region fell back; shed: no ' +
      'render could start in time; client-only: the render failed or passed its deadline; private: layout ' +
      'and skeleton of a shopper-own page) and reason',
    labelNames: ['outcome', 'reason'] as const,
    registers: [registry],
  });
  const pageRenderDuration = new Histogram({
    name: 'vesna_page_render_duration_seconds',
    help: 'Time from a page request to its rendered HTML (queue, data and render), by outcome',
    labelNames: ['outcome'] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const htmlCache = new Counter({
    name: 'vesna_html_cache_total',
    help: 'Page requests answered from the HTML cache (hit), from a stale entry while it re-renders (stale), or not (miss)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const renderRemoteFailures = new Counter({
    name: 'vesna_render_remote_failures_total',
    help: 'Remotes that could not be loaded by a render worker (their pages went out as the fallback), by remote',
    labelNames: ['remote'] as const,
    registers: [registry],
  });
  const paymentMismatches = new Counter({
    name: 'vesna_payment_mismatches_total',
    help: "Mismatches between the processor's charges and the shop's orders and refunds found by the scheduled reconciliation, by kind",
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  return {
    paymentMismatches,
    registry,
    requestDuration,
    rateLimitRefusals,
    mails,
    pageRenders,
    pageRenderDuration,
    htmlCache,
    renderRemoteFailures,
  };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may read the metrics: with METRICS_TOKEN, whoever sends `Authorization: Bearer <token>`; without it,
 * only a scraper on this machine (a loopback address and no proxy header: a reverse proxy on the same host
 * would otherwise make every visitor look local).
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    return bearer !== undefined && sameSecret(bearer, token);
  }
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && request.headers['x-forwarded-for'] === undefined;
}

/** Times every answer, counts 429s, and serves GET /api/metrics (Prometheus text format). */
export function registerMetrics(app: FastifyInstance, metrics: ShopMetrics, token: string | undefined): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = String(reply.statusCode);
    metrics.requestDuration.observe({ method: request.method, route, status }, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) metrics.rateLimitRefusals.inc({ route });
  });
  app.get(`/api${API_PATHS.metrics}`, { schema: metricsSchemas.get }, async (request, reply) => {
    if (!mayReadMetrics(request, token)) return reply.code(403).send({ error: 'Forbidden' });
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
}

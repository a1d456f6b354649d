import { answers, contentOf } from '../../openapi/shapes';

/** Prometheus metrics (OpenAPI contract). */
export const metricsSchemas = {
  get: {
    summary: 'Prometheus text: request durations, rate-limit refusals, mails, orders (this machine, or METRICS_TOKEN)',
    security: [{ bearer: [] as string[] }],
    response: answers({ 200: contentOf('the metrics', ['text/plain']) }),
  },
};

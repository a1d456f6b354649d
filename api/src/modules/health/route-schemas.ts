import { answers, json, shape, text } from '../../openapi/shapes';

const dependencyState = { type: 'string', enum: ['ok', 'unreachable'] };
const dependencies = { database: dependencyState, redis: dependencyState };

/** Health and readiness (OpenAPI contract). */
export const healthSchemas = {
  health: {
    summary: 'Liveness: the process answers and its database does',
    response: answers({
      200: json(
        'alive',
        shape({ status: { const: 'ok' }, database: { type: 'string', enum: ['pglite', 'postgres'] } }),
      ),
    }),
  },
  ready: {
    summary: 'Readiness for a load balancer: 503 while the database (or Redis, with REDIS_URL) does not answer',
    response: answers({
      200: json('ready', shape({ status: { const: 'ready' }, ...dependencies }, ['redis'])),
      503: json('not ready, naming what does not answer', shape({ error: text(), ...dependencies }, ['redis'])),
    }),
  },
};

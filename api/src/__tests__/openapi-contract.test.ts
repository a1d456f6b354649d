import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_REFERENCE_PATH, OPENAPI_PATH } from '../plugins/openapi';
import { contractProblems, openApiPath } from '../test-support/contract-check';
import { useTestApp } from '../test-support/test-app';

// The OpenAPI 3.1 contract is generated from the routes' schemas (route-schemas.ts beside each routes.ts).
// Every other API test checks its answers against it (test-support/contract-check.ts, from useTestApp); this
// file checks that no route is missing from it, that it is served, and that describing routes changed no answer.

const dist = mkdtempSync(path.join(tmpdir(), 'vesna-openapi-shell-'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><title>Vesna</title></head><body><div id="root"></div></body></html>',
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const ctx = useTestApp({ shellDist: dist });

type Operation = { responses?: Record<string, { description?: string }>; parameters?: { in: string; name: string }[] };
const contract = async () => {
  const answer = await ctx.app.inject({ url: OPENAPI_PATH });
  expect(answer.statusCode).toBe(200);
  return answer.json() as { openapi: string; paths: Record<string, Record<string, Operation>> };
};

describe('the OpenAPI contract', () => {
  it(`is served at ${OPENAPI_PATH} as OpenAPI 3.1`, async () => {
    const document = await contract();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).length).toBeGreaterThan(50);
  });

  it('documents every registered route, with its answers and its path parameters', async () => {
    const document = await contract();
    const undocumented = ctx.app.registeredRoutes
      // HEAD twins of GET routes, CORS preflights and the reference page's own files are no operations.
      .filter(({ method, url }) => method !== 'HEAD' && method !== 'OPTIONS' && !url.startsWith(API_REFERENCE_PATH))
      .flatMap(({ method, url, schema }) => {
        const name = `${method} ${url}`;
        const operation = document.paths[openApiPath(url)]?.[method.toLowerCase()];
        if (!operation || !(schema as { response?: unknown } | undefined)?.response)
          return [`${name}: no schema; add its route-schemas.ts entry (request and answers)`];
        const described = Object.values(operation.responses ?? {}).every(
          ({ description }) => description !== 'Default Response',
        );
        const pathParameters = [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]);
        const missing = pathParameters.filter(
          (name) => !operation.parameters?.some((p) => p.in === 'path' && p.name === name),
        );
        return [
          ...(described ? [] : [`${name}: an answer without a description`]),
          ...missing.map((parameter) => `${name}: path parameter ${parameter} is not described`),
        ];
      });
    expect(undocumented).toEqual([]);
  });

  it("describes, never validates: a wrong body gets the form's message, not ajv's", async () => {
    // The contract says `email` has format email and a pattern; the answer is still yup's, as before.
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscribers',
      payload: { email: 'anna', agreement: true },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: 'Invalid email address', fields: { email: 'Invalid email address' } });
  });

  it('serves its reference page in development', async () => {
    const page = await ctx.app.inject({ url: `${API_REFERENCE_PATH}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('swagger-initializer.js');
  });
});

describe('the contract check of the API tests', () => {
  const document = {
    paths: {
      '/api/things/{id}': {
        get: {
          responses: {
            200: {
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['id'],
                    properties: { id: { type: 'string' } },
                    additionalProperties: false,
                  },
                },
              },
            },
            '4XX': { content: { 'application/json': { schema: { type: 'object', required: ['error'] } } } },
          },
        },
      },
    },
  };
  const answer = (status: number, body: string, route = '/api/things/:id') => ({
    method: 'GET',
    route,
    status,
    contentType: 'application/json',
    body,
    requestBody: undefined,
  });

  it('passes answers the contract describes', () => {
    expect(contractProblems(document, [answer(200, '{"id":"a"}'), answer(404, '{"error":"Not found"}')])).toEqual([]);
  });

  it('names the route of an answer the contract does not describe', () => {
    expect(
      contractProblems(document, [
        answer(200, '{"id":1}'),
        answer(200, '{"id":"a","secret":"x"}'),
        answer(500, '{"error":"x"}'),
        answer(200, '{}', '/api/returns'),
      ]),
    ).toEqual([
      'GET /api/things/:id 200 answer: body/id must be string',
      'GET /api/things/:id 200 answer: body must NOT have additional properties',
      'GET /api/things/:id answered 500, which the contract does not list',
      'GET /api/returns is not in the contract',
    ]);
  });
});

import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import type { FastifyInstance } from 'fastify';
import { API_REFERENCE_PATH } from '../plugins/openapi';

/** One answer an API test received, as the route wrote it. */
export interface RecordedAnswer {
  method: string;
  /** The route's URL as registered (`/api/orders/:id`). */
  route: string;
  status: number;
  contentType: string;
  /** The bytes as text; undefined when the answer was a stream or compressed (not checked). */
  body: string | undefined;
  /** The parsed JSON request body, when there was one. */
  requestBody: unknown;
}

type Operation = {
  requestBody?: { content?: Record<string, { schema?: object }> };
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
};
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** `/api/orders/:id` as the OpenAPI document names it: `/api/orders/{id}`. */
export const openApiPath = (route: string): string =>
  // A parameter's regular expression (`/:id(^\\d{6}$)`) is left out, as @fastify/swagger leaves it out.
  route.replace(/:([A-Za-z0-9_]+)(\([^/]*\))?/g, '{$1}').replace(/\*$/, '{*}');

/** Every answer the app gives from now on (add before `ready`): what the contract check reads. */
export function recordAnswers(app: FastifyInstance): RecordedAnswer[] {
  const recorded: RecordedAnswer[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    // HEAD and preflights are no operations; the reference page's own files are not the API.
    if (!route || request.method === 'HEAD' || request.method === 'OPTIONS' || route.startsWith(API_REFERENCE_PATH))
      return payload;
    const encoded = reply.getHeader('content-encoding') !== undefined;
    const text =
      typeof payload === 'string'
        ? payload
        : Buffer.isBuffer(payload) && !encoded
          ? payload.toString('utf8')
          : undefined;
    recorded.push({
      method: request.method,
      route,
      status: reply.statusCode,
      contentType: String(reply.getHeader('content-type') ?? '')
        .split(';')[0]
        .trim(),
      body: payload === null || payload === undefined ? '' : encoded ? undefined : text,
      requestBody: request.body,
    });
    return payload;
  });
  return recorded;
}

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
const compiled = new WeakMap<object, ValidateFunction>();
function validatorOf(schema: object): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

const isPlainObject = (value: unknown) => typeof value === 'object' && value !== null && !Buffer.isBuffer(value);

/**
 * What the recorded answers tell about the contract (/api/openapi.json), one sentence a problem: an answer
 * whose status the operation does not list, whose media type or JSON body its schema refuses; and a request
 * body the server accepted (2xx) that the documented request schema refuses (the contract would be stricter
 * than the yup schemas that validate).
 */
export function contractProblems(document: OpenApiDocument, recorded: readonly RecordedAnswer[]): string[] {
  const problems = new Set<string>();
  for (const answer of recorded) {
    const name = `${answer.method} ${answer.route}`;
    const operation = document.paths[openApiPath(answer.route)]?.[answer.method.toLowerCase()];
    if (!operation) {
      problems.add(`${name} is not in the contract`);
      continue;
    }
    const responses = operation.responses ?? {};
    const status = String(answer.status);
    const response = responses[status] ?? responses[`${status[0]}XX`] ?? responses.default;
    if (!response) {
      problems.add(`${name} answered ${status}, which the contract does not list`);
      continue;
    }
    if (answer.body !== undefined) {
      if (!response.content) {
        if (answer.body !== '') problems.add(`${name} ${status} has a body; the contract says none`);
      } else if (answer.body !== '' || Object.keys(response.content).includes(answer.contentType)) {
        const media = response.content[answer.contentType] ?? response.content['*/*'];
        if (!media) {
          problems.add(
            `${name} ${status} answered ${answer.contentType || 'no media type'}; the contract says ${Object.keys(response.content).join(', ')}`,
          );
        } else if (answer.contentType === 'application/json' && media.schema) {
          const validate = validatorOf(media.schema);
          if (!validate(JSON.parse(answer.body)))
            problems.add(`${name} ${status} answer: ${ajv.errorsText(validate.errors, { dataVar: 'body' })}`);
        }
      }
    }
    const requestSchema = operation.requestBody?.content?.['application/json']?.schema;
    if (answer.status < 300 && requestSchema && isPlainObject(answer.requestBody)) {
      const validate = validatorOf(requestSchema);
      if (!validate(answer.requestBody))
        problems.add(
          `${name} accepted a body the contract refuses: ${ajv.errorsText(validate.errors, { dataVar: 'request' })}`,
        );
    }
  }
  return [...problems];
}

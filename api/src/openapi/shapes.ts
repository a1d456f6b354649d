import type { JsonSchema } from './json-schema-from-yup';

// Building blocks of the routes' JSON schemas (the OpenAPI contract at /api/openapi.json). Answers are
// described closed (`additionalProperties: false`), so the contract test catches a field an answer carries
// that the contract does not name.

export const text = (extra: JsonSchema = {}): JsonSchema => ({ type: 'string', ...extra });
export const whole = (extra: JsonSchema = {}): JsonSchema => ({ type: 'integer', ...extra });
export const number = (extra: JsonSchema = {}): JsonSchema => ({ type: 'number', ...extra });
export const yesNo: JsonSchema = { type: 'boolean' };
export const exactly = (value: string | boolean): JsonSchema => ({ const: value });
export const oneOfWords = (values: readonly string[]): JsonSchema => ({ type: 'string', enum: [...values] });
export const listOf = (items: JsonSchema, extra: JsonSchema = {}): JsonSchema => ({ type: 'array', items, ...extra });
export const orNull = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });
export const textOrNull: JsonSchema = { type: ['string', 'null'] };
export const isoTime: JsonSchema = { type: 'string', format: 'date-time' };

/** An object of these properties, all required except those named in `optional`, nothing else. */
export function shape(properties: Record<string, JsonSchema>, optional: readonly string[] = []): JsonSchema {
  const required = Object.keys(properties).filter((key) => !optional.includes(key));
  return { type: 'object', properties, ...(required.length ? { required } : {}), additionalProperties: false };
}

/** A request body: what the route reads; other fields are ignored by the server (and may be sent). */
export function requestShape(properties: Record<string, JsonSchema>, required: readonly string[] = []): JsonSchema {
  return { type: 'object', properties, ...(required.length ? { required: [...required] } : {}) };
}

/** Every error answer: `{ error, fields? }`, some with more (reason, quote, lines, retry...). */
export const apiError: JsonSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: { type: 'string', description: 'the first (or only) message, as the form shows it' },
    fields: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: "each wrong field's message (contracts' yup schemas)",
    },
  },
};

/** A route's answers, with the error answers every route may give (4xx, 5xx: `{ error, fields? }`). */
export function answers(byStatus: Record<string, JsonSchema>): Record<string, JsonSchema> {
  return {
    ...byStatus,
    '4xx': { description: 'refused: `{ error, fields? }`', ...apiError },
    '5xx': { description: 'failed: `{ error }` (details only in the log)', ...apiError },
  };
}

/** An answer with no body (a redirect, 304). */
export const noBody = (description: string): JsonSchema => ({ description, type: 'null' });

/** An answer in another format than JSON (SVG, PNG, HTML, XML, text). */
export const contentOf = (description: string, mediaTypes: readonly string[]): JsonSchema => ({
  description,
  content: Object.fromEntries(mediaTypes.map((mediaType) => [mediaType, { schema: { type: 'string' } }])),
});

/** A JSON answer, described. */
export const json = (description: string, schema: JsonSchema): JsonSchema => ({ description, ...schema });

/** Routes that need a session (401 without one, 403 for another customer's `_id`/`userId`). */
export const SESSION_SECURITY: { [scheme: string]: string[] }[] = [{ session: [] }, { bearer: [] }];

/** A derived request schema with fields the route also reads (outside the form's yup schema). */
export const withProperties = (schema: JsonSchema, properties: Record<string, JsonSchema>): JsonSchema => ({
  ...schema,
  properties: { ...(schema.properties as object), ...properties },
});

/** A derived request schema where the route asks less than the form (a field it reads only sometimes). */
export const withoutRequired = (schema: JsonSchema, ...names: string[]): JsonSchema => ({
  ...schema,
  required: ((schema.required as string[] | undefined) ?? []).filter((name) => !names.includes(name)),
});

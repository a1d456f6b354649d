import type { AnySchema, SchemaDescription, SchemaFieldDescription } from 'yup';

/** A JSON Schema (2020-12, as OpenAPI 3.1 takes it). */
export type JsonSchema = Record<string, unknown>;

type Test = { name?: string; params?: Record<string, unknown> };

/** What a field's tests say in JSON Schema words; a test with a name of its own (letters-only...) says nothing. */
function keywordsOfTests(type: string, tests: Test[]): JsonSchema {
  const out: JsonSchema = {};
  const text = type === 'string';
  const list = type === 'array';
  for (const { name, params = {} } of tests) {
    if (name === 'min' && 'min' in params) out[text ? 'minLength' : list ? 'minItems' : 'minimum'] = params.min;
    if (name === 'max' && 'max' in params) out[text ? 'maxLength' : list ? 'maxItems' : 'maximum'] = params.max;
    if (name === 'min' && 'more' in params) out.exclusiveMinimum = params.more;
    if (name === 'max' && 'less' in params) out.exclusiveMaximum = params.less;
    if (name === 'length' && 'length' in params) {
      out[list ? 'minItems' : 'minLength'] = params.length;
      out[list ? 'maxItems' : 'maxLength'] = params.length;
    }
    if (name === 'integer') out.type = 'integer';
    if (name === 'email') out.format = 'email';
    if (name === 'url') out.format = 'uri';
    if (name === 'uuid') out.format = 'uuid';
    if (name === 'matches' && params.regex instanceof RegExp) out.pattern = params.regex.source;
  }
  return out;
}

const BASE_TYPES: Record<string, JsonSchema> = {
  string: { type: 'string' },
  number: { type: 'number' },
  boolean: { type: 'boolean' },
  date: { type: 'string', format: 'date-time' },
  array: { type: 'array' },
  object: { type: 'object' },
  tuple: { type: 'array' },
  mixed: {},
};

function convert(description: SchemaFieldDescription): JsonSchema {
  if (!('type' in description)) return {};
  const d = description as SchemaDescription & {
    fields?: Record<string, SchemaFieldDescription>;
    innerType?: SchemaFieldDescription;
  };
  const schema: JsonSchema = { ...(BASE_TYPES[d.type] ?? {}), ...keywordsOfTests(d.type, d.tests as Test[]) };
  if (d.label) schema.title = d.label;
  const allowed = d.oneOf.filter((value) => value !== undefined && value !== null);
  if (allowed.length > 0) schema.enum = allowed;
  if (d.fields) {
    schema.properties = Object.fromEntries(Object.entries(d.fields).map(([key, field]) => [key, convert(field)]));
    const required = Object.entries(d.fields)
      .filter(([, field]) => 'optional' in field && field.optional === false)
      .map(([key]) => key);
    if (required.length > 0) schema.required = required;
  }
  if (d.innerType) schema.items = convert(d.innerType);
  if (d.default !== undefined && typeof d.default !== 'object' && typeof d.default !== 'function') {
    schema.default = d.default;
  }
  // A field whose rule yup cannot describe (a transform, a custom test) says it in meta, beside the rule.
  const fromMeta = (d.meta as { jsonSchema?: JsonSchema } | undefined)?.jsonSchema;
  if (fromMeta) Object.assign(schema, fromMeta);
  if (d.nullable && typeof schema.type === 'string') schema.type = [schema.type, 'null'];
  return schema;
}

/**
 * The JSON Schema of one of contracts' yup schemas, read from yup's own description of it: so the contract
 * says what the validator checks (required fields, lengths, patterns, allowed values) and is never written
 * twice. Custom tests (letters only, not blank, Luhn...) stay yup's: the schema says less than yup checks,
 * never more, and the messages the answers carry are yup's. `describeWith` resolves conditional fields.
 */
export function jsonSchemaFromYup(schema: AnySchema, describeWith?: { context?: object }): JsonSchema {
  return convert(schema.describe(describeWith) as SchemaDescription);
}

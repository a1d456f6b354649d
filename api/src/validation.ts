import { validateSyncOrErrors, validationErrors } from 'contracts/schemas';
import type { AnySchema, InferType } from 'yup';
import { badRequest } from './http-errors';

/** A JSON object body, else 400 (a string, array or nothing cannot be a form). */
export function objectBody(body: unknown, example: string): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badRequest(`Send a JSON object: ${example}`);
  return body as Record<string, unknown>;
}

/**
 * Validates with one of contracts' form schemas: 400 `{ error: <first message>, fields }` with exactly
 * the messages the form shows, else the value cast by the schema (trimmed strings stay as sent).
 */
export async function validateWith<S extends AnySchema>(
  schema: S,
  value: unknown,
  context?: object,
): Promise<InferType<S>> {
  const fields = await validationErrors(schema, value ?? {}, context ? { context } : {});
  if (fields) throw badRequest(Object.values(fields)[0], fields);
  return schema.cast(value, { context }) as InferType<S>;
}

/**
 * validateWith for a schema without async tests, on a hot path (catalogue listings): the cast value, or
 * 400 `{ error: <first message>, fields }` as validateWith answers.
 */
export function validateSyncWith<S extends AnySchema>(schema: S, value: unknown): InferType<S> {
  const result = validateSyncOrErrors(schema, value ?? {});
  if (result.fields) throw badRequest(Object.values(result.fields)[0], result.fields);
  return result.value;
}

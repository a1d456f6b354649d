import { ValidationError, type AnySchema, type InferType, type ValidateOptions } from 'yup';

/**
 * Validates `value` and returns the first message of each failing field ({ email: 'Invalid email
 * format' }), or null when it is valid. The API answers 400 { error, fields } with this, so a server
 * rejection reads exactly like the form would. Errors without a path (the whole value) use the key ''.
 */
export async function validationErrors(
  schema: AnySchema,
  value: unknown,
  options: Omit<ValidateOptions, 'abortEarly'> = {},
): Promise<Record<string, string> | null> {
  try {
    await schema.validate(value, { ...options, abortEarly: false });
    return null;
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    return fieldMessages(error);
  }
}

/**
 * The same check for schemas without async tests, for a hot path (a catalogue listing): the value as
 * the schema casts it, or the messages of its failing fields.
 */
export function validateSyncOrErrors<S extends AnySchema>(
  schema: S,
  value: unknown,
): { value: InferType<S>; fields: null } | { value: null; fields: Record<string, string> } {
  try {
    return { value: schema.validateSync(value, { abortEarly: false }) as InferType<S>, fields: null };
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    return { value: null, fields: fieldMessages(error) };
  }
}

/** The first message of each failing field (the whole value's under ''). */
function fieldMessages(error: ValidationError): Record<string, string> {
  const failures = error.inner.length > 0 ? error.inner : [error];
  const fields: Record<string, string> = {};
  for (const failure of failures) {
    const path = failure.path ?? '';
    if (!(path in fields)) fields[path] = failure.message;
  }
  return fields;
}

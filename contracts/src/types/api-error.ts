/**
 * Body of every API error (400, 401, 403, 404...). `fields` maps a form field to its message for
 * validation failures; the messages are the same ones the form shows (see validationErrors).
 */
export interface ApiError {
  error: string;
  fields?: Record<string, string>;
}

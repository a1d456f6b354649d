/**
 * Errors answered as Stripe answers them: `{ error: { type, code, message, param?, ... } }` with Stripe's
 * status codes, so that the `stripe` SDK raises its own error classes (StripeCardError for 402, ...).
 */
export type StripeErrorType = 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';

export interface StripeErrorBody {
  type: StripeErrorType;
  code?: string;
  decline_code?: string;
  message: string;
  param?: string;
  payment_intent?: unknown;
  payment_method?: unknown;
}

export class ProcessorError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

export function invalidRequest(message: string, extra: Partial<StripeErrorBody> = {}): ProcessorError {
  return new ProcessorError(400, { type: 'invalid_request_error', message, ...extra });
}

export function missingParam(param: string): ProcessorError {
  return invalidRequest(`Missing required param: ${param}.`, { code: 'parameter_missing', param });
}

export function invalidParam(param: string, message: string): ProcessorError {
  return invalidRequest(message, { code: 'parameter_invalid', param });
}

export function noSuch(kind: string, id: string, param = 'id'): ProcessorError {
  return new ProcessorError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param,
  });
}

export function unauthorized(message: string): ProcessorError {
  return new ProcessorError(401, { type: 'invalid_request_error', message });
}

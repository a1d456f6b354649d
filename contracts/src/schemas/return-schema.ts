import { array, number, object, string, type InferType } from 'yup';

/** The reasons the "Return items" form offers (and the server accepts). */
export const RETURN_REASONS = [
  'Too small',
  'Too large',
  'Not as described',
  'Arrived damaged or faulty',
  'Changed my mind',
] as const;

export const RETURN_MESSAGES = {
  reason: 'Please choose a reason',
  lines: 'Choose at least one item to return',
  quantity: 'Quantity must be a whole number of at least 1',
} as const;

/** The "Return items" form and POST /orders/:id/returns: which lines, how many of each, and why. */
export const returnRequestSchema = object({
  reason: string()
    .required(RETURN_MESSAGES.reason)
    .oneOf([...RETURN_REASONS], RETURN_MESSAGES.reason),
  lines: array(
    object({
      lineNo: number().required().integer().min(1).max(1000),
      quantity: number()
        .required(RETURN_MESSAGES.quantity)
        .integer(RETURN_MESSAGES.quantity)
        .min(1, RETURN_MESSAGES.quantity)
        .max(10_000),
    }),
  )
    .required(RETURN_MESSAGES.lines)
    .min(1, RETURN_MESSAGES.lines)
    .max(100),
});

export type ReturnRequestInput = InferType<typeof returnRequestSchema>;

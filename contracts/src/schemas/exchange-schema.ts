import { number, object, string, type InferType } from 'yup';
import { COLORS, SIZES } from '../constants/catalog';
import type { Color, Size } from '../types/catalog';
import { RETURN_REASONS } from './return-schema';

export const EXCHANGE_MESSAGES = {
  line: 'Choose the item to exchange',
  variant: 'Choose another size or colour',
  soldOut: 'That size is sold out. You can return the item instead.',
} as const;

/** POST /orders/:id/exchanges (the shopper, with an Idempotency-Key): one unit of a line for another size or colour. */
export const exchangeRequestSchema = object({
  lineNo: number().typeError(EXCHANGE_MESSAGES.line).required(EXCHANGE_MESSAGES.line).integer().min(1).max(1000),
  color: string<Color>()
    .required(EXCHANGE_MESSAGES.variant)
    .oneOf([...COLORS], EXCHANGE_MESSAGES.variant),
  size: string<Size>()
    .required(EXCHANGE_MESSAGES.variant)
    .oneOf(
      SIZES.map((s) => s.value),
      EXCHANGE_MESSAGES.variant,
    ),
  reason: string()
    .required('Please choose a reason')
    .oneOf([...RETURN_REASONS], 'Please choose a reason'),
});
export type ExchangeRequestInput = InferType<typeof exchangeRequestSchema>;

import { badRequest } from '../../http-errors';

export const DISCOUNT_CODE_MAX_LENGTH = 64;
const CODE_MESSAGE = `discountCode must be the code as text, at most ${DISCOUNT_CODE_MAX_LENGTH} characters`;

/** The `discountCode` of a quote or purchase body: text or absent (blank is absent); anything else is 400. */
export function readDiscountCode(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length > DISCOUNT_CODE_MAX_LENGTH) {
    throw badRequest(CODE_MESSAGE, { discountCode: CODE_MESSAGE });
  }
  return value.trim() === '' ? undefined : value;
}

import type { CartQuote, DiscountCodeRefusal } from 'contracts';
import type { Queryable } from '../../db/database';
import { codeMessages } from './code-rules';
import { priceBag } from './priced-bag';
import { takeUse } from './queries';

/** One use of the code for a new order (queries' takeUse: the conditional UPDATE). */
export const takeOrderUse = takeUse;

export interface UseRefusal {
  code: string;
  reason: DiscountCodeRefusal;
  message: string;
}

/**
 * An order that gave its use back (failed, expired) and is paid or retried after all takes it again, if the
 * code still has one and the customer is still within her own limit; else why not (the caller refuses).
 */
export async function retakeUse(
  tx: Queryable,
  order: { id: string; customerId: string; discountCodeId: number | null },
): Promise<UseRefusal | null> {
  if (order.discountCodeId === null) return null;
  const { rows } = await tx.query<{ code: string; perCustomer: number | null; held: number }>(
    `SELECT c.code, c.max_uses_per_customer AS "perCustomer",
            (SELECT count(*)::int FROM orders o
              WHERE o.discount_code_id = c.id AND o.customer_id = $2 AND o.discount_use_held AND o.id <> $3) AS held
       FROM discount_codes c WHERE c.id = $1`,
    [order.discountCodeId, order.customerId, order.id],
  );
  const code = rows[0];
  if (code.perCustomer !== null && code.held >= code.perCustomer) {
    return {
      code: code.code,
      reason: 'customer-limit',
      message: codeMessages.customerLimit(code.code, code.perCustomer),
    };
  }
  if (!(await takeUse(tx, order.discountCodeId, order.id))) {
    return { code: code.code, reason: 'used-up', message: codeMessages.usedUp(code.code) };
  }
  return null;
}

/** The bag's quote without the code, saying why the code was refused (used up unless told otherwise). */
export async function usedUpQuote(
  tx: Queryable,
  keys: string[],
  customerId: string,
  now: Date,
  code: string,
  refusal: Pick<UseRefusal, 'reason' | 'message'> = { reason: 'used-up', message: codeMessages.usedUp(code) },
): Promise<CartQuote> {
  const { quote } = await priceBag(tx, keys, customerId, now, null);
  return { ...quote, discountCode: { code, applied: false, reason: refusal.reason, message: refusal.message } };
}

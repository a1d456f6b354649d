import { PAID_ORDER_STATUSES } from 'contracts/order-status';
import type { Queryable } from '../../db/database';
import { deleteOutboxFor } from '../mail/queries';
import { deleteQueuedMailsFor } from '../mail/queue-queries';
import { deleteCustomer, selectCustomerById } from './queries';

/** Orders that are an accounting record: money was taken (and maybe given back). The others go with her. */
const ACCOUNTING_STATUSES = [...PAID_ORDER_STATUSES, 'cancelled'];

/**
 * Deletes a customer's account, by her own request or an owner's, in the caller's transaction: her profile,
 * sessions, addresses, card, wish list, bag, feedback, back-in-stock requests, newsletter subscription and
 * mail go. Her paid orders stay as the shop's accounting record (lines, totals, payments, refunds, returns)
 * with her name, e-mail and addresses removed; an unpaid one goes and gives its units back. Answers how many
 * orders were kept, or null when there was no such customer.
 */
export async function deleteCustomerAccount(tx: Queryable, customerId: string): Promise<{ ordersKept: number } | null> {
  const customer = await selectCustomerById(tx, customerId);
  if (!customer) return null;
  const { rows: kept } = await tx.query(
    `UPDATE orders
        SET customer_id = NULL, email = '', billing_name = '', shipping_address = '{}'::jsonb,
            billing_address = '{}'::jsonb, birthday_email = NULL, anonymised_at = now(), updated_at = now()
      WHERE customer_id = $1 AND status = ANY($2::text[])
      RETURNING id`,
    [customerId, ACCOUNTING_STATUSES],
  );
  // The rest of her orders were never paid: they go (orders_release_on_delete gives their units back).
  await tx.query('DELETE FROM orders WHERE customer_id = $1', [customerId]);
  await deleteOutboxFor(tx, customer.email);
  await deleteQueuedMailsFor(tx, customer.email);
  // Asked for as a guest with her address, before or after she had the account.
  await tx.query('DELETE FROM back_in_stock_requests WHERE lower(email) = lower($1)', [customer.email]);
  await tx.query('DELETE FROM subscribers WHERE lower(email) = lower($1)', [customer.email]);
  // The rest goes with the row (ON DELETE CASCADE).
  await deleteCustomer(tx, customerId);
  return { ordersKept: kept.length };
}

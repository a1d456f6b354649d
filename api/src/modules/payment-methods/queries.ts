import type { Queryable } from '../../db/database';
import type { CardBrand, DefaultCard } from 'contracts';

/** What is kept of a card, and all that is ever sent back: contracts' DefaultCard. */
const CARD_COLUMNS = `brand, last4, exp_month::int AS "expiryMonth", exp_year::int AS "expiryYear",
  lpad(exp_month::text, 2, '0') || '/' || lpad((exp_year % 100)::text, 2, '0') AS "cardExpiryDate",
  payment_method_id AS "paymentMethodId"`;

export async function selectCard(db: Queryable, customerId: string): Promise<DefaultCard | null> {
  const { rows } = await db.query<DefaultCard>(`SELECT ${CARD_COLUMNS} FROM payment_cards WHERE customer_id = $1`, [
    customerId,
  ]);
  return rows[0] ?? null;
}

/** Replaces the customer's one card. */
export async function upsertCard(
  db: Queryable,
  customerId: string,
  card: { paymentMethodId: string; brand: CardBrand; last4: string; expMonth: number; expYear: number },
): Promise<DefaultCard> {
  const { rows } = await db.query<DefaultCard>(
    `INSERT INTO payment_cards (customer_id, payment_method_id, brand, last4, exp_month, exp_year)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (customer_id) DO UPDATE SET payment_method_id = EXCLUDED.payment_method_id, brand = EXCLUDED.brand,
       last4 = EXCLUDED.last4, exp_month = EXCLUDED.exp_month, exp_year = EXCLUDED.exp_year, created_at = now()
     RETURNING ${CARD_COLUMNS}`,
    [customerId, card.paymentMethodId, card.brand, card.last4, card.expMonth, card.expYear],
  );
  return rows[0];
}

export async function deleteCard(db: Queryable, customerId: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM payment_cards WHERE customer_id = $1 RETURNING customer_id', [
    customerId,
  ]);
  return rows.length > 0;
}

export interface ProcessorAccount {
  email: string;
  firstName: string;
  lastName: string;
  processorCustomerId: string | null;
}

export async function selectProcessorAccount(db: Queryable, customerId: string): Promise<ProcessorAccount | null> {
  const { rows } = await db.query<ProcessorAccount>(
    `SELECT email, first_name AS "firstName", last_name AS "lastName", processor_customer_id AS "processorCustomerId"
       FROM customers WHERE id = $1`,
    [customerId],
  );
  return rows[0] ?? null;
}

export async function setProcessorCustomerId(db: Queryable, customerId: string, id: string | null): Promise<void> {
  await db.query('UPDATE customers SET processor_customer_id = $2 WHERE id = $1', [customerId, id]);
}

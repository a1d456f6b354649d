import type { Queryable } from '../../db/database';
import type { CardBrand, DefaultCard } from 'contracts';

/** What is kept of a card, and all that is ever sent back: contracts' DefaultCard. */
const CARD_COLUMNS = `brand, last4, exp_month::int AS "expiryMonth", exp_year::int AS "expiryYear",
  lpad(exp_month::text, 2, '0') || '/' || lpad((exp_year % 100)::text, 2, '0') AS "cardExpiryDate"`;

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
  card: { brand: CardBrand; last4: string; expMonth: number; expYear: number },
): Promise<DefaultCard> {
  const { rows } = await db.query<DefaultCard>(
    `INSERT INTO payment_cards (customer_id, brand, last4, exp_month, exp_year) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (customer_id) DO UPDATE SET brand = EXCLUDED.brand, last4 = EXCLUDED.last4,
       exp_month = EXCLUDED.exp_month, exp_year = EXCLUDED.exp_year, created_at = now()
     RETURNING ${CARD_COLUMNS}`,
    [customerId, card.brand, card.last4, card.expMonth, card.expYear],
  );
  return rows[0];
}

export async function deleteCard(db: Queryable, customerId: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM payment_cards WHERE customer_id = $1 RETURNING customer_id', [
    customerId,
  ]);
  return rows.length > 0;
}

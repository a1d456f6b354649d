import type { Queryable } from '../../db/database';

/** Inserts the subscriber; false when the address (any letter case) is already subscribed. */
export async function insertSubscriber(db: Queryable, email: string, agreement: boolean): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO subscribers (email, agreement) VALUES ($1, $2)
     ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
    [email, agreement],
  );
  return rows.length > 0;
}

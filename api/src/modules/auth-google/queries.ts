import type { Queryable } from '../../db/database';

export async function selectIdentityCustomer(db: Queryable, issuer: string, subject: string): Promise<string | null> {
  const { rows } = await db.query<{ customer_id: string }>(
    'SELECT customer_id FROM customer_identities WHERE issuer = $1 AND subject = $2',
    [issuer, subject],
  );
  return rows[0]?.customer_id ?? null;
}

export async function insertIdentity(
  db: Queryable,
  identity: { issuer: string; subject: string; customerId: string; email: string | null },
): Promise<void> {
  await db.query('INSERT INTO customer_identities (issuer, subject, customer_id, email) VALUES ($1, $2, $3, $4)', [
    identity.issuer,
    identity.subject,
    identity.customerId,
    identity.email,
  ]);
}

export async function updateIdentityEmail(
  db: Queryable,
  issuer: string,
  subject: string,
  email: string | null,
): Promise<void> {
  await db.query(
    'UPDATE customer_identities SET email = $3 WHERE issuer = $1 AND subject = $2 AND email IS DISTINCT FROM $3',
    [issuer, subject, email],
  );
}

export async function selectCustomerByEmail(
  db: Queryable,
  email: string,
): Promise<{ id: string; email_verified: boolean } | null> {
  const { rows } = await db.query<{ id: string; email_verified: boolean }>(
    'SELECT id, email_verified FROM customers WHERE lower(email) = lower($1)',
    [email],
  );
  return rows[0] ?? null;
}

/** The provider has verified the address: the account's address counts as verified from now on. */
export async function markEmailVerified(db: Queryable, customerId: string): Promise<void> {
  await db.query(
    'UPDATE customers SET email_verified = true, updated_at = now() WHERE id = $1 AND NOT email_verified',
    [customerId],
  );
}

/** A customer without a password (password_hash NULL): they sign in through the provider. */
export async function insertPasswordlessCustomer(
  db: Queryable,
  customer: { firstName: string; lastName: string; email: string; emailVerified: boolean },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO customers (first_name, last_name, email, password_hash, email_verified)
     VALUES ($1, $2, $3, NULL, $4) RETURNING id`,
    [customer.firstName, customer.lastName, customer.email, customer.emailVerified],
  );
  return rows[0].id;
}

export async function customerHasPassword(db: Queryable, customerId: string): Promise<boolean> {
  const { rows } = await db.query<{ has: boolean }>(
    'SELECT password_hash IS NOT NULL AS has FROM customers WHERE id = $1',
    [customerId],
  );
  return rows[0]?.has ?? false;
}

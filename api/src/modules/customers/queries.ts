import type { SessionUser } from 'contracts';
import type { Queryable } from '../../db/database';
import { CART_KEY_SQL } from '../cart/queries';

/** What every account answer carries (contracts' SessionUser, with the bag's keys); never the password hash. */
export async function selectSessionUser(db: Queryable, customerId: string): Promise<SessionUser | null> {
  const { rows } = await db.query<Omit<SessionUser, '_id'>>(
    `SELECT c.id::text AS id, c.first_name AS "firstName", c.last_name AS "lastName", c.email,
            c.email_verified AS "emailVerified", c.birth_date::text AS "birthDate", c.phone_number AS "phoneNumber",
            (c.password_hash IS NOT NULL) AS "hasPassword",
            coalesce((SELECT array_agg(w.product_id ORDER BY w.added_at, w.product_id)
                        FROM wishlist_items w WHERE w.customer_id = c.id), '{}'::text[]) AS wishlist,
            coalesce((SELECT array_agg(${CART_KEY_SQL} ORDER BY ci.line_no)
                        FROM cart_items ci WHERE ci.customer_id = c.id), '{}'::text[]) AS cart
       FROM customers c WHERE c.id = $1`,
    [customerId],
  );
  const row = rows[0];
  return row ? { _id: row.id, ...row } : null;
}

export interface CustomerRecord {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  passwordHash: string | null;
}

const RECORD_COLUMNS = `id::text AS id, email, first_name AS "firstName", last_name AS "lastName",
  email_verified AS "emailVerified", password_hash AS "passwordHash"`;

export async function selectCustomerByEmail(db: Queryable, email: string): Promise<CustomerRecord | null> {
  const { rows } = await db.query<CustomerRecord>(
    `SELECT ${RECORD_COLUMNS} FROM customers WHERE lower(email) = lower($1)`,
    [email],
  );
  return rows[0] ?? null;
}

export async function selectCustomerById(db: Queryable, id: string): Promise<CustomerRecord | null> {
  const { rows } = await db.query<CustomerRecord>(`SELECT ${RECORD_COLUMNS} FROM customers WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export interface NewCustomer {
  firstName: string;
  lastName: string;
  email: string;
  /** null: an account from social sign-in without a password. */
  passwordHash: string | null;
  emailVerified: boolean;
}

/** The new id, or null when the e-mail (any letter case) is taken. */
export async function insertCustomer(db: Queryable, c: NewCustomer): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO customers (first_name, last_name, email, password_hash, email_verified)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT ((lower(email))) DO NOTHING RETURNING id::text AS id`,
    [c.firstName, c.lastName, c.email, c.passwordHash, c.emailVerified],
  );
  return rows[0]?.id ?? null;
}

export interface ProfileChange {
  firstName: string;
  lastName: string;
  email: string;
  birthDate: string;
  phoneNumber: string;
}

/**
 * Saves the profile; a changed e-mail (ignoring letter case) becomes unverified. Returns null when the
 * new e-mail belongs to someone else, else whether the e-mail changed.
 */
export async function updateProfile(
  db: Queryable,
  id: string,
  p: ProfileChange,
): Promise<{ emailChanged: boolean } | null> {
  const { rows } = await db.query<{ email_changed: boolean }>(
    `UPDATE customers c
        SET first_name = $2, last_name = $3, email = $4, birth_date = $5::date, phone_number = $6,
            email_verified = CASE WHEN lower(old.email) = lower($4) THEN c.email_verified ELSE false END,
            updated_at = now()
       FROM customers old
      WHERE c.id = $1 AND old.id = c.id
        AND NOT EXISTS (SELECT 1 FROM customers o WHERE lower(o.email) = lower($4) AND o.id <> $1)
      RETURNING lower(old.email) <> lower($4) AS email_changed`,
    [id, p.firstName, p.lastName, p.email, p.birthDate, p.phoneNumber],
  );
  return rows[0] ? { emailChanged: rows[0].email_changed } : null;
}

export async function updatePasswordHash(db: Queryable, id: string, passwordHash: string): Promise<void> {
  await db.query('UPDATE customers SET password_hash = $2, updated_at = now() WHERE id = $1', [id, passwordHash]);
}

export async function markEmailVerified(db: Queryable, id: string, email: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE customers SET email_verified = true, updated_at = now()
      WHERE id = $1 AND lower(email) = lower($2) RETURNING id`,
    [id, email],
  );
  return rows.length > 0;
}

/** Deletes the customer; sessions, tokens, wish list, addresses and card go with it (ON DELETE CASCADE). */
export async function deleteCustomer(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM customers WHERE id = $1', [id]);
}

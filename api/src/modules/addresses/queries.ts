import type { Address } from 'contracts';
import type { Queryable } from '../../db/database';

export interface AddressFields {
  email: string;
  firstName: string;
  lastName: string;
  country: string;
  city: string;
  addressLine1: string;
  addressLine2: string;
  zip: string;
  phone: string;
}

const ADDRESS_COLUMNS = `customer_id::text AS "userId", email, first_name AS "firstName", last_name AS "lastName", country, city,
  address_line1 AS "addressLine1", address_line2 AS "addressLine2", zip, phone, is_default AS "default"`;

const values = (a: AddressFields) => [
  a.email,
  a.firstName,
  a.lastName,
  a.country,
  a.city,
  a.addressLine1,
  a.addressLine2,
  a.zip,
  a.phone,
];

export async function selectDefaultAddress(db: Queryable, customerId: string): Promise<Address | null> {
  const { rows } = await db.query<Address>(
    `SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE customer_id = $1 AND is_default`,
    [customerId],
  );
  return rows[0] ?? null;
}

/**
 * Saves the customer's one address (it is her default): a new row, or the existing row replaced. One
 * statement on the unique index of customer_id, so a retried or concurrent POST never adds a second row.
 */
export async function upsertAddress(db: Queryable, customerId: string, a: AddressFields): Promise<Address> {
  const { rows } = await db.query<Address>(
    `INSERT INTO addresses (customer_id, email, first_name, last_name, country, city, address_line1, address_line2, zip, phone, is_default)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, true)
     ON CONFLICT (customer_id) DO UPDATE
       SET email = EXCLUDED.email, first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
           country = EXCLUDED.country, city = EXCLUDED.city, address_line1 = EXCLUDED.address_line1,
           address_line2 = EXCLUDED.address_line2, zip = EXCLUDED.zip, phone = EXCLUDED.phone,
           is_default = true, updated_at = now()
     RETURNING ${ADDRESS_COLUMNS}`,
    [customerId, ...values(a)],
  );
  return rows[0];
}

/** Replaces the fields of the default address; null when there is none. */
export async function updateDefaultAddress(
  db: Queryable,
  customerId: string,
  a: AddressFields,
): Promise<Address | null> {
  const { rows } = await db.query<Address>(
    `UPDATE addresses SET email = $2, first_name = $3, last_name = $4, country = $5, city = $6, address_line1 = $7,
            address_line2 = $8, zip = $9, phone = $10, updated_at = now()
      WHERE customer_id = $1 AND is_default RETURNING ${ADDRESS_COLUMNS}`,
    [customerId, ...values(a)],
  );
  return rows[0] ?? null;
}

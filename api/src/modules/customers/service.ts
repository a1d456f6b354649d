import type { SessionUser } from 'contracts';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http-errors';
import {
  insertCustomer,
  selectCustomerByEmail,
  selectSessionUser,
  type CustomerRecord,
  type NewCustomer,
} from './queries';

// The customers service that other modules (auth-google) build on. Keep these names stable.
export { markEmailVerified, selectCustomerById as findCustomerById, type CustomerRecord } from './queries';

export const USER_EXISTS = 'User already exists. Please, choose other email.';
export const NOT_LOGGED_IN = 'Not logged in';

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/** The customer with this e-mail (any letter case), or null. */
export function findCustomerByEmail(db: Queryable, email: string): Promise<CustomerRecord | null> {
  return selectCustomerByEmail(db, email.trim());
}

/**
 * Creates a customer and returns the new id; 409 "User already exists..." when the e-mail is taken
 * (also when two requests race for it). `passwordHash: null` for an account from social sign-in.
 */
export async function createCustomer(db: Queryable, customer: NewCustomer): Promise<string> {
  let id: string | null;
  try {
    id = await insertCustomer(db, { ...customer, email: customer.email.trim() });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, USER_EXISTS, { email: USER_EXISTS });
    throw error;
  }
  if (!id) throw new HttpError(409, USER_EXISTS, { email: USER_EXISTS });
  return id;
}

/** The SessionUser JSON of a customer; 401 when the account no longer exists. */
export async function getSessionUser(db: Queryable, customerId: string): Promise<SessionUser> {
  const user = await selectSessionUser(db, customerId);
  if (!user) throw new HttpError(401, NOT_LOGGED_IN);
  return user;
}

export { isUniqueViolation };

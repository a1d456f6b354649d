import { object, string, type InferType } from 'yup';
import { customerIdentityFields, phoneField } from './fields';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date (YYYY-MM-DD, as <input type="date"> gives) that is not in the future. */
function isPastIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const isRealDate = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isRealDate && year >= 1900 && date.getTime() <= Date.now();
}

/**
 * User Profile tab and PUT /customers. Names follow the registration rules (hyphens allowed, so a
 * name accepted at registration can be saved again). "Email is required", "Birth date is required"
 * and "Invalid birth date" are ours; the spec gives "Invalid email format" only.
 */
export const profileInfoSchema = object({
  ...customerIdentityFields,
  birthDate: string()
    .required('Birth date is required')
    .test('past-date', 'Invalid birth date', (value) => value == null || value === '' || isPastIsoDate(value)),
  // Phone numbers are ten digits everywhere in the shop (spec section 9).
  phoneNumber: phoneField(),
});

export type ProfileInfoInput = InferType<typeof profileInfoSchema>;

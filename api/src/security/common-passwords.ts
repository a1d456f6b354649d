import { dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from '../http-errors';

/**
 * The most common passwords, refused wherever a password is set (registration, change, first set).
 * The list is zxcvbn's "passwords-common" (@zxcvbn-ts/language-common, MIT): about 49,000 passwords
 * from leaked password sets, most common first, all lower case; it includes the 10,000 most common.
 * Checked on the server only: it is too big for the browser bundles, and the forms show the server's
 * field message. Read once, on the first check.
 */
let common: Set<string> | undefined;

export const COMMON_PASSWORD = 'This password is too common. Please choose another one.';

/** Case-insensitive, after trimming; a password of spaces only counts as common too. */
export function isCommonPassword(password: string): boolean {
  const key = password.trim().toLowerCase();
  if (key === '') return true;
  common ??= new Set(dictionary['passwords-common'] as string[]);
  return common.has(key);
}

/** 400 `{ error, fields: { [field]: message } }` for a common password (the field the form shows it under). */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD, { [field]: COMMON_PASSWORD });
}

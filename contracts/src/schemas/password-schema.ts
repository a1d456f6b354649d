import { object, string, type InferType } from 'yup';
import { passwordField } from './fields';

const newPasswordFields = {
  newPassword: passwordField('Password is required'),
  confirmPassword: string()
    .required('Please confirm your password')
    // A test rather than oneOf(ref): yup checks oneOf before `required`, which would answer an empty
    // field with "Passwords must match".
    .test('matches-new-password', 'Passwords must match', (value, context) => {
      return !value || value === (context.parent as { newPassword?: string }).newPassword;
    }),
};

/**
 * Password tab of the profile and PUT /customers/password. The spec gives no message for an empty
 * current or confirm field; ours are "Current password is required" and "Please confirm your password".
 */
export const passwordSchema = object({
  currentPassword: string().required('Current password is required'),
  ...newPasswordFields,
});

export type PasswordInput = InferType<typeof passwordSchema>;

/**
 * The same tab and route for an account that has no password yet (created through Google sign-in,
 * `SessionUser.hasPassword` false): there is no current password to ask for.
 */
export const setPasswordSchema = object(newPasswordFields);

export type SetPasswordInput = InferType<typeof setPasswordSchema>;

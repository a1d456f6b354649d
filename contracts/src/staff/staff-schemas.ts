import { object, string, type InferType } from 'yup';
import { emailField, passwordField, tooLongMessage } from '../schemas/fields';
import { LIMITS } from '../constants/ui-behaviour';
import { STAFF_ROLES, type StaffRole } from './staff-roles';

// The staff forms' rules, shared by mf-backoffice's forms and the API's staff routes.

/** Six digits from the authenticator. */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
/** A recovery code as shown: two groups of five base32 letters/digits, "k7m2q-x6p4d". */
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{5}-[a-z2-7]{5}$/;
export const RECOVERY_CODE_COUNT = 10;

const CODE_MESSAGE = 'Enter the 6-digit code from your authenticator or a recovery code';

/** Staff log in: e-mail, password and a TOTP or recovery code, all checked together. */
export const staffLoginSchema = object({
  email: emailField({ required: 'Email is required', invalid: 'Invalid email format' }),
  password: passwordField('Password is required'),
  code: string()
    .trim()
    .lowercase()
    .required('Code is required')
    .test('code-format', CODE_MESSAGE, (v) => !v || TOTP_CODE_PATTERN.test(v) || RECOVERY_CODE_PATTERN.test(v)),
});
export type StaffLoginInput = InferType<typeof staffLoginSchema>;

/** The setup link's password step: the customers' password rules and a confirmation. */
export const staffSetupPasswordSchema = object({
  password: passwordField('Password is required'),
  confirmPassword: string()
    .required('Please confirm your password')
    .test('matches-password', 'Passwords must match', (value, context) => {
      return !value || value === (context.parent as { password?: string }).password;
    }),
});
export type StaffSetupPasswordInput = InferType<typeof staffSetupPasswordSchema>;

/** The setup link's authenticator step: the first code proves the secret was enrolled. */
export const totpCodeSchema = object({
  code: string().trim().required('Code is required').matches(TOTP_CODE_PATTERN, {
    message: 'Enter the 6-digit code from your authenticator',
    excludeEmptyString: true,
  }),
});
export type TotpCodeInput = InferType<typeof totpCodeSchema>;

/** An owner invites a member: the setup link goes to this e-mail. */
export const inviteSchema = object({
  email: emailField({ required: 'Email is required', invalid: 'Invalid email format' }),
  name: string().trim().required('Name is required').max(LIMITS.lineMax, tooLongMessage('Name', LIMITS.lineMax)),
  role: string<StaffRole>()
    .required('Role is required')
    .oneOf(STAFF_ROLES, `Role must be one of ${STAFF_ROLES.join(', ')}`),
});
export type InviteInput = InferType<typeof inviteSchema>;

/** A staff API token's label ("laptop shell"). */
export const staffTokenSchema = object({
  name: string().trim().required('Name is required').max(LIMITS.lineMax, tooLongMessage('Name', LIMITS.lineMax)),
});
export type StaffTokenInput = InferType<typeof staffTokenSchema>;

import { object, type InferType } from 'yup';
import { customerIdentityFields, passwordField } from './fields';

/** Create Account form and POST /customers: the login rules plus first and last name. */
export const registrationSchema = object({
  ...customerIdentityFields,
  password: passwordField('Password is required'),
});

export type RegistrationInput = InferType<typeof registrationSchema>;

import { object, type InferType } from 'yup';
import { emailField, passwordField } from './fields';

/** Log in form and POST /customers/login. The field is named loginOrEmail but labelled e-mail. */
export const loginSchema = object({
  loginOrEmail: emailField({ required: 'Email is required', invalid: 'Invalid email format' }),
  password: passwordField('Password is required'),
});

export type LoginInput = InferType<typeof loginSchema>;

import { object, type InferType } from 'yup';
import { emailField, passwordField, personNameField } from './fields';

/** Create Account form and POST /customers: the login rules plus first and last name. */
export const registrationSchema = object({
  firstName: personNameField({
    required: 'First Name is required',
    spacesOnly: 'Name cannot consist of spaces only',
    lettersOnly: 'Name must contain only letters',
  }),
  lastName: personNameField({
    required: 'Last Name is required',
    spacesOnly: 'Last Name cannot consist of spaces only',
    lettersOnly: 'Surname must contain only letters',
  }),
  email: emailField({ required: 'Email is required', invalid: 'Invalid email format' }),
  password: passwordField('Password is required'),
});

export type RegistrationInput = InferType<typeof registrationSchema>;

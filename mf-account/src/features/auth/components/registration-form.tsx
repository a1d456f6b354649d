import { Form, Formik, type FormikHelpers } from 'formik';
import { registrationSchema, type RegistrationInput } from 'contracts/schemas';
import { Button, FormTextField, formStyles, Notice } from 'shared-ui';
import { PasswordField } from '../../../components/form/password-field';

const initialValues: RegistrationInput = { firstName: '', lastName: '', email: '', password: '' };

interface RegistrationFormProps {
  onSubmit: (values: RegistrationInput, helpers: FormikHelpers<RegistrationInput>) => Promise<void>;
  /** A refusal of the whole form (e.g. the e-mail is taken), shown above the button. */
  formError?: string | null;
}

/** Create Account: names, e-mail and password checked by contracts' registrationSchema, then "Register Now". */
export function RegistrationForm({ onSubmit, formError }: RegistrationFormProps) {
  return (
    <Formik initialValues={initialValues} validationSchema={registrationSchema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Create Account" css={formStyles.stack}>
          <div css={formStyles.pair}>
            <FormTextField name="firstName" label="First Name" autoComplete="given-name" />
            <FormTextField name="lastName" label="Last Name" autoComplete="family-name" />
          </div>
          <FormTextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
          <PasswordField name="password" label="Password" autoComplete="new-password" hint="8 to 30 characters." />
          {formError && <Notice tone="error">{formError}</Notice>}
          <Button type="submit" fullWidth loading={isSubmitting}>
            Register Now
          </Button>
        </Form>
      )}
    </Formik>
  );
}
